// The draw lifecycle (shop-core §3 draw states): DRAW_OPEN → DRAW_CLOSED (sealed at the stop time) →
// DRAW_DRAWN (result entered, demo-filled, or raffle drawn from its committed seed) → DRAW_SCORED
// (every entry scored) → DRAW_PAID (prizes in wallets through the ledger) → DRAW_EMAILED (winners
// told). Each step takes the draws in the state before it and moves each one with a guarded update,
// so running a step again, or in two processes at once, changes nothing. See decision 0014.
import type { CartGame } from '@fairdraw/contracts';
import type { Db, Tx } from '@fairdraw/db';
import { quickPickEntries, type GameRules } from '@fairdraw/domain';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { letRequestsIn } from '../../lib/let-requests-in';
import { HouseAccount, postTransaction, walletAccountCode } from '../ledger/ledger.service';
import { entrySetHash, newRaffleSeed, raffleWinningTickets } from './draw-integrity';
import { checkResult, demoResult, ResultRefusedError, sameResult, type DrawResult } from './draw-result';
import { winningsOf } from './draw-winnings';
import { entryLinesOf } from './integrity.service';
import { cryptoRandom, type LotteryScorer } from './scorer';
import { listSyndicatesToPick, saveSyndicateGames } from './syndicate-draws.repository';
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
  listRaffleEntries,
  listUnemailedWinnings,
  listUnpaidWinnings,
  lotteryNumberSets,
  markEmailed,
  markPaid,
  moveDraw,
  revealRaffleSeed,
  type LifecycleDraw,
} from './draws.repository';

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

/** Picks a syndicate's entries of one game offer when its draw closes: fresh quick picks by default. */
export type SyndicateEntryPicker = (gameOffer: GameRules, count: number) => CartGame[];

export interface LifecycleOptions {
  db: Db;
  scorer: LotteryScorer;
  /** Fresh quick picks from the CSPRNG unless a test fixes them. */
  pickSyndicateEntries?: SyndicateEntryPicker;
  notifyWinner?: WinnerNotifier;
  announcePrize?: PrizeAnnouncer;
}

export function createDrawLifecycle({
  db,
  scorer,
  pickSyndicateEntries = (gameOffer, count) => quickPickEntries(gameOffer, count, cryptoRandom),
  notifyWinner,
  announcePrize,
}: LifecycleOptions) {
  /** Each syndicate with shares sold in the draw gets its entries, picked as sales close. */
  async function pickSyndicates(tx: Tx, draw: LifecycleDraw, now: Date) {
    for (const syndicate of await listSyndicatesToPick(tx, draw.id)) {
      const games = syndicate.tickets.flatMap((ticket) => {
        const gameOffer = syndicate.gameTypes
          .flatMap((type) => type.gameOffers)
          .find((offer) => offer.key === ticket.gameOffer);
        if (!gameOffer)
          throw new Error(`${syndicate.productOfferKey} plays ${ticket.gameOffer}, which its lottery lacks`);
        return pickSyndicateEntries(gameOffer, ticket.numGames);
      });
      await saveSyndicateGames(tx, {
        productOfferKey: syndicate.productOfferKey,
        drawId: draw.id,
        games,
        pickedAt: now,
      });
    }
  }

  /**
   * Stops sales, picks the syndicates' entries and seals the entry set (and commits to a raffle's
   * seed) in one transaction.
   */
  async function closeDraw(draw: LifecycleDraw, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      // Waits for purchases holding the draw (FOR SHARE); any purchase after this sees it closed.
      if (!(await moveDraw(tx, draw.id, ['DRAW_OPEN', 'DRAW_CAPPED'], 'DRAW_CLOSED'))) return false;
      if (!draw.isRaffle) await pickSyndicates(tx, draw, now);
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

  /**
   * Closes every draw whose stop time has passed. A draw that cannot close (a syndicate naming a game
   * offer its lottery lacks) stays open for the operator and does not hold the others back; the job
   * then fails with every such reason, so it is logged and tried again.
   */
  async function closeDueDraws(now: Date) {
    let closed = 0;
    const failures: unknown[] = [];
    for (const draw of await listDraws(db, ['DRAW_OPEN', 'DRAW_CAPPED'], { column: 'stopAt', now })) {
      await letRequestsIn();
      try {
        if (await closeDraw(draw, now)) closed++;
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} draw(s) could not close`);
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
    const [countProblem] = scorer.nationalWinnerProblems(draw.lotteryKey, input.result.nationalWinners);
    if (countProblem) throw new ResultRefusedError('nationalWinners', countProblem);
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

  /** Development: every closed lottery draw past its draw time gets a demo result. */
  async function fillDemoResults(now: Date) {
    let filled = 0;
    for (const draw of await listDraws(db, ['DRAW_CLOSED'], { column: 'drawAt', now })) {
      if (draw.isRaffle) continue;
      await letRequestsIn();
      const numberSets = await lotteryNumberSets(db, draw.lotteryKey);
      if (!numberSets) continue;
      const { stored } = await recordResult(
        {
          lotteryKey: draw.lotteryKey,
          drawNo: draw.drawNo,
          result: demoResult(scorer, draw, numberSets),
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
      await letRequestsIn();
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

  async function scoreDraws() {
    let scored = 0;
    for (const draw of await listDraws(db, ['DRAW_DRAWN'])) {
      await letRequestsIn();
      const result = await findResult(db, draw.id);
      if (!result) continue;
      const rows = await winningsOf(db, scorer, draw, result);
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
      await letRequestsIn();
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

  /**
   * Winners are told in their feed and by e-mail, once per winning ticket: an entry of many games or
   * a syndicate share can win many rows, and the message gives their total and the best division. A
   * failure is retried on the next run.
   */
  async function emailDraws(now: Date) {
    let emailed = 0;
    for (const draw of await listDraws(db, ['DRAW_PAID'])) {
      await letRequestsIn();
      let failed = false;
      const byOrder = groupBy(await listUnemailedWinnings(db, draw.id), (winner) => winner.order_id);
      for (const rows of byOrder.values()) {
        const [first] = rows;
        if (!first) continue;
        const prizeCents = rows.reduce((sum, row) => sum + Number(row.prize_cents), 0);
        try {
          await announcePrize?.({
            winningId: first.id,
            customerId: first.customer_id,
            productName: first.product_name,
            drawNo: draw.drawNo,
            prizeCents,
            orderId: first.order_id,
          });
          await notifyWinner?.({
            email: first.email,
            firstname: first.firstname,
            productName: first.product_name,
            drawNo: draw.drawNo,
            drawAt: draw.drawAt,
            division: Math.min(...rows.map((row) => Number(row.division))),
            prizeCents,
            orderId: first.order_id,
          });
          await markEmailed(
            db,
            rows.map((row) => row.id),
            now,
          );
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
