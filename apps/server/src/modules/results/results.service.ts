// Public draw results (shop-core §7 "Results"). Only drawn draws (DRAW_DRAWN and later) are results:
// an open or closed draw is answered like an unknown one. See docs/decisions/0015-results-pages.md.
import type {
  DrawPrize,
  DrawResultSummary,
  DrawWinners,
  FullDrawResult,
  PastResultsQuery,
  ResultCategory,
  ResultKey,
} from '@fairdraw/contracts';
import { fromLocalDateTime, toWireMoney } from '@fairdraw/domain';
import type { Db } from '@fairdraw/db';
import { NotFoundError } from '../../lib/errors';
import {
  findDrawnDraw,
  findOffer,
  findSealedDraw,
  listDrawnKeys,
  listPricingOffers,
  listTicketCauses,
  loadDrawnDraws,
  pageDrawnDraws,
  pageLatestPerOffer,
  pricingExists,
  summariseWinnings,
  type DrawnDrawRow,
  type ResultOfferRow,
} from './results.repository';
import { categoryOf, isScored, offerPath, toDrawResult, toPrizes } from './results-view';

export const PRICING_NOT_FOUND_MESSAGE = 'We could not find this price list.';
export const OFFER_NOT_FOUND_MESSAGE = 'We could not find results for this game.';
export const DRAW_NOT_FOUND_MESSAGE = 'There are no results for this draw yet.';

type DisplayCategory = ResultOfferRow['displayCategory'];

/** Syndicates play a lottery's own draws, so their results are that lottery's (listed once). */
const CATEGORY_DISPLAY: Record<ResultCategory, DisplayCategory[]> = {
  lotteries: ['lottery', 'jackpot'],
  raffles: ['raffle'],
};
const displayCategoriesFor = (category?: ResultCategory): DisplayCategory[] =>
  category ? CATEGORY_DISPLAY[category] : [...CATEGORY_DISPLAY.lotteries, ...CATEGORY_DISPLAY.raffles];

export interface ResultsPage {
  results: DrawResultSummary[];
  pageInfo: { limit: number; offset: number; total: number };
}

export const DRAW_NOT_SEALED_MESSAGE = 'This draw is still on sale: its entries are sealed when sales stop.';

