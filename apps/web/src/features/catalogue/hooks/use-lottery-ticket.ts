import { useState } from 'react';
import type { GameOffer, GameTypeKey, ProductOffer, Weekday } from '@fairdraw/contracts';
import {
  addGame,
  canAddGame,
  canAddToCart,
  clampNumDraws,
  emptyGame,
  isQuickPickGameType,
  gamesToBuy,
  multiWeekDraws,
  newLotteryTicket,
  pickFavourite,
  quickPick,
  quickPickGames,
  quickPickTicket,
  removeGame,
  ticketPriceCents,
  toggleNumber,
  unfinishedGames,
} from '@fairdraw/domain';
import type { EditRefusal, EditResult, Game, LotteryTicket } from '@fairdraw/domain';

/** Quick picks in the browser use Math.random; the domain takes the source so its tests can seed it. */
const random = () => Math.random();

export interface GridRefusal {
  gameIndex: number;
  setKey: string;
  reason: EditRefusal;
}

interface TicketSetup {
  offer: ProductOffer;
  gameTypeKey: GameTypeKey;
  gameOffer: GameOffer;
  firstDrawNo: number | null;
  favourites: readonly number[];
}

/**
 * A lottery ticket on the play screen: its state and every edit the screen offers, each done by a
 * @fairdraw/domain rule. On the Quick Pick game type a quick pick gives new numbers; elsewhere it
 * fills the empty slots and keeps what the player chose.
 */
export function useLotteryTicket({ offer, gameTypeKey, gameOffer, firstDrawNo, favourites }: TicketSetup) {
  const [built, setTicket] = useState<LotteryTicket>(() =>
    newLotteryTicket(offer, gameTypeKey, gameOffer, { firstDrawNo, favourites, random }),
  );
  // A multi-week entry plays every draw of its weeks: its draw count follows the days chosen.
  const weeksOfDraws = multiWeekDraws(built, offer, gameOffer);
  const ticket = weeksOfDraws === null ? built : { ...built, numDraws: weeksOfDraws };
  const [refusal, setRefusal] = useState<GridRefusal | null>(null);
  const isQuickPickType = isQuickPickGameType(gameTypeKey);

  const update = (change: Partial<LotteryTicket>) => setTicket((current) => ({ ...current, ...change }));
  const setGames = (games: (current: readonly Game[]) => Game[]) => {
    setRefusal(null);
    setTicket((current) => ({ ...current, games: games(current.games) }));
  };
  const replaceGame = (index: number, game: Game) =>
    setGames((games) => games.map((item, i) => (i === index ? game : item)));

  function applyEdit(gameIndex: number, setKey: string, edit: (game: Game) => EditResult) {
    const game = ticket.games[gameIndex];
    if (!game) return;
    const result = edit(game);
    if (result.ok) replaceGame(gameIndex, result.game);
    else setRefusal({ gameIndex, setKey, reason: result.reason });
  }

  const bought = gamesToBuy(ticket.games, gameOffer);
  return {
    ticket,
    /** The draws a multi-week entry plays (null for any other game offer, whose draws are chosen). */
    weeksOfDraws,
    refusal,
    check: canAddToCart(ticket, offer),
    /** The games that will be bought (complete ones; empty games are not bought). */
    boughtGames: bought.length,
    /** The games started but not finished (0-based): each blocks the ticket until finished or cleared. */
    unfinished: unfinishedGames(ticket.games, gameOffer),
    priceCents: ticketPriceCents({ ...ticket, games: bought }, gameOffer),
    toggleNumber: (gameIndex: number, setKey: string, n: number) =>
      applyEdit(gameIndex, setKey, (game) => toggleNumber(game, setKey, n, gameOffer)),
    pickFavourite: (gameIndex: number, favouriteIndex: number) =>
      applyEdit(gameIndex, 'numbers', (game) => pickFavourite(game, favouriteIndex, gameOffer)),
    quickPickGame: (index: number) => {
      const game = ticket.games[index];
      if (game) replaceGame(index, quickPick(gameOffer, random, isQuickPickType ? undefined : game));
    },
    quickPickAll: () =>
      setGames((games) =>
        isQuickPickType
          ? quickPickTicket(gameOffer, games.length, random)
          : quickPickGames(games, gameOffer, random),
      ),
    clearGame: (index: number) => replaceGame(index, emptyGame(gameOffer, favourites)),
    clearAll: () => setGames((games) => games.map(() => emptyGame(gameOffer, favourites))),
    addGame: () =>
      setGames((games) =>
        isQuickPickType && canAddGame(games, gameOffer)
          ? [...games, quickPick(gameOffer, random)]
          : addGame(games, gameOffer, favourites),
      ),
    removeGame: (index: number) => setGames((games) => removeGame(games, index, gameOffer)),
    setFirstDrawNo: (drawNo: number) => update({ firstDrawNo: drawNo }),
    setNumDraws: (numDraws: number) => update({ numDraws: clampNumDraws(numDraws) }),
    setDays: (days: Weekday[]) => update({ days }),
    setCause: (causeKey: string) => update({ causeKey }),
  };
}

export type LotteryTicketState = ReturnType<typeof useLotteryTicket>;
