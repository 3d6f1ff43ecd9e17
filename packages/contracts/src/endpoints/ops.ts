// The operator API (/ops): bearer OPS_TOKEN, never a customer's session. Draw results and the
// lifecycle, the test clock, two-factor unlocks, document review, bank statuses, withdrawals, limits,
// and the feedback visitors left.
import { z } from 'zod';
import { DEFAULT_API_VERSION } from '../headers';
import { verificationMethodTypes } from '../customer';
import { bankFundingStatuses, fundParamsSchema, fundSchema } from '../payments';
import { limitFormBodySchema, systemSpendLimitSchema } from '../limits';
import { approveAttemptBodySchema, rejectAttemptBodySchema, verificationOutcomes } from '../verification';
import {
  approveWithdrawalBodySchema,
  opsWithdrawalSchema,
  opsWithdrawalsQuerySchema,
  rejectWithdrawalBodySchema,
  withdrawalParamsSchema,
} from '../withdrawals';
import { opsFeedbackQuerySchema, opsFeedbackSchema } from '../events';
import { defineEndpoint } from './define';
import { limitPeriodParamsSchema } from './limits';

export const opsDrawParamsSchema = z.object({
  lotteryKey: z.string().regex(/^[a-z0-9_]{1,64}$/),
  drawNo: z.coerce.number().int().positive(),
});

const numbersSchema = z.array(z.number().int().min(0).max(99)).max(20);

/** A lottery result as an operator enters it; the server also reads each dividend as money. */
export const opsResultBodySchema = z.strictObject({
  winning: z.record(z.string().regex(/^[a-z_]{1,32}$/), numbersSchema),
  supplementary: numbersSchema.default([]),
  /** Division number → prize per winning game in dollars and cents ("8123.45"), for national games. */
  dividends: z.record(z.string().regex(/^[1-9][0-9]?$/), z.string().max(16)).optional(),
  /** Division number → winning games across the country, for national games; optional (decision 0067). */
  nationalWinners: z
    .record(
      z.string().regex(/^[1-9][0-9]?$/),
      z.number().int('Enter a whole number.').min(0, 'Enter 0 or more.').max(1_000_000_000),
    )
    .optional(),
  enteredBy: z.string().min(1).max(64).default('operator'),
});

/** At most a year either way per call; negative moves the clock back (a journey undoing its move). */
export const opsClockBodySchema = z.strictObject({
  advanceMs: z
    .number()
    .int()
    .min(-366 * 24 * 3600 * 1000)
    .max(366 * 24 * 3600 * 1000),
});

/** A draw's integrity state as operators see it (the public record is `drawIntegritySchema`). */
export const opsDrawIntegritySchema = z.object({
  lotteryKey: z.string(),
  drawNo: z.number().int(),
  state: z.string(),
  seal: z
    .object({ entriesCount: z.number().int(), entriesHash: z.string(), sealedAt: z.string() })
    .nullable(),
  raffleSeed: z
    .object({
      seedHash: z.string(),
      committedAt: z.string(),
      seed: z.string().nullable(),
      revealedAt: z.string().nullable(),
    })
    .nullable(),
  result: z
    .object({
      winning: z.record(z.string(), z.array(z.number().int())),
      supplementary: z.array(z.number().int()),
      source: z.string(),
    })
    .nullable(),
});

/** How many draws each lifecycle step moved. */
export const lifecycleRunSchema = z.object({
  capped: z.number().int(),
  closed: z.number().int(),
  demoResults: z.number().int(),
  rafflesDrawn: z.number().int(),
  scored: z.number().int(),
  paid: z.number().int(),
  emailed: z.number().int(),
});

export const verificationReviewSchema = z.object({
  attemptId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  method: z.enum(verificationMethodTypes),
  outcome: z.enum(verificationOutcomes),
  submittedAt: z.string(),
  documents: z.array(
    z.object({ id: z.string(), fileName: z.string(), contentType: z.string(), sizeBytes: z.number().int() }),
  ),
});

