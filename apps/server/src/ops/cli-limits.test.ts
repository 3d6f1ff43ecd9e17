import { describe, expect, it } from 'vitest';
import { parseOpsCommand } from './cli';

describe('npm run ops: the shop’s spend limits', () => {
  it('reads them and sets one period', () => {
    expect(parseOpsCommand(['system-limits'])).toEqual({ method: 'GET', path: '/ops/limits/system' });
    expect(parseOpsCommand(['system-limit', 'week', '2000'])).toEqual({
      method: 'POST',
      path: '/ops/limits/system/week',
      body: { limit: '2000' },
    });
  });

  it('refuses an unknown period or a missing amount', () => {
    expect(() => parseOpsCommand(['system-limit', 'year', '10'])).toThrow('Name the period');
    expect(() => parseOpsCommand(['system-limit', 'day'])).toThrow('Name the period');
  });
});
