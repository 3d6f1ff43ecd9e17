import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capabilitiesResultSchema } from '@fairdraw/contracts';
import { seedDemoData, segments } from '@fairdraw/db';
import { createTestDatabase, type TestDatabase } from '@fairdraw/db/testing';
import { createCapabilitiesService, type CapabilitiesService } from './capabilities.service';

let database: TestDatabase;
let capabilities: CapabilitiesService;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, new Date('2026-07-01T02:00:00Z'));
  capabilities = createCapabilitiesService({ db: database.db });
});
afterAll(async () => {
  await database.drop();
});

describe('capabilities', () => {
  it('gives visitors the default segment when no segment or an unknown one is asked for', async () => {
    for (const name of [undefined, '', 'no-such-segment']) {
      const result = capabilitiesResultSchema.parse(await capabilities.getSegment(name));
      expect(result.segmentName).toBe('visitor');
      expect(result.capabilities).toEqual(
        expect.arrayContaining(['commercial_lotteries', 'charity_lotteries']),
      );
      expect(result.capabilities).not.toContain('wallet_balance');
    }
  });

  it('gives a named segment its own flags', async () => {
    const result = capabilitiesResultSchema.parse(await capabilities.getSegment('customer'));
    expect(result.segmentName).toBe('customer');
    expect(result.capabilities).toEqual(
      expect.arrayContaining(['wallet_balance', 'syndicates', 'pre_order']),
    );
    expect(result.capabilities).not.toContain('native-app');
  });

  it('leaves out flags this build does not know', async () => {
    await database.db.insert(segments).values({ name: 'beta', capabilities: ['blog', 'hover_boards'] });
    expect(await capabilities.getSegment('beta')).toEqual({ segmentName: 'beta', capabilities: ['blog'] });
  });
});
