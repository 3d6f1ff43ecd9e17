// Migration 0029 (decision 0070): the demo raffles' unshipped JPEG names become the pictures the shop ships.
import { afterAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from './migrate';
import { seedDemoData } from './seed';
import { queryRows } from './sql-rows';
import { createTestDatabaseBefore, type TestDatabase } from './testing';

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

it('points draws seeded with a JPEG name at the shipped picture and leaves other pictures alone', async () => {
  database = await createTestDatabaseBefore('0029');
  const { db } = database;
  await seedDemoData(db, new Date('2026-11-26T00:00:00Z'));
  const draws = await queryRows<{ id: string }>(
    db,
    sql`select draw_id as id from raffle_draws order by draw_id limit 3`,
  );
  const [old, other, none] = draws.map((draw) => draw.id);
  // As a shop seeded before the pictures shipped has them, and as an operator may have set them.
  await db.execute(
    sql`update raffle_draws set feature_image = '/images/raffles/blue-gum-cash.jpg' where draw_id = ${old}`,
  );
  await db.execute(
    sql`update raffle_draws set feature_image = 'https://cdn.example.com/prize.jpg' where draw_id = ${other}`,
  );
  await db.execute(sql`update raffle_draws set feature_image = null where draw_id = ${none}`);

  expect((await migrate(db)).applied).toContain('0029_raffle_pictures');

  const pictures = await queryRows<{ id: string; feature_image: string | null }>(
    db,
    sql`select draw_id as id, feature_image from raffle_draws where draw_id in (${old}, ${other}, ${none})`,
  );
  const pictureOf = (id: string | undefined) => pictures.find((row) => row.id === id)?.feature_image;
  expect(pictureOf(old)).toBe('/images/raffles/blue-gum-cash-800.webp');
  expect(pictureOf(other)).toBe('https://cdn.example.com/prize.jpg');
  expect(pictureOf(none)).toBeNull();
});
