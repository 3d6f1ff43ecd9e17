// Rows into the results wire shapes: winning numbers by number set, the integrity record, and the
// prize list with each division's winners. No customer column reaches these shapes.
import {
  drawEntriesPath,
  type DrawPrize,
  type DrawResultSummary,
  type ResultCategory,
} from '@fairdraw/contracts';
import { divisionTable, paysOfficialDividends, toWireMoney, type DivisionTable } from '@fairdraw/domain';
import { sortPrizes } from './prize-order';
import type { DrawnDrawRow, ResultOfferRow } from './results.repository';

type WinningsSummary = Array<{
  division: number;
  winners: number;
  minPrizeCents: number;
  totalCents: number;
  paidCents: number;
  awardedAt: Date;
}>;

export function categoryOf(offer: Pick<ResultOfferRow, 'displayCategory'>): ResultCategory {
  return offer.displayCategory === 'raffle' ? 'raffles' : 'lotteries';
}

/** The offer's site path, e.g. /powerball (its url, else its key). */
export function offerPath(offer: Pick<ResultOfferRow, 'url' | 'key'>): string {
  const segment = offer.url.trim().replace(/^\/+|\/+$/g, '');
  return `/${segment || offer.key}`;
}

/** Where the draw's results page explains how to check its integrity record. */
export function verifyUrl(offer: Pick<ResultOfferRow, 'url' | 'key'>, drawNo: number): string {
  return `${offerPath(offer)}/results/draw/${drawNo}#how-to-verify`;
}

const SCORED_STATES = new Set(['DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED']);
export const isScored = (draw: Pick<DrawnDrawRow, 'state'>) => SCORED_STATES.has(draw.state);

export function toDrawResult(offer: ResultOfferRow, draw: DrawnDrawRow): DrawResultSummary {
  const category = categoryOf(offer);
  const winning = draw.winning ?? {};
  const winningNumbers =
    category === 'raffles'
      ? []
      : offer.numberSets
          .filter((set) => Array.isArray(winning[set.key]))
          .map((set) => ({ key: set.key, name: set.name, numbers: winning[set.key] ?? [] }));
  return {
    productOfferKey: offer.key,
    name: offer.name,
    url: offerPath(offer),
    category,
    productType: offer.type,
    drawNo: draw.drawNo,
    drawDate: draw.drawAt.toISOString(),
    state: draw.state,
    winningNumbers,
    supplementary: category === 'raffles' ? [] : (draw.supplementary ?? []),
    winningTickets: category === 'raffles' ? (winning.tickets ?? []) : [],
    prizePool: draw.prizePoolCents === null ? null : toWireMoney(draw.prizePoolCents),
    rafflePrize:
      draw.raffleName !== null && draw.rafflePrizeCents !== null
        ? { name: draw.raffleName, value: toWireMoney(draw.rafflePrizeCents) }
        : null,
    integrity:
      draw.entriesHash === null || draw.entriesCount === null || draw.sealedAt === null
        ? null
        : {
            entriesCount: draw.entriesCount,
            entriesHash: draw.entriesHash,
            sealedAt: draw.sealedAt.toISOString(),
            seedCommitment: draw.seedHash,
            seedCommittedAt: draw.committedAt?.toISOString() ?? null,
            // The seed stays secret until the winners have been drawn from it.
            seed: draw.revealedAt ? draw.seed : null,
            seedRevealedAt: draw.revealedAt?.toISOString() ?? null,
            verifyUrl: verifyUrl(offer, draw.drawNo),
            entriesUrl: drawEntriesPath(offer.key, draw.drawNo),
          },
  };
}

function tableOf(lotteryKey: string): DivisionTable | null {
  try {
    return divisionTable(lotteryKey);
  } catch {
    return null;
  }
}

/**
 * A division's winners across the whole draw (decision 0067). A national game's are what its operator
 * declared, never fewer than Fairdraw's own (they are among them; a demo draw's counts are made up
 * apart from its entries). Every entry of Fairdraw's own lotteries and raffles is Fairdraw's.
 */
function nationalWinnersOf(
  offer: ResultOfferRow,
  draw: DrawnDrawRow,
  division: number,
  winners: number | null,
): number | null {
  if (!paysOfficialDividends(offer.lotteryKey)) return winners;
  const declared = draw.nationalWinners?.[String(division)];
  return declared === undefined ? null : Math.max(declared, winners ?? 0);
}

/** The draw's prizes, each with its winners and money, in the spec's prize-list order. */
export function toPrizes(offer: ResultOfferRow, draw: DrawnDrawRow, summary: WinningsSummary): DrawPrize[] {
  const scored = isScored(draw);
  const byDivision = new Map(summary.map((row) => [row.division, row]));
  const prize = (id: number, name: string, description: string, eachCents: number | null): DrawPrize => {
    const won = byDivision.get(id);
    const winners = scored ? (won?.winners ?? 0) : null;
    const totalCents = eachCents !== null && winners ? eachCents * winners : (won?.totalCents ?? 0);
    return {
      id,
      main: id === 1,
      name,
      description,
      winners,
      nationalWinners: nationalWinnersOf(offer, draw, id, winners),
      prizeEach: eachCents === null ? null : toWireMoney(eachCents),
      total: toWireMoney(totalCents),
      awardedAt: won?.awardedAt.toISOString() ?? null,
    };
  };

  if (categoryOf(offer) === 'raffles') {
    // One prize, delivered by the charity: shown at its value, not as wallet money.
    const name = draw.raffleName ?? offer.name;
    return [prize(1, name, 'Drawn from every ticket sold', draw.rafflePrizeCents)];
  }
  const table = tableOf(offer.lotteryKey);
  const divisions = table
    ? table.divisions.map((division) => ({ ...division }))
    : summary.map((row) => ({ number: row.division, name: `Division ${row.division}`, description: '' }));
  // What Fairdraw's winners got; for a division nobody here won, what the operator declared.
  const eachCents = (division: number) =>
    byDivision.get(division)?.minPrizeCents ?? draw.dividends?.[String(division)] ?? null;
  return sortPrizes(
    divisions.map((division) =>
      prize(division.number, division.name, division.description, eachCents(division.number)),
    ),
  );
}
