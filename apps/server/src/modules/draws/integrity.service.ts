// A draw's integrity record: what anyone may check (docs/draw-integrity.md). The raffle seed is
// shown only once it has been revealed; before that only its commitment is.
import type { Db, Queryable } from '@fairdraw/db';
import { entrySetHash, lotteryEntryLines, raffleEntryLines } from './draw-integrity';
import {
  findDraw,
  findOfferDraw,
  findRaffleSeed,
  findResult,
  findSeal,
  listLotteryEntries,
  listRaffleEntries,
  type LifecycleDraw,
} from './draws.repository';
import { listSyndicateGames } from './syndicate-draws.repository';

/**
 * The draw's entry lines (docs/draw-integrity.md), unsorted. A syndicate's entries are its own,
 * named `syndicate:<offer key>` where an order's are named by the order id.
 */
export async function entryLinesOf(db: Queryable, draw: Pick<LifecycleDraw, 'id' | 'isRaffle'>) {
  if (draw.isRaffle) return raffleEntryLines(await listRaffleEntries(db, draw.id));
  const [orders, syndicates] = await Promise.all([
    listLotteryEntries(db, draw.id),
    listSyndicateGames(db, draw.id),
  ]);
  return lotteryEntryLines([
    ...orders,
    ...syndicates.map(({ productOfferKey, games }) => ({ orderId: `syndicate:${productOfferKey}`, games })),
  ]);
}

const SALES_STATES = new Set(['DRAW_OPEN', 'DRAW_CAPPED']);

/**
 * A sealed draw's canonical entry list, exactly the bytes its entries hash is taken over (sorted lines
 * joined by "\n"), or null while the draw is still on sale (or unknown). Entries cannot change once
 * sales stop, so the list is the sealed one.
 */
async function sealedEntryList(
  db: Db,
  productOfferKey: string,
  drawNo: number,
): Promise<{ text: string; hash: string } | null> {
  const draw = await findOfferDraw(db, productOfferKey, drawNo);
  if (!draw || SALES_STATES.has(draw.state)) return null;
  const lines = await entryLinesOf(db, draw);
  return { text: [...lines].sort().join('\n'), hash: entrySetHash(lines) };
}

export interface DrawIntegrity {
  lotteryKey: string;
  drawNo: number;
  state: string;
  seal: { entriesCount: number; entriesHash: string; sealedAt: string } | null;
  raffleSeed: {
    seedHash: string;
    committedAt: string;
    seed: string | null;
    revealedAt: string | null;
  } | null;
  result: { winning: Record<string, number[]>; supplementary: number[]; source: string } | null;
}

async function drawIntegrity(db: Db, lotteryKey: string, drawNo: number): Promise<DrawIntegrity | null> {
  const draw = await findDraw(db, lotteryKey, drawNo);
  if (!draw) return null;
  const [seal, seed, result] = await Promise.all([
    findSeal(db, draw.id),
    findRaffleSeed(db, draw.id),
    findResult(db, draw.id),
  ]);
  return {
    lotteryKey,
    drawNo,
    state: draw.state,
    seal: seal
      ? {
          entriesCount: seal.entriesCount,
          entriesHash: seal.entriesHash,
          sealedAt: seal.sealedAt.toISOString(),
        }
      : null,
    raffleSeed: seed
      ? {
          seedHash: seed.seedHash,
          committedAt: seed.committedAt.toISOString(),
          seed: seed.revealedAt ? seed.seed : null,
          revealedAt: seed.revealedAt?.toISOString() ?? null,
        }
      : null,
    result: result
      ? { winning: result.winning, supplementary: result.supplementary, source: result.source }
      : null,
  };
}

/** The public and operator reads of a draw's integrity record. */
export function createDrawIntegrityService({ db }: { db: Db }) {
  return {
    sealedEntryList: (productOfferKey: string, drawNo: number) =>
      sealedEntryList(db, productOfferKey, drawNo),
    drawIntegrity: (lotteryKey: string, drawNo: number) => drawIntegrity(db, lotteryKey, drawNo),
  };
}

export type DrawIntegrityService = ReturnType<typeof createDrawIntegrityService>;
