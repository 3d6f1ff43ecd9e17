// What a drawn draw's entries won: every winning game, ticket or syndicate entry with its prize. Every
// entry of a lottery draw is scored at once (decision 0012, 0047); a syndicate's entries win once, and
// each member's order gets its shares' part of them (decision 0053).
import { isBoxedGameType, sharePartCents } from '@fairdraw/domain';
import type { Db } from '@fairdraw/db';
import { groupBy } from '../../lib/group-by';
import type { DrawResult } from './draw-result';
import {
  listLotteryEntries,
  listRaffleEntries,
  type LifecycleDraw,
  type NewWinning,
} from './draws.repository';
import type { LotteryScorer, ScorableEntry } from './scorer';
import { listSyndicateGames, listSyndicateShares } from './syndicate-draws.repository';

type Holder =
  | { kind: 'order'; orderId: string; customerId: string }
  | { kind: 'syndicate'; productOfferKey: string; size: number };

interface HeldEntry extends ScorableEntry {
  holder: Holder;
  /** The entry's position among its holder's games. */
  index: number;
}

async function raffleWinnings(db: Db, draw: LifecycleDraw, result: DrawResult): Promise<NewWinning[]> {
  const winners = new Set(result.winning.tickets ?? []);
  return (await listRaffleEntries(db, draw.id))
    .filter((entry) => winners.has(entry.ticketNumber))
    .map((entry) => ({
      drawId: draw.id,
      orderId: entry.orderId,
      customerId: entry.customerId,
      entry: entry.ticketNumber,
      division: 1,
      prizeCents: 0,
    }));
}

/** Every game of the draw, bought by a customer or played by a syndicate. */
async function heldEntries(db: Db, drawId: string): Promise<HeldEntry[]> {
  const [orders, syndicates] = await Promise.all([
    listLotteryEntries(db, drawId),
    listSyndicateGames(db, drawId),
  ]);
  return [
    ...orders.flatMap((order) =>
      (order.games ?? []).map((game, index) => ({
        holder: { kind: 'order' as const, orderId: order.orderId, customerId: order.customerId },
        index,
        game,
        boxed: isBoxedGameType(order.gameType),
      })),
    ),
    ...syndicates.flatMap(({ productOfferKey, size, games }) =>
      games.map((game, index) => ({
        holder: { kind: 'syndicate' as const, productOfferKey, size },
        index,
        game,
        boxed: false,
      })),
    ),
  ];
}

export async function winningsOf(
  db: Db,
  scorer: LotteryScorer,
  draw: LifecycleDraw,
  result: DrawResult,
): Promise<NewWinning[]> {
  if (draw.isRaffle) return raffleWinnings(db, draw, result);
  const entries = await heldEntries(db, draw.id);
  const wins = scorer.scoreEntries(draw.lotteryKey, entries, result);
  const won = entries.flatMap((entry, position) =>
    (wins[position] ?? []).map(({ division, games }) => ({ entry, division, games })),
  );
  // A pool share is split among the winning games of a division, however they were bought.
  const perDivision = new Map<number, number>();
  for (const { division, games } of won) perDivision.set(division, (perDivision.get(division) ?? 0) + games);
  const prizeOf = (division: number, games: number) =>
    games *
    scorer.prizeCents(draw.lotteryKey, division, {
      prizePoolCents: draw.prizePoolCents,
      winnersInDivision: perDivision.get(division) ?? 1,
      dividends: result.dividends,
    });

  const sharesBySyndicate = won.some(({ entry }) => entry.holder.kind === 'syndicate')
    ? groupBy(await listSyndicateShares(db, draw.id), (share) => share.productOfferKey)
    : new Map<string, never[]>();

  return won.flatMap(({ entry, division, games }): NewWinning[] => {
    const prizeCents = prizeOf(division, games);
    const { holder } = entry;
    if (holder.kind === 'order')
      return [
        {
          drawId: draw.id,
          orderId: holder.orderId,
          customerId: holder.customerId,
          entry: entry.index,
          division,
          games,
          prizeCents,
        },
      ];
    return (sharesBySyndicate.get(holder.productOfferKey) ?? []).map((share) => ({
      drawId: draw.id,
      orderId: share.orderId,
      customerId: share.customerId,
      entry: entry.index,
      division,
      games,
      prizeCents: sharePartCents(prizeCents, share.shares, holder.size),
    }));
  });
}
