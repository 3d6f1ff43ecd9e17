// Each server process keeps the sign-ins it has checked (decision 0058). A sign-out on one process must
// still end the session on every other one, from the next call on: the drop goes through Redis, or,
// without Redis, through PostgreSQL's notifications (decision 0081).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@fairdraw/db/testing';
import { sendAsCustomer, signUpOverHttp } from './http-customer';
import { startServerGroup, type Running, type ServerGroup } from './process-support';

const throughRedis = {
  REDIS_URL: process.env.REDIS_URL ?? '',
  REDIS_NAMESPACE: `fairdraw-test-sessions:${randomUUID()}:`,
};
const ways = [
  ...(process.env.REDIS_URL ? [{ through: 'Redis', env: throughRedis }] : []),
  { through: 'PostgreSQL', env: {} },
];

describe.skipIf(!process.env.DATABASE_URL).each(ways)(
  'a sign-out across processes, through $through',
  ({ env }) => {
    let database: TestDatabase;
    let group: ServerGroup | undefined;
    beforeAll(async () => {
      database = await createTestDatabase();
      group = await startServerGroup(database.databaseUrl ?? '', 2, env);
    }, 120_000);
    afterAll(async () => {
      await group?.stop();
      await database?.drop();
    });

    it('ends the session on the other process too, though it had checked it before', async () => {
      const [first, second] = group!.servers as [Running, Running];
      const customer = await signUpOverHttp(first.url);
      const overview = (server: Running) =>
        sendAsCustomer(server.url, customer, { method: 'GET', path: '/v2/customer' });
      // Both processes have checked (and kept) the session.
      for (const server of [first, second, first, second]) expect((await overview(server)).status).toBe(200);

      const out = await sendAsCustomer(first.url, customer, {
        method: 'POST',
        path: '/v2/customer/logout-all',
      });
      expect(out.status).toBe(200);
      // The drop reaches the other process within moments, never after the next minute.
      const deadline = Date.now() + 5_000;
      let status = (await overview(second)).status;
      while (status === 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        status = (await overview(second)).status;
      }
      expect(status).toBe(401);
      expect((await overview(first)).status).toBe(401);
    }, 120_000);
  },
);
