// The public ticket checker: which lotteries and drawn draws can be checked, and what entered games
// won. Divisions come from the domain scorer (decision 0012); this service checks the games against
// the lottery's matrix first, so a mistyped game is a field error, never a 500.
import type {
  TicketCheckBody,
  TicketCheckDraw,
  TicketCheckGameResult,
  TicketCheckLottery,
  TicketCheckResult,
} from '@fairdraw/contracts';
import { TICKET_CHECK_MAX_DRAWS } from '@fairdraw/contracts';
import {
  DIVISION_TABLES,
  entryGameCount,
  findDivision,
  scoreEntry,
  tableFitsNumberSets,
  toWireMoney,
  type DivisionTable,
} from '@fairdraw/domain';
import type { Db } from '@fairdraw/db';
import { NotFoundError, ValidationError, type FieldErrors } from '../../lib/errors';
import { entryLimits, matchedNumbers, setProblem } from './ticket-games';
import {
  findCheckOffer,
  findDrawnDraw,
  listDrawnDraws,
  listLotteryOffers,
  paidPerDivision,
  type CheckOfferRow,
} from './ticket-check.repository';

export const NOT_CHECKABLE_MESSAGE = 'We cannot check tickets for this game.';

const LOTTERY_PRODUCT_TYPES: ReadonlySet<string> = new Set(['lottery_ticket', 'multi_draw_ticket']);

/** The offer's division table when its tickets can be checked: a numbers lottery whose matrix we score. */
function checkableTable(offer: CheckOfferRow | null): DivisionTable | null {
  if (!offer || offer.lotteryKind !== 'lottery' || !LOTTERY_PRODUCT_TYPES.has(offer.type)) return null;
  const table = Object.hasOwn(DIVISION_TABLES, offer.lotteryKey)
    ? DIVISION_TABLES[offer.lotteryKey]
    : undefined;
  return table && tableFitsNumberSets(table, offer.numberSets) ? table : null;
}

async function checkableOffer(db: Db, key: string): Promise<{ offer: CheckOfferRow; table: DivisionTable }> {
  const offer = await findCheckOffer(db, key);
  const table = checkableTable(offer);
  if (!offer || !table) throw new NotFoundError(NOT_CHECKABLE_MESSAGE);
  return { offer, table };
}

/**
 * What each winner of `division` gets, when known: the operator's declared dividend (national games),
 * else what Fairdraw's winners of it were paid in this draw, else a fixed prize; otherwise null.
 */
function knownPrizeCents(
  table: DivisionTable,
  division: number,
  dividends: Readonly<Record<string, number>> | null,
  paid: Map<number, number>,
): number | null {
  const declared = dividends?.[String(division)];
  if (declared !== undefined) return declared;
  const recorded = paid.get(division);
  if (recorded !== undefined) return recorded;
  const { prize } = findDivision(table, division);
  return prize.kind === 'fixed' ? prize.amountCents : null;
}

export function createTicketCheckService({ db }: { db: Db }) {
  async function listCheckableLotteries(): Promise<TicketCheckLottery[]> {
    const offers = await listLotteryOffers(db);
    return offers.flatMap((offer) => {
      const table = checkableTable(offer);
      if (!table) return [];
      return [
        {
          productOfferKey: offer.key,
          name: offer.name,
          numberSets: offer.numberSets.map(({ key, name, count, min, max }) => ({
            key,
            name,
            count,
            maxCount: entryLimits(offer).maxCount.get(key) ?? count,
            min,
            max,
          })),
          inOrder: table.matrix.inOrder,
          boxable: entryLimits(offer).boxable,
        },
      ];
    });
  }

  async function listCheckableDraws(productOfferKey: string): Promise<TicketCheckDraw[]> {
    const { offer } = await checkableOffer(db, productOfferKey);
    const rows = await listDrawnDraws(db, offer.lotteryKey, TICKET_CHECK_MAX_DRAWS);
    return rows.map((row) => ({ drawNo: row.drawNo, date: row.drawAt.toISOString() }));
  }

  async function checkTicket(body: TicketCheckBody): Promise<TicketCheckResult> {
    const { offer, table } = await checkableOffer(db, body.productOfferKey);
    const sets = offer.numberSets;

    const problems: FieldErrors = {};
    const limits = entryLimits(offer);
    body.games.forEach((game, index) => {
      const message = setProblem(sets, game, index, limits);
      if (message) problems[`games.${index}`] = [{ code: 'invalid_game', message }];
    });
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);

    const draw = await findDrawnDraw(db, offer.lotteryKey, body.drawNo);
    if (!draw) throw new NotFoundError(`We have no result for draw ${body.drawNo} of ${offer.name}.`);
    const result = { winning: draw.winning, supplementary: draw.supplementary };
    const paid = await paidPerDivision(db, draw.id);

    const eachPrize = (division: number) => {
      const cents = knownPrizeCents(table, division, draw.dividends, paid);
      return cents === null ? null : toWireMoney(cents);
    };
    const describe = (division: number) => {
      const { number, name, description } = findDivision(table, division);
      return { number, name, description };
    };
    const games = body.games.map((game): TicketCheckGameResult => {
      const play = { boxed: game.boxed ?? false };
      const wins = scoreEntry(table, game, result, play);
      const best = wins[0];
      const matched = matchedNumbers(table, sets, game, result, play);
      return {
        sets: matched.sets,
        matchedSupplementary: matched.supplementary,
        division: best ? describe(best.division) : null,
        prize: best ? eachPrize(best.division) : null,
        games: entryGameCount(table, game, play),
        wins: wins.map(({ division, games }) => ({
          division: describe(division),
          games,
          prize: eachPrize(division),
        })),
      };
    });

    return {
      productOfferKey: offer.key,
      name: offer.name,
      drawNo: draw.drawNo,
      date: draw.drawAt.toISOString(),
      winning: sets.map((set) => ({ key: set.key, name: set.name, numbers: draw.winning[set.key] ?? [] })),
      supplementary: draw.supplementary,
      games,
    };
  }

  return { listCheckableLotteries, listCheckableDraws, checkTicket };
}

export type TicketCheckService = ReturnType<typeof createTicketCheckService>;
