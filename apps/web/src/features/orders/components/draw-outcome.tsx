// What a drawn draw meant for an order, as the server scored it: the winning numbers, each game's
// numbers with the matched ones marked, the division and prize, and raffle tickets with the winner.
// Marks are words and shapes as well as colour: screen readers hear "matched", sighted readers see a tick.
import type { DrawOutcome, ScoredGame } from '@fairdraw/contracts';
import { Money } from '../../../components/ui/money';
import { ballKindOf, ballName, NumberBall } from '../../../components/ui/number-ball';
import type { BallKind } from '../../../components/ui/number-ball';
import { formatRaffleNumber, setLabel } from '../utils/order-text';
import { ascending, isPlayedInOrder, numbersAsShown } from '@fairdraw/domain';

type SetNames = ReadonlyMap<string, string>;

/** The draw's winning numbers (and supplementaries) as balls, one labelled list per set. */
export function WinningNumbers({ outcome, lotteryKey }: { outcome: DrawOutcome; lotteryKey: string }) {
  return (
    <div className="winning-numbers">
      {outcome.winningNumbers.map((set, position) => (
        <div key={set.key} className="game-set">
          <span className="game-set-label">{position === 0 ? 'Winning numbers' : set.name}</span>
          <ul className="plain-list game-set" aria-label={position === 0 ? 'Winning numbers' : set.name}>
            {numbersAsShown(lotteryKey, set.numbers).map((number) => (
              <NumberBall
                key={number}
                as="li"
                n={number}
                kind={ballKindOf(set, position)}
                setName={set.name}
                label={ballName(number, ballKindOf(set, position), set.name)}
              />
            ))}
          </ul>
        </div>
      ))}
      {outcome.supplementary.length > 0 ? (
        <div className="game-set">
          <span className="game-set-label">Supplementary</span>
          <ul className="plain-list game-set" aria-label="Supplementary numbers">
            {ascending(outcome.supplementary).map((number) => (
              <NumberBall
                key={number}
                as="li"
                n={number}
                kind="supplementary"
                label={ballName(number, 'supplementary')}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function markOf(number: { matched: boolean; supplementary: boolean }): 'matched' | 'supplementary' | null {
  return number.matched ? 'matched' : number.supplementary ? 'supplementary' : null;
}

/** One played number: a ball, ticked when matched; its accessible name says how it fared. */
function PlayedBall({
  number,
  kind,
  setName,
}: {
  number: ScoredGame['sets'][number]['numbers'][number];
  kind: BallKind;
  setName: string;
}) {
  const mark = markOf(number);
  const name = ballName(number.number, kind, setName);
  return (
    <NumberBall
      as="li"
      n={number.number}
      kind={kind}
      setName={setName}
      matched={mark === 'matched'}
      label={mark ? `${name}, ${mark}` : name}
    >
      {mark ? (
        <span className="ball-mark" aria-hidden="true">
          {mark === 'matched' ? '✓' : '+'}
        </span>
      ) : null}
    </NumberBall>
  );
}

function GameResult({ game }: { game: ScoredGame }) {
  if (game.division === null) return <span className="game-result muted">No win</span>;
  // An entry of many games (a System, PowerHit…) can win several divisions: each with its games.
  const wonMany = game.wins.length > 1 || game.wins.some((win) => win.games > 1);
  return (
    <span className="game-result game-result-won">
      {wonMany
        ? game.wins.map((win) => `${win.divisionName} × ${win.games.toLocaleString('en-AU')}`).join(', ')
        : (game.divisionName ?? `Division ${game.division}`)}
      {game.prize ? (
        <>
          {' · '}
          <Money money={game.prize} />
        </>
      ) : null}
    </span>
  );
}

/** Every game of the order in this draw, its numbers marked, with what it won. */
export function ScoredGameList({
  games,
  setNames,
  scored,
  lotteryKey,
  itemName = 'Game',
}: {
  games: readonly ScoredGame[];
  setNames: SetNames;
  scored: boolean;
  /** Lotto Strike's numbers keep the order they were picked in. */
  lotteryKey: string;
  /** What each line is called: a game, or a syndicate's entry of many games. */
  itemName?: 'Game' | 'Entry';
}) {
  const inOrder = isPlayedInOrder(lotteryKey);
  return (
    <ol className="plain-list game-list">
      {games.map((game) => (
        <li key={game.index} className="game-line scored-game">
          <span className="game-line-label">
            {itemName} {game.index + 1}
          </span>
          {game.sets.map((set, position) => (
            <div key={set.key} className="game-set">
              {position > 0 ? <span className="game-set-label">{setLabel(set.key, setNames)}</span> : null}
              <ul
                className="plain-list game-set"
                aria-label={`${itemName} ${game.index + 1} ${position === 0 ? 'numbers' : setLabel(set.key, setNames)}`}
              >
                {(inOrder ? set.numbers : [...set.numbers].sort((a, b) => a.number - b.number)).map(
                  (number) => (
                    <PlayedBall
                      key={number.number}
                      number={number}
                      kind={ballKindOf({ key: set.key, name: setLabel(set.key, setNames) }, position)}
                      setName={setLabel(set.key, setNames)}
                    />
                  ),
                )}
              </ul>
            </div>
          ))}
          {scored ? <GameResult game={game} /> : <span className="game-result muted">Being checked</span>}
        </li>
      ))}
    </ol>
  );
}

/** The order's raffle tickets in this draw; the winning one is marked in words and with a badge. */
export function RaffleTicketResults({ tickets }: { tickets: DrawOutcome['tickets'] }) {
  return (
    <ul className="plain-list raffle-numbers" aria-label="Your tickets in this draw">
      {tickets.map((ticket) => (
        <li
          key={ticket.ticketNumber}
          className={ticket.won ? 'raffle-number raffle-number-won' : 'raffle-number'}
        >
          {formatRaffleNumber(ticket.ticketNumber)}
          {ticket.won ? <span className="raffle-winner"> Winner</span> : null}
        </li>
      ))}
    </ul>
  );
}
