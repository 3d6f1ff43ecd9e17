// Checkout speed: customers each adding a ticket to their own cart and paying for it from their wallet,
// all at once, through the real app (signed requests, envelope, database transaction, ledger).
// Prints purchases per second and the purchase latency percentiles.
// Usage: npm run bench:purchase [-- --buyers 16 --rounds 20]   (PGlite; set DATABASE_URL for PostgreSQL)
import { randomUUID } from 'node:crypto';
import { callAsCustomer, createTestApp, signUp, signedHeaders } from '../apps/server/test/support.ts';
import {
  HouseAccount,
  ensureWallet,
  postTransaction,
  walletAccountCode,
} from '../apps/server/src/modules/ledger/ledger.service.ts';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const buyers = arg('buyers', 16);
const rounds = arg('rounds', 20);

const test = await createTestApp();
const offersAnswer = await test.app.inject({
  method: 'GET',
  url: '/v2/pricing/web/product_offers',
  headers: signedHeaders({ now: test.clock.now() }),
});
const offer = JSON.parse(offersAnswer.body).result.offers.find((item) => item.key === 'saturday_lotto');
const gameOffer = offer.game_types.find((type) => type.key === 'standard').game_offers[0];
const ticket = {
  product_type: 'lottery_ticket',
  lottery: offer.key,
  game_type: 'standard',
  game_offer: gameOffer.key,
  draw_no: offer.draws[0].draw_no,
  num_draws: 1,
  quickpick: true,
  games: [{ sets: [{ key: 'numbers', numbers: [1, 2, 3, 4, 5, 6] }] }],
};

const customers = [];
for (let i = 0; i < buyers; i++) {
  const customer = await signUp(test);
  await test.database.db.transaction(async (tx) => {
    await ensureWallet(tx, customer.customerId);
    await postTransaction(tx, {
      kind: 'promotion',
      description: 'Benchmark credit',
      entries: [
        { accountCode: walletAccountCode(customer.customerId), amountCents: 1_000_00 },
        { accountCode: HouseAccount.promotions, amountCents: -1_000_00 },
      ],
    });
  });
  customers.push(customer);
}

const latencies = [];
const started = performance.now();
await Promise.all(
  customers.map(async (customer) => {
    for (let round = 0; round < rounds; round++) {
      const added = await callAsCustomer(test, customer, {
        method: 'POST',
        url: '/v2/cart/items',
        payload: ticket,
      });
      if (added.status !== 201) throw new Error(`add failed: ${added.raw}`);
      const before = performance.now();
      const paid = await callAsCustomer(test, customer, {
        method: 'POST',
        url: '/v2/cart/purchase',
        payload: {},
        headers: { 'idempotency-key': randomUUID() },
      });
      latencies.push(performance.now() - before);
      if (paid.status !== 201) throw new Error(`purchase failed: ${paid.raw}`);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
await test.close();

latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`${engine}: ${buyers} buyers × ${rounds} purchases in ${seconds.toFixed(1)} s (add + pay each)`);
console.log(`purchases/s: ${(latencies.length / seconds).toFixed(1)}`);
console.log(`purchase latency ms: p50 ${at(0.5)}, p95 ${at(0.95)}, max ${at(1)}`);
console.log(`rss: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
