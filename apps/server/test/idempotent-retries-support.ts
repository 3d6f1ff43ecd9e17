// Same-key retries of the money calls (issue 14 §4, decision 0031): pairs of one request sent to two
// clients a few milliseconds apart, and bursts of it split across them, must all get the same answer,
// status and body, and do the work once. The scenarios run against one app in this process and against
// two server processes sharing PostgreSQL; only the clients differ.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ProductOffer } from '@fairdraw/contracts';
import { checkouts, deposits, eq, withdrawals, type Db } from '@fairdraw/db';
import { getWalletBalance } from '../src/modules/ledger/ledger.service';
import { lotteryBody } from './cart-support';
import { creditWallet } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import { APPROVED_CARD, depositBody } from './payments-support';
import { matchingDetails } from './verification-support';
import { nationalAccount, postDeposit } from './withdrawals-support';

export interface Reply {
  status: number;
  raw: string;
  /** The `Idempotent-Replayed` header was set. */
  replayed: boolean;
}

/** One client of the signed-in customer (the app in this process, or one server process). */
export type Client = (request: {
  method: 'GET' | 'POST';
  path: string;
  payload?: unknown;
  headers?: Record<string, string>;
}) => Promise<Reply>;

export interface Shop {
  /** Pairs go first to one, then to the other; bursts alternate between them. */
  clients: [Client, Client];
  db: Db;
  customerId: string;
  offer: ProductOffer;
}

/** Gaps between a pair's first and second request, in milliseconds (issue 14 §4). */
export const OFFSETS_MS = [0, 5, 10, 15, 20];
export const BURST = 24;

