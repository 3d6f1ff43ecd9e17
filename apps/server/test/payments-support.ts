// Shared helpers of the payments tests: an app whose sandbox webhooks wait for the test to deliver
// them, cards tokenised and saved as the web does it, deposits and the 3-D Secure round trip.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { depositSchema, fundSchema, type Deposit, type Fund } from '@fairdraw/contracts';
import { deposits, eq, ledgerTransactions, sql } from '@fairdraw/db';
import type { SandboxNotification } from '../src/modules/payments/sandbox-gateway';
import { call, callAsCustomer, createTestApp, type CustomerSession, type TestApp } from './support';

export const CARDS = {
  success: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  amex: '3782 822463 10005',
  doNotHonour: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0000 0000 3220',
} as const;

export interface PaymentsApp {
  readonly test: TestApp;
  /** Webhooks the sandbox has sent and the test has not delivered yet. */
  readonly webhooks: SandboxNotification[];
}

export function usePaymentsApp(): PaymentsApp {
  let test: TestApp | undefined;
  const webhooks: SandboxNotification[] = [];
  beforeAll(async () => {
    test = await createTestApp({ paymentNotifications: (notification) => webhooks.push(notification) });
  });
  afterAll(async () => {
    await test?.close();
  });
  return {
    get test() {
      if (!test) throw new Error('The test app is not open yet');
      return test;
    },
    webhooks,
  };
}

/** A card the sandbox approves, as the web's card form sends it to the gateway's tokenise call. */
export const APPROVED_CARD = {
  number: CARDS.success,
  expiry_month: 12,
  expiry_year: 2029,
  csc: '123',
  holder_name: 'Ada Lovelace',
};

export function tokenise(test: TestApp, card: Record<string, unknown> = {}) {
  return call(test, {
    method: 'POST',
    url: '/payment-gateway/sandbox/tokens',
    payload: { ...APPROVED_CARD, ...card },
  });
}

/** Tokenises the card at the sandbox and saves it as the customer's fund. */
export async function addCard(
  test: TestApp,
  customer: CustomerSession,
  number: string = CARDS.success,
): Promise<Fund> {
  const tokenised = await tokenise(test, { number, csc: number.startsWith('3') ? '1234' : '123' });
  expect(tokenised.status, tokenised.raw).toBe(201);
  const token = (tokenised.body.result as { token: string }).token;
  const saved = await callAsCustomer(test, customer, { method: 'POST', url: `/v2/funds/cc/${token}` });
  expect(saved.status, saved.raw).toBe(201);
  return fundSchema.parse(saved.body.result);
}

export function depositBody(amount = '25.00', extra: Record<string, unknown> = {}) {
  return {
    amount: { amount, currency: 'AUD' },
    csc: '123',
    strong_customer_authentication: {
      javascript_enabled: true,
      java_enabled: false,
      language: 'en-AU',
      colour_depth: 30,
      screen_height: 900,
      screen_width: 1440,
      timezone_offset: -660,
      challenge_window_size: '04',
      notification_url: 'https://fairdraw.example/3ds/notify',
    },
    ...extra,
  };
}

export function deposit(
  test: TestApp,
  customer: CustomerSession,
  fundId: string,
  options: { body?: Record<string, unknown>; key?: string | null } = {},
) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return callAsCustomer(test, customer, {
    method: 'POST',
    url: `/v2/funds/${fundId}/deposit`,
    payload: options.body ?? depositBody(),
    headers: { 'x-api-version': '3.4', ...(key === null ? {} : { 'idempotency-key': key }) },
  });
}

export const depositOf = (response: { body: Record<string, unknown> }): Deposit =>
  depositSchema.parse(response.body.result);

/** The customer answers the hosted challenge; returns where the sandbox sends the browser. */
export async function answerChallenge(
  test: TestApp,
  actionUrl: string,
  outcome: 'approve' | 'fail' | 'cancel',
) {
  const page = await test.app.inject({ method: 'GET', url: actionUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const answer = await test.app.inject({
    method: 'POST',
    url: actionUrl,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(answer.statusCode).toBe(303);
  return String(answer.headers.location);
}

/** The browser follows the redirect back to /3ds/notify; returns the web page it is sent on to. */
export async function returnFromBank(test: TestApp, notifyUrl: string) {
  const back = await test.app.inject({ method: 'GET', url: notifyUrl });
  expect(back.statusCode, back.body).toBe(303);
  return String(back.headers.location);
}

/** Delivers (and forgets) every webhook the sandbox has sent so far; returns their answers. */
export async function deliverWebhooks(app: PaymentsApp): Promise<number[]> {
  const pending = app.webhooks.splice(0);
  const statuses: number[] = [];
  for (const webhook of pending) statuses.push(await deliverWebhook(app.test, webhook));
  return statuses;
}

export async function deliverWebhook(test: TestApp, webhook: SandboxNotification): Promise<number> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/payments/webhooks/sandbox',
    payload: webhook.body,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': webhook.signature },
  });
  return response.statusCode;
}

export async function depositCount(test: TestApp, customerId: string): Promise<number> {
  return (await test.database.db.select().from(deposits).where(eq(deposits.customerId, customerId))).length;
}

/** Ledger deposit transactions that credited this deposit. */
export async function creditsFor(test: TestApp, depositId: string): Promise<number> {
  return (
    await test.database.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.kind} = 'deposit' and ${ledgerTransactions.reference} = ${depositId}`)
  ).length;
}
