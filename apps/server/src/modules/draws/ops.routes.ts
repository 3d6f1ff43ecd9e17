// The operator API (/ops): entering lottery results, running the draw lifecycle now, and reading a
// draw's integrity record. Operators authenticate with the OPS_TOKEN bearer token; anything else is 401.
import type { FastifyInstance } from 'fastify';
import { requireOperator } from '../../plugins/operator';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OffsetClock, type Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import type { DrawLifecycle } from './lifecycle.service';
import { drawIntegrity } from './integrity.service';
import type { Db } from '@fairdraw/db';
import { parseAmountInput } from '@fairdraw/domain';

export interface OpsRouteOptions {
  db: Db;
  lifecycle: DrawLifecycle;
  clock: Clock;
  opsToken: string;
  demoResults: boolean;
}

const drawParamsSchema = z.object({
  lotteryKey: z.string().regex(/^[a-z0-9_]{1,64}$/),
  drawNo: z.coerce.number().int().positive(),
});

const numbersSchema = z.array(z.number().int().min(0).max(99)).max(20);
/** A declared dividend as the operator types it: dollars and cents, e.g. "8123.45". */
const dividendSchema = z
  .string()
  .max(16)
  .transform((text, context) => {
    const cents = parseAmountInput(text);
    if (cents === null) {
      context.addIssue({ code: 'custom', message: 'Amount must follow format e.g: 1.50' });
      return z.NEVER;
    }
    return cents;
  });

export const resultBodySchema = z.strictObject({
  winning: z.record(z.string().regex(/^[a-z_]{1,32}$/), numbersSchema),
  supplementary: numbersSchema.default([]),
  /** Division number → prize per winning game, for the national games (decision 0012). */
  dividends: z.record(z.string().regex(/^[1-9][0-9]?$/), dividendSchema).optional(),
  enteredBy: z.string().min(1).max(64).default('operator'),
});

/** At most a year either way per call; negative moves the clock back (a journey undoing its move). */
const clockBodySchema = z.strictObject({
  advanceMs: z
    .number()
    .int()
    .min(-366 * 24 * 3600 * 1000)
    .max(366 * 24 * 3600 * 1000),
});

export async function opsRoutes(scope: FastifyInstance, options: OpsRouteOptions): Promise<void> {
  const { lifecycle, clock } = options;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireOperator(scope, options.opsToken);

  app.post(
    '/draws/:lotteryKey/:drawNo/results',
    { schema: { params: drawParamsSchema, body: resultBodySchema } },
    async (request, reply) => {
      const { winning, supplementary, dividends, enteredBy } = request.body;
      const { stored } = await lifecycle.recordResult(
        {
          ...request.params,
          result: { winning, supplementary, dividends: dividends ?? null },
          source: 'operator',
          enteredBy,
        },
        clock.now(),
      );
      reply.status(stored ? 201 : 200);
      return { stored };
    },
  );

  app.get('/draws/:lotteryKey/:drawNo', { schema: { params: drawParamsSchema } }, async (request) => {
    const record = await drawIntegrity(options.db, request.params.lotteryKey, request.params.drawNo);
    if (!record) throw new NotFoundError('There is no such draw.');
    return record;
  });

  app.post('/lifecycle/run', async () => lifecycle.runAll(clock.now(), { demoResults: options.demoResults }));

  // Test servers only (their clock is an OffsetClock, NODE_ENV=test): journeys move time past a stop
  // time. Anywhere else the route does not exist. Decision 0017.
  if (clock instanceof OffsetClock) {
    app.post('/clock', { schema: { body: clockBodySchema } }, async (request) => {
      clock.advance(request.body.advanceMs);
      return { now: clock.now().toISOString(), offsetMs: clock.offset };
    });
  }
}
