// The draw lifecycle (shop-core §3 draw states): DRAW_OPEN → DRAW_CLOSED (sealed at the stop time) →
// DRAW_DRAWN (result entered, demo-filled, or raffle drawn from its committed seed) → DRAW_SCORED
// (every entry scored) → DRAW_PAID (prizes in wallets through the ledger) → DRAW_EMAILED (winners
// told). Each step takes the draws in the state before it and moves each one with a guarded update,
// so running a step again, or in two processes at once, changes nothing. See decision 0014.
import type { CartGame } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { isBoxedGameType, type EntryWin } from '@fairdraw/domain';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { HouseAccount, postTransaction, walletAccountCode } from '../ledger/ledger.service';
import { entrySetHash, newRaffleSeed, raffleWinningTickets } from './draw-integrity';
import { checkResult, randomResult, ResultRefusedError, sameResult, type DrawResult } from './draw-result';
import { entryLinesOf } from './integrity.service';
import {
  capSoldOutRaffles,
  findDraw,
  findRaffleSeed,
  findResult,
  insertRaffleSeed,
  insertResult,
  insertSeal,
  insertWinnings,
  listDraws,
  listLotteryEntries,
  listRaffleEntries,
  listUnemailedWinnings,
  listUnpaidWinnings,
  lotteryNumberSets,
  markEmailed,
  markPaid,
  moveDraw,
  revealRaffleSeed,
  type LifecycleDraw,
  type NewWinning,
} from './draws.repository';

/** One entry of an order in a draw, as the scorer needs it. */
export interface ScorableEntry {
  game: CartGame;
  /** Lotto Strike boxed: the numbers play in every order. */
  boxed: boolean;
}

/** Scores lottery games and prices divisions (packages/domain results rules). */
export interface LotteryScorer {
  /**
   * What each entry won: its games in each division (none when it won nothing). A standard game is
   * an entry of one game; System, PowerHit, PowerPik and boxed entries stand for many.
   */
  scoreEntries(lotteryKey: string, entries: readonly ScorableEntry[], result: DrawResult): EntryWin[][];
  /** The prize of one winning game in a division, in cents. */
  prizeCents(
    lotteryKey: string,
    division: number,
    draw: { prizePoolCents: number | null; winnersInDivision: number; dividends: DrawResult['dividends'] },
  ): number;
  /** What is wrong with a result's dividends for this lottery, in words; empty when none. */
  dividendProblems(lotteryKey: string, dividends: DrawResult['dividends']): string[];
  /** Plausible dividends for a demo result, or null where the lottery takes none. */
  demoDividends(lotteryKey: string, jackpotCents: number | null): Record<string, number> | null;
}

/** Tells one winner about their prize; throws when the message could not be handed over. */
export type WinnerNotifier = (winner: {
  email: string;
  firstname: string;
  productName: string;
  drawNo: number;
  drawAt: Date;
  division: number;
  prizeCents: number;
  orderId: string;
}) => Promise<void>;

/** The one prize of a charity raffle: one winning ticket. Prizes are delivered by the charity. */
const RAFFLE_WINNERS = 1;

/** Puts a prize in the winner's notifications feed; writing the same winning twice keeps one card. */
export type PrizeAnnouncer = (prize: {
  /** The winning's id: one card per prize, however often the lifecycle retries. */
  winningId: string;
  customerId: string;
  productName: string;
  drawNo: number;
  prizeCents: number;
  orderId: string;
}) => Promise<void>;

export interface LifecycleOptions {
  db: Db;
  scorer: LotteryScorer;
  notifyWinner?: WinnerNotifier;
  announcePrize?: PrizeAnnouncer;
}

