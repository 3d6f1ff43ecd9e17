import { describe, expect, it } from 'vitest';
import { withdrawableCents } from './withdrawals';

describe('withdrawable funds: promotional credit is spent first and never withdrawn', () => {
  it.each([
    // balance, promotions, purchases, refunds → withdrawable, held as promotional
    [500_00, 500_00, 0, 0, 0, 500_00],
    [480_00, 500_00, 20_00, 0, 0, 480_00],
    [580_00, 500_00, 20_00, 0, 100_00, 480_00], // a $100 prize won with promotional credit
    [50_00, 0, 0, 0, 50_00, 0],
    [120_00, 100_00, 150_00, 0, 120_00, 0], // promotion all played through
    [100_00, 100_00, 50_00, 50_00, 0, 100_00], // a refund gives the promotional credit back
    [0, 100_00, 0, 0, 0, 0],
  ])(
    'balance %i, promotions %i, spent %i, refunded %i',
    (balance, promotion, purchase, refund, withdrawable, held) => {
      expect(
        withdrawableCents({
          balanceCents: balance,
          promotionCents: promotion,
          purchaseCents: purchase,
          refundCents: refund,
        }),
      ).toEqual({ withdrawableCents: withdrawable, promotionalCents: held });
    },
  );
});
