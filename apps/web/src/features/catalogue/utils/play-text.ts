// Words of the play screen. The rules behind them (what is complete, what may go into the cart) are
// @fairdraw/domain's; this file only says them.
import {
  numbersAsShown,
  filledNumbers,
  findGameSet,
  gamesPerEntry,
  isFixedPack,
  isGameComplete,
  playSets,
  playsEveryNumber,
} from '@fairdraw/domain';
import { formatMoney, fromWireMoney } from '@fairdraw/domain';
import type { GameTypeKey, Money } from '@fairdraw/contracts';
import type {
  AddToCartRefusal,
  EditRefusal,
  Game,
  GameRules,
  NumberSetRules,
  RaffleRefusal,
  SyndicateRefusal,
} from '@fairdraw/domain';

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function isNumbersSet(set: Pick<NumberSetRules, 'key' | 'name'>): boolean {
  return set.key === 'numbers' || set.name.trim().toLowerCase() === 'numbers';
}

/** "Pick 6 numbers from 1 to 45", "Pick 1 Powerball from 1 to 20", "Pick 3 Powerballs from 1 to 20". */
export function setHeading(set: NumberSetRules): string {
  const one = isNumbersSet(set) ? 'number' : set.name;
  const noun = set.count === 1 || /s$/i.test(one) ? one : `${one}s`;
  return `Pick ${set.count} ${noun} from ${set.min} to ${set.max}`;
}

/** The name a ball is read out with: "Number 7", "Powerball 7". */
export function ballLabel(set: Pick<NumberSetRules, 'key' | 'name'>, n: number): string {
  return `${isNumbersSet(set) ? 'Number' : set.name} ${n}`;
}

/** "4 of 6 chosen". */
export function chosenText(chosen: number, count: number): string {
  return `${chosen} of ${count} chosen`;
}

/** Why a tap on the grid changed nothing. */
export function editRefusalText(reason: EditRefusal, set: NumberSetRules): string {
  switch (reason) {
    case 'set_full':
      return `You have chosen all ${set.count}. Take one out to choose another.`;
    case 'duplicate':
      return 'That number is already in this game.';
    case 'out_of_range':
      return `Choose from ${set.min} to ${set.max}.`;
    default:
      return 'That number cannot go there.';
  }
}

export interface GameLimits {
  minGames: number;
  maxGames: number;
}

/** "game 2", "games 2 and 5", "games 1, 3 and 4" from 0-based positions. */
export function gameNames(indexes: readonly number[]): string {
  const numbers = indexes.map((index) => String(index + 1));
  if (numbers.length <= 1) return `game ${numbers.join('')}`;
  return `games ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1) ?? ''}`;
}

/**
 * Why "Add to cart" is not available yet, in the order the player can fix them. `unfinished` are
 * the 0-based positions of the games started but not finished.
 */
export function addToCartRefusalText(
  reason: AddToCartRefusal,
  limits: GameLimits,
  unfinished: readonly number[],
): string {
  switch (reason) {
    case 'incomplete_games': {
      const name = gameNames(unfinished);
      return `Finish or clear ${name}: ${unfinished.length === 1 ? 'it needs' : 'they need'} more numbers.`;
    }
    case 'too_few_games':
      return `Fill at least ${plural(limits.minGames, 'game', 'games')}.`;
    case 'too_many_games':
      return `Fill at most ${plural(limits.maxGames, 'game', 'games')}.`;
    case 'bad_num_draws':
      return 'Choose between 1 and 10 draws.';
    case 'day_required':
      return 'Choose the days to play.';
    case 'cause_required':
      return 'Choose a cause to support.';
    case 'no_draw':
      return 'There is no draw on sale right now.';
    case 'unknown_offer':
      return 'This way to play is not on sale.';
  }
}

export function raffleRefusalText(reason: RaffleRefusal, ticketsLeft: number | null): string {
  switch (reason) {
    case 'no_draw':
      return 'Choose a draw that is on sale.';
    case 'unknown_bundle':
      return 'Choose how many tickets.';
    case 'bad_quantity':
      return 'Choose between 1 and 100.';
    case 'not_enough_tickets':
      return ticketsLeft === null
        ? 'There are not enough tickets left.'
        : `Only ${plural(ticketsLeft, 'ticket is', 'tickets are')} left.`;
    case 'cause_required':
      return 'Choose a cause to support.';
    case 'unknown_offer':
      return 'This raffle is not on sale.';
  }
}

