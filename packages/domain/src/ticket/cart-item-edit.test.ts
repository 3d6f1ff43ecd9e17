import { describe, expect, it } from 'vitest';
import type { ProductType } from '@fairdraw/contracts';
import { cartItemEdit } from './cart-item-edit';

describe('cartItemEdit', () => {
  it.each<[ProductType, ReturnType<typeof cartItemEdit>]>([
    ['lottery_ticket', { field: 'numDraws', min: 1, max: 10 }],
    ['multi_draw_ticket', { field: 'numDraws', min: 1, max: 10 }],
    ['raffle_ticket', { field: 'quantity', min: 1, max: 100 }],
    ['syndicate_share', { field: 'quantity', min: 1, max: 100 }],
    ['social_syndicate_share', null],
    ['membership', null],
  ])('%s', (productType, expected) => {
    expect(cartItemEdit(productType)).toEqual(expected);
  });
});
