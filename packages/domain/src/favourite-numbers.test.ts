import { describe, expect, it } from 'vitest';
import { sameNumbers } from './favourite-numbers';

describe('sameNumbers', () => {
  it.each([
    [[7, 14], [14, 7], true],
    [[], [], true],
    [[7], [7, 14], false],
    [[7, 14], [7, 15], false],
    [[1, 10], [10, 2], false],
    [[2, 10], [10, 2], true],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameNumbers(a, b)).toBe(same);
  });
});
