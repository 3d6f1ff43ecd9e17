// A draw's integrity record: what anyone may check (docs/draw-integrity.md). The raffle seed is
// shown only once it has been revealed; before that only its commitment is.
import type { Db } from '@fairdraw/db';
import { findDraw, findRaffleSeed, findResult, findSeal } from './draws.repository';

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

export async function drawIntegrity(
  db: Db,
  lotteryKey: string,
  drawNo: number,
): Promise<DrawIntegrity | null> {
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
