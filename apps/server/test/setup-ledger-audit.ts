// Runs before every server test file: after each test, the ledger of every open test app must balance.
import { afterEach } from 'vitest';
import { auditOpenDatabases } from './ledger-audit';

afterEach(async () => {
  await auditOpenDatabases();
});
