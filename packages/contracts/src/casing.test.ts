import { describe, expect, it } from 'vitest';
import { camelToSnakeKey, snakeToCamelKey, toCamelCase, toSnakeCase } from './casing';

describe('wire casing', () => {
  it.each([
    ['prize_pool', 'prizePool'],
    ['page_info', 'pageInfo'],
    ['address_line_2', 'addressLine2'],
    ['first_draw_no', 'firstDrawNo'],
    ['result', 'result'],
  ])('%s <-> %s', (snake, camel) => {
    expect(snakeToCamelKey(snake)).toBe(camel);
    expect(camelToSnakeKey(camel)).toBe(snake);
  });

  it('converts keys deeply but never values', () => {
    const wire = {
      page_info: { total_count: 1 },
      result: [{ lottery_key: 'saturday_lotto', draw_no: 4621 }],
    };
    const code = toCamelCase(wire);
    expect(code).toEqual({
      pageInfo: { totalCount: 1 },
      result: [{ lotteryKey: 'saturday_lotto', drawNo: 4621 }],
    });
    expect(toSnakeCase(code)).toEqual(wire);
  });

  it('leaves dates, nulls and primitives alone', () => {
    const date = new Date(0);
    expect(toSnakeCase({ someDate: date, nothing: null, n: 1 })).toEqual({
      some_date: date,
      nothing: null,
      n: 1,
    });
  });
});
