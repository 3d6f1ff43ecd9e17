// The parts of a bought ticket: its games, the draws it plays and its raffle ticket numbers.
import type { CartGame, GameTypeKey, OrderDraw } from '@fairdraw/contracts';
import { DrawDate } from '../../../components/ui/draw-date';
import { ballKindOf, NumberBall, PlaceholderBall } from '../../../components/ui/number-ball';
import { drawStateText, formatRaffleNumber, gameLineText, setLabel } from '../utils/order-text';
import { numbersAsShown, powerballPlaceholder } from '@fairdraw/domain';

/**
 * Every game with its numbers as balls. Screen readers get one sentence per game
 * ("Game 1: 3, 12, 18, 27, 33, 41; Powerball 7") instead of a run of loose numbers.
 */
export function GameList({
  games,
  setNames,
  lotteryKey,
  gameType = null,
  itemName = 'Game',
}: {
  games: readonly CartGame[];
  setNames: ReadonlyMap<string, string>;
  /** Lotto Strike's numbers keep the order they were picked in. */
  lotteryKey: string;
  /** PowerHit entries show "PH" for their 20 Powerballs, PowerPik entries "PP" before theirs. */
  gameType?: GameTypeKey | null;
  /** What each line is called: a game, or a syndicate's entry of many games. */
  itemName?: 'Game' | 'Entry';
}) {
  const placeholder = powerballPlaceholder(gameType);
  return (
    <ol className="plain-list game-list">
      {games.map((game, index) => (
        <li key={index} className="game-line">
          <span className="visually-hidden">
            {gameLineText(index, game, setNames, lotteryKey, placeholder, itemName)}
          </span>
          <span className="game-line-visual" aria-hidden="true">
            <span className="game-line-label">
              {itemName} {index + 1}
            </span>
            {game.sets.map((set, position) => (
              <span key={set.key} className="game-set">
                {position > 0 ? <span className="game-set-label">{setLabel(set.key, setNames)}</span> : null}
                {position > 0 && placeholder ? (
                  <PlaceholderBall text={placeholder} kind="powerball" label={placeholder} />
                ) : null}
                {(position > 0 && placeholder === 'PH' ? [] : numbersAsShown(lotteryKey, set.numbers)).map(
                  (number) => (
                    <NumberBall
                      key={number}
                      n={number}
                      kind={ballKindOf({ key: set.key, name: setLabel(set.key, setNames) }, position)}
                      setName={setLabel(set.key, setNames)}
                    />
                  ),
                )}
              </span>
            ))}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The draws an order plays, in draw order, with their state in words. */
export function OrderDrawList({ draws }: { draws: readonly OrderDraw[] }) {
  const sorted = [...draws].sort((a, b) => a.drawNo - b.drawNo);
  return (
    <ol className="plain-list order-draws">
      {sorted.map((draw) => (
        <li key={draw.drawNo} className="order-draw">
          <span className="order-draw-no">Draw {draw.drawNo}</span>
          <span className="visually-hidden">, </span>
          <DrawDate iso={draw.drawDate} style="short" />
          <span className="visually-hidden">, </span>
          <span className={`draw-state draw-state-${draw.state === 'DRAW_OPEN' ? 'open' : 'done'}`}>
            {drawStateText[draw.state]}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Raffle ticket numbers, six digits wide, lowest first. */
export function RaffleNumberList({ numbers }: { numbers: readonly number[] }) {
  return (
    <ul className="plain-list raffle-numbers">
      {[...numbers]
        .sort((a, b) => a - b)
        .map((ticketNumber) => (
          <li key={ticketNumber} className="raffle-number">
            {formatRaffleNumber(ticketNumber)}
          </li>
        ))}
    </ul>
  );
}