export function syndicateRefusalText(reason: SyndicateRefusal, sharesLeft: number): string {
  switch (reason) {
    case 'no_draw':
      return 'There is no draw on sale right now.';
    case 'bad_quantity':
      return 'Choose between 1 and 100 shares.';
    case 'not_enough_shares':
      return `Only ${plural(sharesLeft, 'share is', 'shares are')} left.`;
    case 'unknown_offer':
      return 'This syndicate is not on sale.';
  }
}

/** A game at a glance: "3, 12, 19, 27, 30, 33, 35 · Powerball 7", or "No numbers yet". */
export function gameSummary(game: Game, gameOffer: GameRules, lotteryKey: string): string {
  const parts = playSets(gameOffer).flatMap((set) => {
    if (playsEveryNumber(set)) return [`PowerHit: all ${set.count} ${set.name}s`];
    const numbers = filledNumbers(findGameSet(game, set.key) ?? { key: set.key, numbers: [] });
    if (numbers.length === 0) return [];
    const list = numbersAsShown(lotteryKey, numbers).join(', ');
    return [isNumbersSet(set) ? list : `${set.name} ${list}`];
  });
  return parts.length === 0 ? 'No numbers yet' : parts.join(' · ');
}

/** "Complete", or how many of the game's numbers are chosen: "3 of 8 numbers". */
export function gameStatus(game: Game, gameOffer: GameRules): string {
  if (isGameComplete(game, gameOffer)) return 'Complete';
  // A PowerHit's Powerballs are all played: there is nothing to pick there.
  const sets = playSets(gameOffer).filter((set) => !playsEveryNumber(set));
  const total = sets.reduce((sum, set) => sum + set.count, 0);
  const chosen = sets.reduce(
    (sum, set) => sum + filledNumbers(findGameSet(game, set.key) ?? { key: set.key, numbers: [] }).length,
    0,
  );
  return `${chosen} of ${total} numbers`;
}

/**
 * A syndicate's entries in one reading (decision 0051): "games" are always the standard games its
 * entries make, for the whole syndicate, so one number shows everywhere: "Powerball System 8:
 * 40 entries, 320 games in the syndicate". Entries that are single games say just the games.
 */
export function syndicateTicketText(ticket: {
  name: string;
  numGames: number;
  numStandardGames: number;
}): string {
  const games = plural(ticket.numStandardGames, 'game', 'games');
  if (ticket.numGames === ticket.numStandardGames) return `${ticket.name}: ${games} in the syndicate`;
  return `${ticket.name}: ${plural(ticket.numGames, 'entry', 'entries')}, ${games} in the syndicate`;
}

/** What one share is of the syndicate: "Each share is 1 of 50 in every game". */
export function syndicateShareText(size: number): string {
  return `Each share is 1 of ${size} in every game`;
}

/**
 * A game offer on the "Game" choice: its price per game, or for an entry of many games (System 8,
 * PowerHit) how many games it stands for and what one entry costs: "System 8: 28 games, $21.00 an entry".
 */
export function gameOfferChoiceText(
  gameTypeKey: GameTypeKey,
  gameOffer: GameRules & { name: string; pricePerGame: Money; minGames: number; maxGames: number },
): string {
  // A pack ("4 × System 8") is priced whole; any other entry one at a time.
  const entries = isFixedPack(gameOffer) ? gameOffer.minGames : 1;
  const games = entries * gamesPerEntry(gameTypeKey, gameOffer);
  const perGame = fromWireMoney(gameOffer.pricePerGame);
  if (games === 1) return `${gameOffer.name}, ${formatMoney(perGame)} a game`;
  const price = `${formatMoney(perGame * games)} ${entries > 1 ? 'the pack' : 'an entry'}`;
  return `${gameOffer.name}: ${games.toLocaleString('en-AU')} games, ${price}`;
}

/**
 * How many games the ticket holds, and how many it may: "3 games (from 1 to 50)"; "1 entry (from 1 to
 * 10)" where each entry stands for many games; "4 entries in the pack" for a Super Combo.
 */
export function gameCountText(
  count: number,
  gameTypeKey: GameTypeKey,
  gameOffer: GameRules & { minGames: number; maxGames: number },
): string {
  if (isFixedPack(gameOffer)) return `${plural(count, 'entry', 'entries')} in the pack`;
  const [one, many] = gamesPerEntry(gameTypeKey, gameOffer) > 1 ? ['entry', 'entries'] : ['game', 'games'];
  return `${plural(count, one, many)} (from ${gameOffer.minGames} to ${gameOffer.maxGames})`;
}
