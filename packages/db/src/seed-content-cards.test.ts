// The demo shop's notices reach every signed-in customer's feed once, however often the shop starts.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { contentCards } from './schema/index';
import { seedDemoContentCards } from './seed-content-cards';
import { createTestDatabase, type TestDatabase } from './testing';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.drop();
});

it('seeds the broadcast notices once, however often it runs', async () => {
  const now = new Date('2026-07-01T02:00:00Z');
  await seedDemoContentCards(database.db, now);
  await seedDemoContentCards(database.db, now);
  const cards = await database.db.select().from(contentCards);
  expect(cards.map((card) => card.title).sort()).toEqual([
    'Results are in',
    'Set a limit that suits you',
    'Welcome to Fairdraw',
  ]);
  expect(cards.every((card) => card.customerId === null && card.linkPath?.startsWith('/'))).toBe(true);
});