export function createDrawLifecycle({ db, scorer, notifyWinner, announcePrize }: LifecycleOptions) {
  /** Stops sales and seals the entry set (and commits to a raffle's seed) in one transaction. */
  async function closeDraw(draw: LifecycleDraw, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      // Waits for purchases holding the draw (FOR SHARE); any purchase after this sees it closed.
      if (!(await moveDraw(tx, draw.id, ['DRAW_OPEN', 'DRAW_CAPPED'], 'DRAW_CLOSED'))) return false;
      const lines = await entryLinesOf(tx, draw);
      await insertSeal(tx, {
        drawId: draw.id,
        entriesCount: lines.length,
        entriesHash: entrySetHash(lines),
        sealedAt: now,
      });
      if (draw.isRaffle)
        await insertRaffleSeed(tx, { drawId: draw.id, ...newRaffleSeed(), committedAt: now });
      return true;
    });
  }

  /** Sold-out raffles are capped (DRAW_CAPPED) until their stop time closes them. */
  const capSoldOut = () => capSoldOutRaffles(db);

  async function closeDueDraws(now: Date) {
    let closed = 0;
    for (const draw of await listDraws(db, ['DRAW_OPEN', 'DRAW_CAPPED'], { column: 'stopAt', now }))
      if (await closeDraw(draw, now)) closed++;
    return closed;
  }

  /** Stores a lottery draw's result and moves it to DRAW_DRAWN; the same result again is a no-op. */
  async function recordResult(
    input: {
      lotteryKey: string;
      drawNo: number;
      result: DrawResult;
      source: 'operator' | 'demo';
      enteredBy: string;
    },
    now: Date,
  ): Promise<{ stored: boolean }> {
    const draw = await findDraw(db, input.lotteryKey, input.drawNo);
    if (!draw) throw new NotFoundError(`There is no draw ${input.drawNo} of ${input.lotteryKey}.`);
    if (draw.isRaffle) throw ValidationError.field('drawNo', 'Raffles are drawn by the server, not entered.');
    const existing = await findResult(db, draw.id);
    if (existing) {
      if (!sameResult(existing, input.result))
        throw new ConflictError(
          'This draw already has a different result. Results are never changed once entered.',
        );
      return { stored: false };
    }
    if (draw.state !== 'DRAW_CLOSED')
      throw new ConflictError(
        `Draw ${draw.drawNo} is ${draw.state}; results are entered once it has closed.`,
      );
    if (draw.drawAt > now)
      throw ValidationError.field('drawNo', `Draw ${draw.drawNo} has not taken place yet.`);
    const numberSets = await lotteryNumberSets(db, draw.lotteryKey);
    if (!numberSets) throw new NotFoundError(`There is no lottery ${draw.lotteryKey}.`);
    checkResult(numberSets, input.result);
    const [dividendProblem] = scorer.dividendProblems(draw.lotteryKey, input.result.dividends);
    if (dividendProblem) throw new ResultRefusedError('dividends', dividendProblem);
    const stored = await db.transaction(async (tx) => {
      if (!(await moveDraw(tx, draw.id, ['DRAW_CLOSED'], 'DRAW_DRAWN'))) return false;
      return insertResult(tx, {
        drawId: draw.id,
        ...input.result,
        source: input.source,
        enteredBy: input.enteredBy,
        enteredAt: now,
      });
    });
    return { stored };
  }

  /** Development: every closed lottery draw past its draw time gets a random result. */
  async function fillDemoResults(now: Date) {
    let filled = 0;
    for (const draw of await listDraws(db, ['DRAW_CLOSED'], { column: 'drawAt', now })) {
      if (draw.isRaffle) continue;
      const numberSets = await lotteryNumberSets(db, draw.lotteryKey);
      if (!numberSets) continue;
      const { stored } = await recordResult(
        {
          lotteryKey: draw.lotteryKey,
          drawNo: draw.drawNo,
          result: {
            ...randomResult(numberSets),
            dividends: scorer.demoDividends(draw.lotteryKey, draw.prizePoolCents),
          },
          source: 'demo',
          enteredBy: 'demo',
        },
        now,
      ).catch((error: unknown) => {
        if (error instanceof ConflictError) return { stored: false }; // another process got there first
        throw error;
      });
      if (stored) filled++;
    }
    return filled;
  }

  /** Raffles past their draw time: winners from the committed seed, which is then revealed. */
  async function drawRaffles(now: Date) {
    let drawn = 0;
    for (const draw of await listDraws(db, ['DRAW_CLOSED'], { column: 'drawAt', now })) {
      if (!draw.isRaffle) continue;
      const seed = await findRaffleSeed(db, draw.id);
      if (!seed) continue;
      const sold = (await listRaffleEntries(db, draw.id)).map((entry) => entry.ticketNumber);
      const tickets = raffleWinningTickets(seed.seed, sold, RAFFLE_WINNERS);
      const moved = await db.transaction(async (tx) => {
        if (!(await moveDraw(tx, draw.id, ['DRAW_CLOSED'], 'DRAW_DRAWN'))) return false;
        await insertResult(tx, {
          drawId: draw.id,
          winning: { tickets },
          supplementary: [],
          source: 'raffle',
          enteredBy: 'server',
          enteredAt: now,
        });
        await revealRaffleSeed(tx, draw.id, now);
        return true;
      });
      if (moved) drawn++;
    }
    return drawn;
  }

  /** The winnings of one drawn draw: every winning game or ticket, with its prize. */
  async function winningsOf(draw: LifecycleDraw, result: DrawResult): Promise<NewWinning[]> {
    if (draw.isRaffle) {
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
    // Every entry of the draw scored at once: standard games in one bitset batch (decision 0012),
    // entries of many games division by division (decision 0047).
    const entries = (await listLotteryEntries(db, draw.id)).flatMap((order) =>
      (order.games ?? []).map((game, index) => ({
        order,
        index,
        game,
        boxed: isBoxedGameType(order.gameType),
      })),
    );
    const wins = scorer.scoreEntries(draw.lotteryKey, entries, result);
    const won: Array<Omit<NewWinning, 'prizeCents'>> = entries.flatMap(({ order, index }, position) =>
      (wins[position] ?? []).map(({ division, games }) => ({
        drawId: draw.id,
        orderId: order.orderId,
        customerId: order.customerId,
        entry: index,
        division,
        games,
      })),
    );
    // A pool share is split among the winning games of a division, however they were bought.
    const perDivision = new Map<number, number>();
    for (const { division, games = 1 } of won)
      perDivision.set(division, (perDivision.get(division) ?? 0) + games);
    return won.map((winning) => ({
      ...winning,
      prizeCents:
        (winning.games ?? 1) *
        scorer.prizeCents(draw.lotteryKey, winning.division, {
          prizePoolCents: draw.prizePoolCents,
          winnersInDivision: perDivision.get(winning.division) ?? 1,
          dividends: result.dividends,
        }),
    }));
  }

  async function scoreDraws() {
    let scored = 0;
    for (const draw of await listDraws(db, ['DRAW_DRAWN'])) {
      const result = await findResult(db, draw.id);
      if (!result) continue;
      const rows = await winningsOf(draw, result);
      const moved = await db.transaction(async (tx) => {
        if (!(await moveDraw(tx, draw.id, ['DRAW_DRAWN'], 'DRAW_SCORED'))) return false;
        await insertWinnings(tx, rows);
        return true;
      });
      if (moved) scored++;
    }
    return scored;
  }

  /** Each prize goes into its winner's wallet once (idempotency key per winning). */
  async function payDraws(now: Date) {
    let paid = 0;
    for (const draw of await listDraws(db, ['DRAW_SCORED'])) {
      for (const winning of await listUnpaidWinnings(db, draw.id)) {
        await db.transaction(async (tx) => {
          let transactionId: string | null = null;
          if (winning.prizeCents > 0) {
            ({ transactionId } = await postTransaction(tx, {
              kind: 'prize',
              idempotencyKey: `prize:${winning.id}`,
              reference: winning.orderId,
              description: `Prize, division ${winning.division}, draw ${draw.drawNo}`,
              metadata: { drawId: draw.id, winningId: winning.id },
              entries: [
                { accountCode: walletAccountCode(winning.customerId), amountCents: winning.prizeCents },
                { accountCode: HouseAccount.prizes, amountCents: -winning.prizeCents },
              ],
            }));
          }
          if (await markPaid(tx, winning.id, transactionId, now)) paid++;
        });
      }
      if ((await listUnpaidWinnings(db, draw.id)).length === 0)
        await moveDraw(db, draw.id, ['DRAW_SCORED'], 'DRAW_PAID');
    }
    return paid;
  }

  /** Winners are told in their feed and by e-mail; a failure is retried on the next run. */
  async function emailDraws(now: Date) {
    let emailed = 0;
    for (const draw of await listDraws(db, ['DRAW_PAID'])) {
      let failed = false;
      for (const winner of await listUnemailedWinnings(db, draw.id)) {
        try {
          await announcePrize?.({
            winningId: winner.id,
            customerId: winner.customer_id,
            productName: winner.product_name,
            drawNo: draw.drawNo,
            prizeCents: Number(winner.prize_cents),
            orderId: winner.order_id,
          });
          await notifyWinner?.({
            email: winner.email,
            firstname: winner.firstname,
            productName: winner.product_name,
            drawNo: draw.drawNo,
            drawAt: draw.drawAt,
            division: Number(winner.division),
            prizeCents: Number(winner.prize_cents),
            orderId: winner.order_id,
          });
          await markEmailed(db, [winner.id], now);
          emailed++;
        } catch {
          failed = true;
        }
      }
      if (!failed) await moveDraw(db, draw.id, ['DRAW_PAID'], 'DRAW_EMAILED');
    }
    return emailed;
  }

  return {
    capSoldOut,
    closeDueDraws,
    recordResult,
    fillDemoResults,
    drawRaffles,
    scoreDraws,
    payDraws,
    emailDraws,
    /** Every step once, in order: what the lifecycle job runs. */
    async runAll(now: Date, options: { demoResults: boolean }) {
      return {
        capped: await capSoldOut(),
        closed: await closeDueDraws(now),
        demoResults: options.demoResults ? await fillDemoResults(now) : 0,
        rafflesDrawn: await drawRaffles(now),
        scored: await scoreDraws(),
        paid: await payDraws(now),
        emailed: await emailDraws(now),
      };
    },
  };
}

export type DrawLifecycle = ReturnType<typeof createDrawLifecycle>;
