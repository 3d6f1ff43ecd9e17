import { describe, expect, it } from 'vitest';
import type { RaffleTicket, SyndicateShare } from './model';
import {
  canAddRaffleTicket,
  canAddSyndicateShare,
  DEFAULT_SYNDICATE_SHARES,
  findRaffleBundle,
  newSyndicateShare,
  purchasableRaffleDraw,
  raffleTicketsLeft,
  syndicateSharesLeft,
} from './raffle-and-syndicate';
import { lotteryDraw, raffleDraw, raffleOffer, syndicateOffer } from './test-fixtures';

function raffle(overrides: Partial<RaffleTicket> = {}): RaffleTicket {
  return {
    productOfferKey: 'hospice_raffle',
    drawNo: 12,
    raffleOfferKey: 'five_pack',
    quantity: 2,
    causeKey: 'hospice',
    ...overrides,
  };
}

describe('purchasableRaffleDraw', () => {
  it.each([
    ['open', true],
    ['pre_order', true],
    ['sold_out', false],
    ['past_draw', false],
  ] as const)('a %s draw can be bought: %s', (purchaseStatus, expected) => {
    const offer = raffleOffer({ draws: [raffleDraw(12, { purchaseStatus })] });
    expect(purchasableRaffleDraw(offer, 12) !== null).toBe(expected);
  });

  it('finds raffle draws only, and bundles of that draw', () => {
    const offer = raffleOffer({ draws: [lotteryDraw(12, 0), raffleDraw(13)] });
    expect(purchasableRaffleDraw(offer, 12)).toBeNull();
    const draw = purchasableRaffleDraw(offer, 13);
    expect(draw && findRaffleBundle(draw, 'single')?.numTickets).toBe(1);
    expect(draw && findRaffleBundle(draw, 'ten_pack')).toBeNull();
  });
});

describe('canAddRaffleTicket', () => {
  it('allows bundles of an open draw with the cause chosen', () => {
    expect(canAddRaffleTicket(raffle(), raffleOffer())).toEqual({ ok: true });
  });

  it.each<[string, Partial<RaffleTicket>, string[]]>([
    ['a draw that is not listed', { drawNo: 99 }, ['no_draw']],
    ['a bundle the draw does not sell', { raffleOfferKey: 'ten_pack' }, ['unknown_bundle']],
    ['no bundles', { quantity: 0 }, ['bad_quantity']],
    ['more than 100 bundles', { quantity: 101 }, ['bad_quantity']],
    ['more tickets than are left (21 × 5 > 100)', { quantity: 21 }, ['not_enough_tickets']],
    ['no cause for a raffle with causes', { causeKey: null }, ['cause_required']],
    ['another raffle', { productOfferKey: 'other_raffle' }, ['unknown_offer']],
  ])('refuses %s', (_, overrides, reasons) => {
    expect(canAddRaffleTicket(raffle(overrides), raffleOffer())).toEqual({ ok: false, reasons });
  });

  it('allows exactly the tickets left (20 × 5 = 100)', () => {
    expect(canAddRaffleTicket(raffle({ quantity: 20 }), raffleOffer())).toEqual({ ok: true });
  });

  it('refuses a sold-out draw', () => {
    const offer = raffleOffer({ draws: [raffleDraw(12, { purchaseStatus: 'sold_out' })] });
    expect(canAddRaffleTicket(raffle(), offer)).toEqual({ ok: false, reasons: ['no_draw'] });
  });

  it('needs no cause for a raffle without causes', () => {
    expect(canAddRaffleTicket(raffle({ causeKey: null }), raffleOffer({ causes: [] }))).toEqual({ ok: true });
  });
});

describe('syndicate shares', () => {
  const share = (overrides: Partial<SyndicateShare> = {}) => ({
    ...newSyndicateShare('powerball_syndicate', 1571),
    ...overrides,
  });

  it('start at one share (account-area §9)', () => {
    expect(DEFAULT_SYNDICATE_SHARES).toBe(1);
    expect(newSyndicateShare('powerball_syndicate', 1571)).toEqual({
      productOfferKey: 'powerball_syndicate',
      drawNo: 1571,
      quantity: 1,
    });
  });

  it.each([1, 19])('allows %s shares of the 19 left', (quantity) => {
    expect(canAddSyndicateShare(share({ quantity }), syndicateOffer())).toEqual({ ok: true });
  });

  it.each<[string, Partial<SyndicateShare>, string[]]>([
    ['more shares than are left', { quantity: 20 }, ['not_enough_shares']],
    ['no shares', { quantity: 0 }, ['bad_quantity']],
    ['part of a share', { quantity: 1.5 }, ['bad_quantity']],
    ['a draw the syndicate is not in', { drawNo: 1572 }, ['no_draw']],
    ['another offer', { productOfferKey: 'oz_lotto_syndicate' }, ['unknown_offer']],
  ])('refuses %s', (_, overrides, reasons) => {
    expect(canAddSyndicateShare(share(overrides), syndicateOffer())).toEqual({ ok: false, reasons });
  });

  it('refuses an offer that is not a syndicate', () => {
    expect(canAddSyndicateShare(share(), syndicateOffer({ syndicate: null }))).toEqual({
      ok: false,
      reasons: ['unknown_offer'],
    });
  });
});

describe('tickets and shares left', () => {
  it.each<[number, number, number]>([
    [1_000, 900, 100],
    [1_000, 1_000, 0],
    // A cap lowered below what was sold never reads as a negative stock.
    [900, 1_000, 0],
  ])('a raffle draw capped at %i with %i sold has %i left', (ticketCap, ticketsSold, left) => {
    const draw = raffleDraw(12);
    expect(raffleTicketsLeft({ drawData: { ...draw.drawData!, ticketCap, ticketsSold } })).toBe(left);
  });

  it('knows nothing of tickets left when the draw does not say', () => {
    expect(raffleTicketsLeft({ drawData: null })).toBeNull();
  });

  it.each<[number, number, number]>([
    [50, 31, 19],
    [50, 50, 0],
    [50, 60, 0],
  ])('a syndicate of %i shares with %i sold has %i left', (size, sharesSold, left) => {
    expect(syndicateSharesLeft({ size, sharesSold })).toBe(left);
  });
});
