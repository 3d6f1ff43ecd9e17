// A syndicate in one draw (decision 0053). When its sales close, the syndicate's entries are
// quick-picked; what they win is split by shares. Each share is 1/size of every prize, rounded down to
// the cent. Fairdraw buys the whole syndicate's entries, so it holds the shares nobody bought and keeps
// their part, and the cents that rounding leaves over, as Australian syndicate resellers do.
import type { CartGame } from '@fairdraw/contracts';
import { toCartGame } from './cart-input';
import type { GameRules } from './model';
import { quickPickTicket, type RandomSource } from './quick-pick';

/** The syndicate's `count` entries of one game offer (e.g. System 8), each a fresh quick pick. */
export function quickPickEntries(gameOffer: GameRules, count: number, random: RandomSource): CartGame[] {
  return quickPickTicket(gameOffer, count, random).map((game) => toCartGame(game, gameOffer));
}

/** A member's part of one syndicate prize: `shares` of its `size` equal shares, rounded down. */
export function sharePartCents(prizeCents: number, shares: number, size: number): number {
  if (!Number.isSafeInteger(prizeCents) || prizeCents < 0) throw new RangeError(`Bad prize ${prizeCents}`);
  if (!Number.isInteger(size) || size < 1 || !Number.isInteger(shares) || shares < 0 || shares > size)
    throw new RangeError(`Bad shares ${shares} of ${size}`);
  return shares * Math.floor(prizeCents / size);
}
