// Number statistics of a lottery (GET /statistics/{productOfferKey}): the counting and the hot and
// cold rules are the domain's; this service fetches the draws and shapes the answer.
import { TIPS_DRAWS_COUNTED } from '@fairdraw/contracts';
import type { StatisticsQuery, StatisticsResult, TipsResult } from '@fairdraw/contracts';
import { lotteryStatistics } from '@fairdraw/domain';
import type { Db } from '@fairdraw/db';
import { NotFoundError } from '../../lib/errors';
import { findStatisticsOffer, listDrawnNumbers, listStatisticsOffers } from './statistics.repository';

export const STATISTICS_NOT_FOUND_MESSAGE = 'We have no number statistics for this game.';

const LOTTERY_PRODUCT_TYPES: ReadonlySet<string> = new Set(['lottery_ticket', 'multi_draw_ticket']);

export function createStatisticsService({ db }: { db: Db }) {
  async function getLotteryStatistics(
    productOfferKey: string,
    query: StatisticsQuery,
  ): Promise<StatisticsResult> {
    const offer = await findStatisticsOffer(db, productOfferKey);
    // Raffles draw ticket numbers and syndicates play another offer's draws: neither has statistics.
    if (!offer || offer.lotteryKind !== 'lottery' || !LOTTERY_PRODUCT_TYPES.has(offer.type)) {
      throw new NotFoundError(STATISTICS_NOT_FOUND_MESSAGE);
    }
    const rows = await listDrawnNumbers(db, offer.lotteryKey, query.last);
    const stats = lotteryStatistics(
      offer.numberSets,
      rows.map((row) => ({ drawNo: row.drawNo, date: row.drawAt.toISOString(), winning: row.winning })),
    );
    return {
      productOfferKey: offer.key,
      name: offer.name,
      drawsCounted: stats.drawsCounted,
      last: query.last ?? null,
      firstDraw: stats.firstDraw,
      lastDraw: stats.lastDraw,
      numberSets: offer.numberSets.map((set, index) => {
        const counted = stats.sets[index]!;
        return {
          key: set.key,
          name: set.name,
          min: set.min,
          max: set.max,
          frequencies: counted.frequencies,
          hot: counted.hot,
          cold: counted.cold,
        };
      }),
    };
  }

  /**
   * GET /tips: for each lottery, as many hot and cold numbers per set as a game picks, from its newest
   * TIPS_DRAWS_COUNTED drawn draws (decision 0050). A lottery with no drawn draw has empty lists.
   */
  async function getTips(): Promise<TipsResult> {
    const offers = await listStatisticsOffers(db);
    const lotteries = [];
    for (const offer of offers) {
      const rows = await listDrawnNumbers(db, offer.lotteryKey, TIPS_DRAWS_COUNTED);
      const stats = lotteryStatistics(
        offer.numberSets,
        rows.map((row) => ({ drawNo: row.drawNo, date: row.drawAt.toISOString(), winning: row.winning })),
      );
      lotteries.push({
        productOfferKey: offer.key,
        name: offer.name,
        drawsCounted: stats.drawsCounted,
        numberSets: offer.numberSets.map((set, index) => ({
          key: set.key,
          name: set.name,
          hot: stats.sets[index]!.hot.slice(0, set.count),
          cold: stats.sets[index]!.cold.slice(0, set.count),
        })),
      });
    }
    return { lotteries };
  }

  return { getLotteryStatistics, getTips };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
