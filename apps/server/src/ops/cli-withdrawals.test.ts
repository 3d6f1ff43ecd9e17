import { describe, expect, it } from 'vitest';
import { parseOpsCommand } from './cli';

const id = '0b8f4a5e-3c1d-4e2f-9a7b-6c5d4e3f2a1b';

describe('npm run ops: withdrawals', () => {
  it('lists withdrawals by status, pending unless told', () => {
    expect(parseOpsCommand(['withdrawals'])).toEqual({
      method: 'GET',
      path: '/ops/withdrawals?status=pending',
    });
    expect(parseOpsCommand(['withdrawals', '--status', 'paid']).path).toBe('/ops/withdrawals?status=paid');
    expect(() => parseOpsCommand(['withdrawals', '--status', 'lost'])).toThrow('--status');
  });

  it('approves and rejects a withdrawal, a rejection with its reason', () => {
    expect(parseOpsCommand(['approve-withdrawal', id, '--by', 'Sam'])).toEqual({
      method: 'POST',
      path: `/ops/withdrawals/${id}/approve`,
      body: { decided_by: 'Sam' },
    });
    expect(parseOpsCommand(['reject-withdrawal', id, '--reason', 'Name does not match.'])).toEqual({
      method: 'POST',
      path: `/ops/withdrawals/${id}/reject`,
      body: { decided_by: 'operator', reason: 'Name does not match.' },
    });
    expect(() => parseOpsCommand(['reject-withdrawal', id])).toThrow('--reason');
    expect(() => parseOpsCommand(['approve-withdrawal'])).toThrow('Name the withdrawal id');
  });
});