interface MoneyCall {
  path: string;
  payload: unknown;
  headers?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const send = (client: Client, call: MoneyCall, key: string) =>
  client({
    method: 'POST',
    path: call.path,
    payload: call.payload,
    headers: { ...call.headers, 'idempotency-key': key },
  });

/** One key sent twice, to the first client and `offsetMs` later to the second. */
async function pair(shop: Shop, call: MoneyCall, offsetMs: number): Promise<Reply[]> {
  const key = randomUUID();
  const first = send(shop.clients[0], call, key);
  await sleep(offsetMs);
  return Promise.all([first, send(shop.clients[1], call, key)]);
}

/** One key sent `count` times at once, alternating between the clients. */
function burst(shop: Shop, call: MoneyCall, count = BURST): Promise<Reply[]> {
  const key = randomUUID();
  return Promise.all(Array.from({ length: count }, (_, index) => send(shop.clients[index % 2]!, call, key)));
}

/** Every answer is the first one: same status, same body; for work done, exactly one did it. */
function expectOneAnswer(replies: Reply[], status: number, what: string): void {
  const [first] = replies;
  const seen = replies.map((reply) => `${reply.status} ${reply.raw}`);
  expect(new Set(seen), `${what}: ${seen.join('\n')}`).toEqual(new Set([`${first!.status} ${first!.raw}`]));
  expect(first!.status, `${what}: ${first!.raw}`).toBe(status);
  if (status < 300)
    expect(
      replies.filter((reply) => !reply.replayed),
      what,
    ).toHaveLength(1);
}

/** Each round: `prepare`, then the call's same-key pair or burst; returns how many rounds gave `status`. */
async function rounds(
  shop: Shop,
  name: string,
  prepare: () => Promise<MoneyCall>,
  status = 201,
): Promise<number> {
  let count = 0;
  for (const offset of OFFSETS_MS) {
    expectOneAnswer(await pair(shop, await prepare(), offset), status, `${name}, pair ${offset} ms apart`);
    count += 1;
  }
  expectOneAnswer(await burst(shop, await prepare()), status, `${name}, burst of ${BURST}`);
  return count + 1;
}

async function addTicket(shop: Shop): Promise<void> {
  const added = await shop.clients[0]({
    method: 'POST',
    path: '/v2/cart/items',
    payload: lotteryBody(shop.offer, 1, 1),
  });
  expect(added.status, added.raw).toBe(201);
}

const countRows = async (shop: Shop, table: typeof checkouts | typeof deposits | typeof withdrawals) =>
  (await shop.db.select().from(table).where(eq(table.customerId, shop.customerId))).length;

const WHOLE_CART = { path: '/v2/cart/purchase', payload: { purchase_data: { payment_method: 'wallet' } } };

/**
 * The case: a $1 ticket in the cart, the whole cart bought with one key twice. Then, with the
 * wallet short, every same-key request gets the same refusal and nothing is bought.
 */
export async function purchaseScenario(shop: Shop, ticketCents: number): Promise<void> {
  const wallet = 6 * ticketCents;
  await creditWallet(shop.db, shop.customerId, wallet);
  const bought = await rounds(shop, 'purchase', async () => {
    await addTicket(shop);
    return WHOLE_CART;
  });
  expect(await countRows(shop, checkouts)).toBe(bought);
  expect(await getWalletBalance(shop.db, shop.customerId)).toBe(wallet - bought * ticketCents);

  await addTicket(shop);
  expectOneAnswer(await burst(shop, WHOLE_CART), 422, 'purchase with the wallet empty');
  expectOneAnswer(await pair(shop, WHOLE_CART, 5), 422, 'purchase with the wallet empty, pair');
  expect(await countRows(shop, checkouts)).toBe(bought);
  await expectLedgerBalanced(shop.db);
}

/** A saved sandbox card, tokenised and saved over the API as the web does it. */
async function addCard(shop: Shop): Promise<string> {
  const tokenised = await shop.clients[0]({
    method: 'POST',
    path: '/payment-gateway/sandbox/tokens',
    payload: APPROVED_CARD,
  });
  expect(tokenised.status, tokenised.raw).toBe(201);
  const { token } = (JSON.parse(tokenised.raw) as { result: { token: string } }).result;
  const saved = await shop.clients[0]({ method: 'POST', path: `/v2/funds/cc/${token}` });
  expect(saved.status, saved.raw).toBe(201);
  return (JSON.parse(saved.raw) as { result: { id: string } }).result.id;
}

/** $25 card deposits with one key per round: one deposit and one credit each. */
export async function depositScenario(shop: Shop): Promise<void> {
  const fundId = await addCard(shop);
  const before = await getWalletBalance(shop.db, shop.customerId);
  const call = {
    path: `/v2/funds/${fundId}/deposit`,
    payload: depositBody('25.00'),
    headers: { 'x-api-version': '3.4' },
  };
  const made = await rounds(shop, 'deposit', async () => call);
  expect(await countRows(shop, deposits)).toBe(made);
  expect(await getWalletBalance(shop.db, shop.customerId)).toBe(before + made * 25_00);
  await expectLedgerBalanced(shop.db);
}

/** A $20 card deposit that buys the cart's $1 ticket, one key per round: one deposit and one purchase. */
export async function depositPurchaseScenario(shop: Shop, ticketCents: number): Promise<void> {
  const fundId = await addCard(shop);
  const before = await getWalletBalance(shop.db, shop.customerId);
  const [deposited, bought] = [await countRows(shop, deposits), await countRows(shop, checkouts)];
  const made = await rounds(shop, 'deposit_purchase', async () => {
    await addTicket(shop);
    return {
      path: '/v2/deposit_purchase',
      payload: {
        deposit: { ...depositBody('20.00'), customer_fund_id: fundId },
        purchase: { purchase_data: { payment_method: 'wallet' } },
      },
      headers: { 'x-api-version': '3.3' },
    };
  });
  expect(await countRows(shop, deposits)).toBe(deposited + made);
  expect(await countRows(shop, checkouts)).toBe(bought + made);
  expect(await getWalletBalance(shop.db, shop.customerId)).toBe(before + made * (20_00 - ticketCents));

  // The cart is empty now: each round's card is charged and its purchase refused, and every same-key
  // request answers that refusal (the money stays in the wallet), however late it comes.
  const refused = await rounds(
    shop,
    'deposit_purchase with the cart empty',
    async () => ({
      path: '/v2/deposit_purchase',
      payload: {
        deposit: { ...depositBody('20.00'), customer_fund_id: fundId },
        purchase: { purchase_data: { payment_method: 'wallet' } },
      },
      headers: { 'x-api-version': '3.3' },
    }),
    422,
  );
  expect(await countRows(shop, deposits)).toBe(deposited + made + refused);
  expect(await countRows(shop, checkouts)).toBe(bought + made);
  expect(await getWalletBalance(shop.db, shop.customerId)).toBe(
    before + made * (20_00 - ticketCents) + refused * 20_00,
  );
  await expectLedgerBalanced(shop.db);
}

/** $10 withdrawals to a verified customer's bank account, one key per round: one withdrawal each. */
export async function withdrawalScenario(shop: Shop): Promise<void> {
  const verified = await shop.clients[0]({
    method: 'POST',
    path: '/v2/customer/verify',
    payload: matchingDetails,
  });
  expect(verified.status, verified.raw).toBe(200);
  const account = await shop.clients[0]({
    method: 'POST',
    path: '/v2/funds/bank-account',
    payload: nationalAccount,
    headers: { 'x-api-version': '3.8' },
  });
  expect(account.status, account.raw).toBe(201);
  const fund = (JSON.parse(account.raw) as { result: { id: string; method_code: string } }).result;
  await postDeposit(shop.db, shop.customerId, 100_00);
  const before = await getWalletBalance(shop.db, shop.customerId);
  const call = {
    path: `/v2/funds/${fund.id}/withdraw`,
    payload: {
      amount: { amount: '10.00', currency: 'AUD' },
      bank_type: nationalAccount.type,
      withdrawal_method_code: fund.method_code,
    },
    headers: { 'x-api-version': '3.1' },
  };
  const made = await rounds(shop, 'withdrawal', async () => call);
  expect(await countRows(shop, withdrawals)).toBe(made);
  expect(await getWalletBalance(shop.db, shop.customerId)).toBe(before - made * 10_00);
  await expectLedgerBalanced(shop.db);
}
