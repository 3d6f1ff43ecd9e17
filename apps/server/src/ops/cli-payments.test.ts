import { describe, expect, it } from 'vitest';
import { parseOpsCommand } from './cli';

const fundId = '0b8f4a5e-3c1d-4e2f-9a7b-6c5d4e3f2a1b';

describe('npm run ops: bank accounts', () => {
  it.each([
    ['verified', 'Verified'],
    ['failed', 'Failed Verification'],
    ['pending', 'Pending Verification'],
    ['unverified', 'Unverified'],
  ])('sets a bank account %s', (flag, status) => {
    expect(parseOpsCommand(['bank-status', fundId, '--status', flag])).toEqual({
      method: 'POST',
      path: `/ops/funds/${fundId}/bank-status`,
      body: { status },
    });
  });

  it('refuses a missing fund id or status', () => {
    expect(() => parseOpsCommand(['bank-status', '../draws', '--status', 'verified'])).toThrow('fund id');
    expect(() => parseOpsCommand(['bank-status', fundId, '--status', 'ok'])).toThrow('--status');
  });
});
