import { describe, expect, it } from 'vitest';
import { demoCustomerAllowed, loadEnv, seedDemoDataEnabled } from './env';

const production = { NODE_ENV: 'production', AUTH_TOKEN_SECRET: 'x'.repeat(40), OPS_TOKEN: 'y'.repeat(40) };

describe('demo data defaults', () => {
  it('seeds the demo catalogue and customer by default outside production', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const env = loadEnv({ NODE_ENV });
      expect(seedDemoDataEnabled(env)).toBe(true);
      expect(demoCustomerAllowed(env)).toBe(true);
    }
    expect(seedDemoDataEnabled(loadEnv({ SEED_DEMO_DATA: 'false' }))).toBe(false);
    expect(demoCustomerAllowed(loadEnv({ SEED_DEMO_DATA: '0' }))).toBe(false);
  });

  it('seeds nothing by default in production, and never the demo customer', () => {
    const byDefault = loadEnv(production);
    expect(seedDemoDataEnabled(byDefault)).toBe(false);
    expect(demoCustomerAllowed(byDefault)).toBe(false);
    const asked = loadEnv({ ...production, SEED_DEMO_DATA: 'true' });
    expect(seedDemoDataEnabled(asked)).toBe(true);
    expect(demoCustomerAllowed(asked)).toBe(false);
  });
});
