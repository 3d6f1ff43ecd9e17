import type { GameOffer } from '@fairdraw/contracts';
import { filledNumbers, findGameSet, numbersAsShown, playSets, playsEveryNumber } from '@fairdraw/domain';
import type { Game } from '@fairdraw/domain';
import { ballKindOf, NumberBall, PlaceholderBall } from '../../../../components/ui/number-ball';
import { gameSummary } from '../../utils/play-text';

/**
 * A game's chosen numbers at a glance, smallest first, as the same balls as tickets and results
 * (the Powerball gold). Read as one sentence: "3, 12, 19 · Powerball 7", or "No numbers yet".
 */
export function GameBalls({
  game,
  gameOffer,
  lotteryKey,
}: {
  game: Game;
  gameOffer: GameOffer;
  /** Lotto Strike's numbers keep the order they were picked in. */
  lotteryKey: string;
}) {
  const summary = gameSummary(game, gameOffer, lotteryKey);
  const sets = playSets(gameOffer).map((set, position) => ({
    set,
    kind: ballKindOf(set, position),
    numbers: numbersAsShown(
      lotteryKey,
      filledNumbers(findGameSet(game, set.key) ?? { key: set.key, numbers: [] }),
    ),
  }));
  if (sets.every(({ set, numbers }) => numbers.length === 0 || playsEveryNumber(set)))
    return <p className="game-numbers">{summary}</p>;
  return (
    <div className="game-numbers">
      <span className="visually-hidden">{summary}</span>
      <span className="game-balls" aria-hidden="true">
        {sets.flatMap(({ set, kind, numbers }) =>
          playsEveryNumber(set)
            ? [
                <PlaceholderBall
                  key={set.key}
                  text="PH"
                  kind={kind}
                  label={`PowerHit: all ${set.count} ${set.name}s`}
                />,
              ]
            : numbers.map((n) => <NumberBall key={`${set.key}-${n}`} n={n} kind={kind} setName={set.name} />),
        )}
      </span>
    </div>
  );
}