export function createResultsService({ db }: { db: Db }) {
  /** Drawn draws by id, in the order of `drawIds`, each with its offer. */
  async function summaries(
    drawIds: string[],
    offerOf: (draw: DrawnDrawRow) => ResultOfferRow | undefined,
  ): Promise<DrawResultSummary[]> {
    const rows = new Map((await loadDrawnDraws(db, drawIds)).map((row) => [row.id, row]));
    return drawIds.flatMap((id) => {
      const draw = rows.get(id);
      const offer = draw && offerOf(draw);
      return draw && offer ? [toDrawResult(offer, draw)] : [];
    });
  }

  async function requireOffer(key: string): Promise<ResultOfferRow> {
    const offer = await findOffer(db, key);
    if (!offer) throw new NotFoundError(OFFER_NOT_FOUND_MESSAGE);
    return offer;
  }

  async function requirePricing(pricingId: string): Promise<void> {
    if (!(await pricingExists(db, pricingId))) throw new NotFoundError(PRICING_NOT_FOUND_MESSAGE);
  }

  /**
   * GET /draws/pricing/{pricingId}/past. Without an offer: the latest drawn draw of each offer the
   * pricing sells. With one: that offer's drawn draws, newest first.
   */
  async function listPastResults(pricingId: string, query: PastResultsQuery): Promise<ResultsPage> {
    await requirePricing(pricingId);
    const page = { limit: query.limit, offset: query.offset };
    const offers = await listPricingOffers(db, pricingId, displayCategoriesFor(query.category));
    if (query.productOfferKey !== undefined) {
      const offer = offers.find((candidate) => candidate.key === query.productOfferKey);
      if (!offer) throw new NotFoundError(OFFER_NOT_FOUND_MESSAGE);
      const { drawIds, total } = await pageDrawnDraws(db, offer.lotteryKey, page);
      return { results: await summaries(drawIds, () => offer), pageInfo: { ...page, total } };
    }
    const byKey = new Map(offers.map((offer) => [offer.key, offer]));
    const { rows, total } = await pageLatestPerOffer(
      db,
      pricingId,
      displayCategoriesFor(query.category),
      page,
    );
    const offerOfDraw = new Map(rows.map((row) => [row.drawId, byKey.get(row.offerKey)]));
    return {
      results: await summaries(
        rows.map((row) => row.drawId),
        (draw) => offerOfDraw.get(draw.id),
      ),
      pageInfo: { ...page, total },
    };
  }

  /** GET /draws/past/archived/{key}/{year}/{month}: drawn draws in that Sydney calendar month. */
  async function listArchivedResults(
    productOfferKey: string,
    month: { year: number; month: number },
    page: { limit: number; offset: number },
  ): Promise<ResultsPage> {
    const offer = await requireOffer(productOfferKey);
    const from = fromLocalDateTime({ year: month.year, month: month.month, day: 1, hour: 0, minute: 0 });
    // Month 13 rolls over into January of the next year.
    const to = fromLocalDateTime({ year: month.year, month: month.month + 1, day: 1, hour: 0, minute: 0 });
    const { drawIds, total } = await pageDrawnDraws(db, offer.lotteryKey, page, { from, to });
    return { results: await summaries(drawIds, () => offer), pageInfo: { ...page, total } };
  }

  /** GET /draws/pricing/{pricingId}/past/result_keys: every results offer and its drawn draws. */
  async function listResultKeys(pricingId: string): Promise<ResultKey[]> {
    await requirePricing(pricingId);
    const offers = await listPricingOffers(db, pricingId, displayCategoriesFor());
    const keys = await listDrawnKeys(db, [...new Set(offers.map((offer) => offer.lotteryKey))]);
    return offers.map((offer) => ({
      productOfferKey: offer.key,
      name: offer.name,
      url: offerPath(offer),
      category: categoryOf(offer),
      draws: keys
        .filter((key) => key.lotteryKey === offer.lotteryKey)
        .map((key) => ({ drawNo: key.drawNo, date: key.drawAt.toISOString() })),
    }));
  }

  async function requireDrawn(productOfferKey: string, drawNo: number) {
    const offer = await requireOffer(productOfferKey);
    const drawId = await findDrawnDraw(db, offer.lotteryKey, drawNo);
    const [draw] = drawId ? await loadDrawnDraws(db, [drawId]) : [];
    if (!draw) throw new NotFoundError(DRAW_NOT_FOUND_MESSAGE);
    return { offer, draw };
  }

  /**
   * GET /draw/integrity/{key}/{drawNo}: a draw from the moment its sales stop. Its sealed entry set (and a
   * raffle's seed commitment) is public before any result exists; numbers and winners follow once drawn.
   */
  async function getDrawIntegrity(productOfferKey: string, drawNo: number) {
    const offer = await requireOffer(productOfferKey);
    const drawId = await findSealedDraw(db, offer.lotteryKey, drawNo);
    const [draw] = drawId ? await loadDrawnDraws(db, [drawId], 'sealed') : [];
    if (!draw) throw new NotFoundError(DRAW_NOT_SEALED_MESSAGE);
    return toDrawResult(offer, draw);
  }

  /** GET /draw/details/{key}/{drawNo}: the draw, its numbers and its integrity record. */
  async function getDrawDetails(productOfferKey: string, drawNo: number) {
    const { offer, draw } = await requireDrawn(productOfferKey, drawNo);
    return toDrawResult(offer, draw);
  }

  /** GET /draw/details/{key}/{drawNo}/prizes */
  async function getDrawPrizes(productOfferKey: string, drawNo: number): Promise<DrawPrize[]> {
    const { offer, draw } = await requireDrawn(productOfferKey, drawNo);
    return toPrizes(offer, draw, await summariseWinnings(db, draw.id));
  }

  /** GET /draw/full_result: everything about one drawn draw. */
  async function getFullResult(productOfferKey: string, drawNo: number): Promise<FullDrawResult> {
    const { offer, draw } = await requireDrawn(productOfferKey, drawNo);
    const summary = await summariseWinnings(db, draw.id);
    return {
      ...toDrawResult(offer, draw),
      prizes: toPrizes(offer, draw, summary),
      totalWinners: isScored(draw) ? summary.reduce((sum, row) => sum + row.winners, 0) : null,
      totalPaid: toWireMoney(summary.reduce((sum, row) => sum + row.paidCents, 0)),
    };
  }

  /** GET /draw/details/{key}/{drawNo}/winners: tickets and causes (raffles) or counts (lotteries). */
  async function getDrawWinners(productOfferKey: string, drawNo: number): Promise<DrawWinners> {
    const { offer, draw } = await requireDrawn(productOfferKey, drawNo);
    const category = categoryOf(offer);
    const base = { productOfferKey: offer.key, drawNo: draw.drawNo, category };
    if (category === 'raffles') {
      const prize = draw.raffleName ?? offer.name;
      // The winning tickets are in the result from the moment it is drawn, before scoring.
      const winning = draw.winning?.tickets ?? [];
      const causes = new Map(
        (await listTicketCauses(db, draw.id, winning)).map((row) => [row.ticketNumber, row]),
      );
      return {
        ...base,
        tickets: winning.map((ticketNumber) => {
          const found = causes.get(ticketNumber);
          return {
            ticketNumber,
            prize,
            cause:
              found && found.causeKey !== null && found.causeName !== null
                ? { key: found.causeKey, name: found.causeName }
                : null,
          };
        }),
        divisions: [],
      };
    }
    const prizes = toPrizes(offer, draw, await summariseWinnings(db, draw.id));
    return {
      ...base,
      tickets: [],
      divisions: [...prizes]
        .sort((a, b) => a.id - b.id)
        .map((prize) => ({
          division: prize.id,
          name: prize.name,
          winners: prize.winners,
          nationalWinners: prize.nationalWinners,
        })),
    };
  }

  return {
    listPastResults,
    listArchivedResults,
    listResultKeys,
    getDrawIntegrity,
    getDrawDetails,
    getDrawPrizes,
    getFullResult,
    getDrawWinners,
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
