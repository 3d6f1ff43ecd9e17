// Prepares a database for the browser journeys' production-mode server, which seeds no demo customer
// itself: migrates, seeds the demo catalogue and the demo customer, and exits. Test set-up only.
// Usage: node --import tsx apps/server/test/seed-demo-shop.ts <data dir> (or DATABASE_URL set).
import { mkdirSync } from 'node:fs';
import { migrate, openDatabase, seedDemoContent, seedDemoData } from '@fairdraw/db';
import { seedDemoCustomer } from '../src/modules/accounts/demo-customer';

const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.argv[2];
if (!databaseUrl && !dataDir) throw new Error('Give a data folder, or set DATABASE_URL');
if (dataDir) mkdirSync(dataDir, { recursive: true });
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
try {
  await migrate(database);
  const now = new Date();
  await seedDemoData(database.db, now);
  await seedDemoContent(database.db, now);
  await seedDemoCustomer(database.db, now);
} finally {
  await database.close();
}
