import type { DrawResultSummary } from '@fairdraw/contracts';
import { ascending, numbersAsShown } from '@fairdraw/domain';
import { ballKindOf, NumberBall } from '../../../components/ui/number-ball';

/** What a screen reader hears for a draw's numbers: one sentence, not a run of loose balls. */
export function winningNumbersText(result: DrawResultSummary): string {
  if (result.category === 'raffles') {
    const tickets = result.winningTickets;
    if (tickets.length === 0) return 'No ticket was sold, so there is no winning ticket';
    return tickets.length === 1 ? `Winning ticket ${tickets[0]}` : `Winning tickets ${tickets.join(', ')}`;
  }
  const parts = result.winningNumbers.map((set, index) =>
    index === 0
      ? `Winning numbers ${numbersAsShown(result.productOfferKey, set.numbers).join(', ')}`
      : `${set.name} ${numbersAsShown(result.productOfferKey, set.numbers).join(', ')}`,
  );
  if (result.supplementary.length > 0)
    parts.push(`supplementary ${ascending(result.supplementary).join(', ')}`);
  return parts.join('; ');
}

const sameOrder = (a: readonly number[], b: readonly number[]) => a.every((n, i) => n === b[i]);

/**
 * The numbers as the balls came out ("28, 3, 35, 11, 31, 19, 24; supplementary 40, 7"), or null where
 * that is already how they are shown (a raffle, Lotto Strike, or a draw that came out in order).
 */
export function drawOrderText(result: DrawResultSummary): string | null {
  if (result.category === 'raffles') return null;
  const shownAsDrawn =
    result.winningNumbers.every((set) =>
      sameOrder(numbersAsShown(result.productOfferKey, set.numbers), set.numbers),
    ) && sameOrder(ascending(result.supplementary), result.supplementary);
  if (shownAsDrawn) return null;
  const parts = result.winningNumbers.map((set, index) =>
    index === 0 ? set.numbers.join(', ') : `${set.name} ${set.numbers.join(', ')}`,
  );
  if (result.supplementary.length > 0) parts.push(`supplementary ${result.supplementary.join(', ')}`);
  return parts.join('; ');
}

/** The draw order under the balls, which show the numbers as the lottery does (lowest first). */
export function DrawOrder({ result }: { result: DrawResultSummary }) {
  const text = drawOrderText(result);
  return text ? <p className="draw-order">In the order drawn: {text}</p> : null;
}

/** A lottery's winning numbers as balls (extra sets and supplementaries marked), or a raffle's tickets. */
export function WinningNumbers({ result }: { result: DrawResultSummary }) {
  if (result.category === 'raffles') {
    if (result.winningTickets.length === 0) return <p>{winningNumbersText(result)}.</p>;
    return (
      <p className="winning-tickets">
        <span className="visually-hidden">{winningNumbersText(result)}</span>
        <span aria-hidden="true">
          {result.winningTickets.map((ticket) => (
            <span key={ticket} className="winning-ticket">
              Ticket {ticket}
            </span>
          ))}
        </span>
      </p>
    );
  }
  return (
    <p className="winning-numbers">
      <span className="visually-hidden">{winningNumbersText(result)}</span>
      <span className="winning-balls" aria-hidden="true">
        {result.winningNumbers.map((set, index) => (
          <span key={set.key} className="ball-group">
            {index > 0 ? <span className="ball-group-label">{set.name}</span> : null}
            {numbersAsShown(result.productOfferKey, set.numbers).map((number) => (
              <NumberBall key={number} n={number} kind={ballKindOf(set, index)} setName={set.name} />
            ))}
          </span>
        ))}
        {result.supplementary.length > 0 ? (
          <span className="ball-group">
            <span className="ball-group-label">Supp</span>
            {ascending(result.supplementary).map((number) => (
              <NumberBall key={number} n={number} kind="supplementary" />
            ))}
          </span>
        ) : null}
      </span>
    </p>
  );
}
