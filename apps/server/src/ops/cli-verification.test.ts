import { describe, expect, it } from 'vitest';
import { parseOpsCommand } from './cli';

const attemptId = '0b8f4a5e-3c1d-4e2f-9a7b-6c5d4e3f2a1b';

describe('npm run ops: identity documents', () => {
  it('lists the documents waiting for review', () => {
    expect(parseOpsCommand(['reviews'])).toEqual({ method: 'GET', path: '/ops/verification/reviews' });
  });

  it('approves and rejects an attempt, a rejection with its reason', () => {
    expect(parseOpsCommand(['approve', attemptId, '--by', 'Sam'])).toEqual({
      method: 'POST',
      path: `/ops/verification/attempts/${attemptId}/approve`,
      body: { reviewed_by: 'Sam' },
    });
    expect(parseOpsCommand(['reject', attemptId, '--reason', 'Too blurry to read.'])).toEqual({
      method: 'POST',
      path: `/ops/verification/attempts/${attemptId}/reject`,
      body: { reviewed_by: 'operator', reason: 'Too blurry to read.' },
    });
  });

  it('refuses a missing attempt id or a rejection without a reason', () => {
    expect(() => parseOpsCommand(['approve'])).toThrow('Name the attempt id');
    expect(() => parseOpsCommand(['reject', attemptId])).toThrow('--reason');
  });
});
