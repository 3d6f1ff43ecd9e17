import { MAX_TICKET_DRAWS } from '@fairdraw/contracts';
import { describe, expect, it } from 'vitest';
import {
  clampNumDraws,
  drawOffsetForDrawNo,
  firstDrawNoFromQuery,
  isValidNumDraws,
  openLotteryDraws,
  resolveFirstDrawNo,
  withSalesOpen,
} from './draws';
import { lotteryDraw } from './test-fixtures';

// Listed out of order, with a closed draw and a raffle draw mixed in.
const draws = [
  lotteryDraw(1573, 2),
  lotteryDraw(1570, 0, { state: 'DRAW_CLOSED' }),
  lotteryDraw(1571, 0),
  lotteryDraw(1572, 1),
  lotteryDraw(88, 0, { type: 'raffle', purchaseStatus: 'open' }),
];

describe('draw count', () => {
  it('caps a multi-draw ticket at 10 draws', () => {
    expect(MAX_TICKET_DRAWS).toBe(10);
  });

  it.each([
    [1, true],
    [10, true],
    [0, false],
    [11, false],
    [2.5, false],
    [Number.NaN, false],
  ])('isValidNumDraws(%s) is %s', (numDraws, expected) => {
    expect(isValidNumDraws(numDraws)).toBe(expected);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [4, 4],
    [4.7, 4],
    [25, 10],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 10],
  ])('clampNumDraws(%s) is %s', (numDraws, expected) => {
    expect(clampNumDraws(numDraws)).toBe(expected);
  });
});

describe('openLotteryDraws', () => {
  it('keeps open lottery draws, next first', () => {
    expect(openLotteryDraws(draws).map((draw) => draw.drawNo)).toEqual([1571, 1572, 1573]);
  });
});

describe('drawOffsetForDrawNo', () => {
  it.each([
    [1571, 0],
    [1573, 2],
    [9999, null],
  ])('draw %s has offset %s', (drawNo, expected) => {
    expect(drawOffsetForDrawNo(draws, drawNo)).toBe(expected);
  });
});

describe('firstDrawNoFromQuery', () => {
  it.each<[string | null | undefined, number | null]>([
    ['1572', 1572],
    [' 1573 ', 1573],
    ['1570', null], // closed
    ['88', null], // a raffle draw
    ['9999', null], // not listed
    ['1572abc', null],
    ['-1572', null],
    ['1e3', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('?firstDrawNo=%j gives %s', (value, expected) => {
    expect(firstDrawNoFromQuery(value, draws)).toBe(expected);
  });
});

describe('resolveFirstDrawNo', () => {
  it.each<[number | null, number | null]>([
    [null, 1571],
    [1572, 1572],
    [1570, null],
    [9999, null],
  ])('a chosen draw of %s starts at %s', (chosen, expected) => {
    expect(resolveFirstDrawNo(chosen, draws)).toBe(expected);
  });

  it('has nothing to start from when no draw is open', () => {
    expect(resolveFirstDrawNo(null, [lotteryDraw(1, 0, { state: 'DRAW_CLOSED' })])).toBeNull();
  });
});

describe('withSalesOpen', () => {
  const offer = {
    key: 'powerball',
    draws: [
      lotteryDraw(1570, 0, { stop: '2026-07-02T09:30:00.000Z' }),
      lotteryDraw(1571, 1, { stop: '2026-07-09T09:30:00.000Z' }),
    ],
  };

  it('leaves out a draw whose sales closed after the catalogue was read', () => {
    const later = withSalesOpen(offer, new Date('2026-07-02T09:30:00.000Z'));
    expect(later.draws.map((draw) => draw.drawNo)).toEqual([1571]);
    expect(resolveFirstDrawNo(null, later.draws)).toBe(1571);
  });

  it('keeps the same offer while every draw is still selling', () => {
    expect(withSalesOpen(offer, new Date('2026-07-02T09:29:59.000Z'))).toBe(offer);
  });
});