export const opsIdParamsSchema = z.object({ id: z.uuid() });

const common = { service: 'ops', apiVersion: DEFAULT_API_VERSION, access: 'operator' } as const;

export const opsEndpoints = {
  recordResult: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/draws/:lotteryKey/:drawNo/results',
    summary: "Enters a lottery draw's result (201 when stored, 200 when it was already)",
    params: opsDrawParamsSchema,
    body: opsResultBodySchema,
    response: z.object({ stored: z.boolean() }),
  }),
  drawIntegrity: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/draws/:lotteryKey/:drawNo',
    summary: "A draw's seal, seed and result",
    params: opsDrawParamsSchema,
    response: opsDrawIntegritySchema,
  }),
  runLifecycle: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/lifecycle/run',
    summary: 'Runs every draw lifecycle step now',
    response: lifecycleRunSchema,
  }),
  moveClock: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/clock',
    summary: "Moves a test server's clock (exists only with NODE_ENV=test, decision 0017)",
    body: opsClockBodySchema,
    response: z.object({ now: z.string(), offsetMs: z.number() }),
  }),
  unlockTwoFactor: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/customers/:customerId/two-factor/unlock',
    summary: 'Unlocks two-factor sign-in after too many wrong codes',
    params: z.object({ customerId: z.string() }),
    response: z.object({ unlocked: z.boolean() }),
  }),
  verificationReviews: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/verification/reviews',
    summary: 'Document uploads waiting for a decision',
    response: z.array(verificationReviewSchema),
  }),
  approveVerification: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/verification/attempts/:id/approve',
    summary: 'Approves an upload: the customer is verified',
    params: opsIdParamsSchema,
    body: approveAttemptBodySchema.nullish(),
    response: z.object({
      attemptId: z.string(),
      outcome: z.literal('approved'),
      customerVerified: z.literal(true),
    }),
  }),
  rejectVerification: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/verification/attempts/:id/reject',
    summary: 'Rejects an upload with a reason',
    params: opsIdParamsSchema,
    body: rejectAttemptBodySchema,
    response: z.object({ attemptId: z.string(), outcome: z.literal('rejected') }),
  }),
  setBankStatus: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/funds/:id/bank-status',
    summary: "A bank account's verification status (decides whether withdrawals may pay to it)",
    params: fundParamsSchema,
    body: z.object({ status: z.enum(bankFundingStatuses) }),
    response: fundSchema,
  }),
  withdrawals: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/withdrawals',
    summary: 'Withdrawals by status (pending by default)',
    query: opsWithdrawalsQuerySchema,
    response: z.array(opsWithdrawalSchema),
  }),
  approveWithdrawal: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/withdrawals/:id/approve',
    summary: 'Pays a withdrawal out',
    params: withdrawalParamsSchema,
    body: approveWithdrawalBodySchema.nullish(),
    response: opsWithdrawalSchema,
  }),
  rejectWithdrawal: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/withdrawals/:id/reject',
    summary: 'Rejects a withdrawal: the money goes back to the wallet',
    params: withdrawalParamsSchema,
    body: rejectWithdrawalBodySchema,
    response: opsWithdrawalSchema,
  }),
  systemLimits: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/limits/system',
    summary: "The shop's own spend limits",
    response: z.array(systemSpendLimitSchema),
  }),
  setSystemLimit: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/limits/system/:period',
    summary: "Sets the shop's spend limit of a period",
    params: limitPeriodParamsSchema,
    body: limitFormBodySchema,
    response: z.array(systemSpendLimitSchema),
  }),
  feedback: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/feedback',
    summary: 'Feedback left with the feedback widget, newest first',
    query: opsFeedbackQuerySchema,
    response: z.array(opsFeedbackSchema),
    paged: true,
  }),
};
