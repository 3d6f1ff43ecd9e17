import type { Ref } from 'react';
import type { TicketCheckResult } from '@fairdraw/contracts';
import { DrawDate } from '../../../components/ui/draw-date';
import { formatWireMoney } from '../../../components/ui/money';
import { numbersAsShown } from '@fairdraw/domain';
import { NumberBall, ballKindOf } from '../../../components/ui/number-ball';
import type { BallKind } from '../../../components/ui/number-ball';

function Balls({
  lotteryKey,
  numbers,
  matched,
  kind,
  setName,
}: {
  /** Lotto Strike's numbers keep their order. */
  lotteryKey: string;
  numbers: readonly number[];
  matched?: readonly number[];
  kind: BallKind;
  setName?: string;
}) {
  return (
    <ul className="plain-list checker-balls">
      {numbersAsShown(lotteryKey, numbers).map((n, index) => {
        const hit = matched?.includes(n) ?? false;
        return (
          <NumberBall key={`${n}-${index}`} as="li" n={n} kind={kind} setName={setName} matched={hit}>
            {hit ? <span className="visually-hidden"> (matched)</span> : null}
          </NumberBall>
        );
      })}
    </ul>
  );
}

/** What an entry of many games won: its games in each division, or nothing. */
function EntryWins({ game }: { game: TicketCheckResult['games'][number] }) {
  if (game.wins.length === 0) return <>an entry of {game.games.toLocaleString('en-AU')} games. No prize.</>;
  return (
    <>
      an entry of {game.games.toLocaleString('en-AU')} games. It won:
      <ul className="checker-entry-wins">
        {game.wins.map((win) => (
          <li key={win.division.number}>
            {win.division.name} × {win.games.toLocaleString('en-AU')} ({win.division.description})
            {win.prize ? `, ${formatWireMoney(win.prize)} each` : ', prize not known yet'}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The draw's winning numbers, then each game: its numbers (matched ones marked), division and prize. */
export function CheckResults({
  result,
  headingRef,
}: {
  result: TicketCheckResult;
  /** Focus moves here when a check answers, so the result is read out. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section className="checker-results" aria-labelledby="checker-results-heading">
      <h2 id="checker-results-heading" ref={headingRef} tabIndex={-1}>
        {result.name} draw {result.drawNo}
      </h2>
      <p>
        <DrawDate iso={result.date} />
      </p>
      <h3>Winning numbers</h3>
      {result.winning.map((set, position) => (
        <div key={set.key} className="checker-winning">
          <span className="checker-set-name">{set.name}</span>
          <Balls
            lotteryKey={result.productOfferKey}
            numbers={set.numbers}
            kind={ballKindOf(set, position)}
            setName={set.name}
          />
        </div>
      ))}
      {result.supplementary.length > 0 ? (
        <div className="checker-winning">
          <span className="checker-set-name">Supplementaries</span>
          <Balls lotteryKey={result.productOfferKey} numbers={result.supplementary} kind="supplementary" />
        </div>
      ) : null}
      <h3>Your games</h3>
      <ol className="plain-list checker-game-results">
        {result.games.map((game, index) => (
          <li key={index} className="checker-game-result">
            {/* A div, not a p: an entry of many games lists its wins in a ul, which a p cannot hold. */}
            <div className="checker-game-outcome">
              <strong>Game {index + 1}: </strong>
              {game.games > 1 ? (
                <EntryWins game={game} />
              ) : game.division ? (
                <>
                  {game.division.name}, {game.division.description}.{' '}
                  {game.prize
                    ? `Prize per winner: ${formatWireMoney(game.prize)}.`
                    : 'The prize per winner is not known yet.'}
                </>
              ) : (
                'No prize.'
              )}
            </div>
            {game.sets.map((set, position) => {
              const named = result.winning.find((winning) => winning.key === set.key);
              return (
                <Balls
                  key={set.key}
                  lotteryKey={result.productOfferKey}
                  numbers={set.numbers}
                  matched={set.matched}
                  kind={ballKindOf({ key: set.key, name: named?.name }, position)}
                  setName={named?.name}
                />
              );
            })}
            {game.matchedSupplementary.length > 0 ? (
              <p className="checker-supps">Supplementaries matched: {game.matchedSupplementary.join(', ')}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
