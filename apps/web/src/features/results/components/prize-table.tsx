import type { DrawPrize, FullDrawResult } from '@fairdraw/contracts';
import { formatWireMoney } from '../../../components/ui/money';

const count = (n: number) => n.toLocaleString('en-AU');

/** A count or amount nobody has announced yet: a dash to the eye, words to a screen reader. */
function NotAnnounced() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not announced yet</span>
    </>
  );
}

/**
 * How many won the division across the whole draw and, under it, how many of them at Fairdraw
 * (decision 0067). Fairdraw's own count is left out until the draw is scored, and when it is 0.
 */
function Winners({ prize }: { prize: DrawPrize }) {
  return (
    <>
      <span className="prize-winners">
        {prize.nationalWinners === null ? <NotAnnounced /> : count(prize.nationalWinners)}
      </span>
      {prize.winners ? (
        <span className="prize-fairdraw">
          <span className="visually-hidden">of which </span>
          {count(prize.winners)} at Fairdraw
        </span>
      ) : null}
    </>
  );
}

/** What one winner gets; a division nobody won has no prize per winner. */
function PrizePerWinner({ prize }: { prize: DrawPrize }) {
  if (prize.nationalWinners === 0) return <span className="muted">Not won</span>;
  return prize.prizeEach ? <>{formatWireMoney(prize.prizeEach)}</> : <NotAnnounced />;
}

/**
 * The draw's prizes in the server's order (main prizes first), as the lottery publishes them: what each
 * division takes (under its name, so three columns fit a phone), how many won it across the country,
 * how many of those at Fairdraw, and what each winner gets. A raffle's one prize is Fairdraw's alone.
 */
export function PrizeTable({ result }: { result: FullDrawResult }) {
  const raffle = result.category === 'raffles';
  const unknown = !raffle && result.prizes.some((prize) => prize.nationalWinners === null);
  return (
    <>
      <div className="prize-table-wrap" tabIndex={0} role="region" aria-labelledby="prize-table-caption">
        <table className="prize-table">
          <caption id="prize-table-caption">{raffle ? 'Prize' : 'Prize divisions'}</caption>
          <thead>
            <tr>
              <th scope="col">{raffle ? 'Prize' : 'Division'}</th>
              <th scope="col">Winners</th>
              <th scope="col">{raffle ? 'Value' : 'Prize per winner'}</th>
            </tr>
          </thead>
          <tbody>
            {result.prizes.map((prize) => (
              <tr key={prize.id}>
                <th scope="row">
                  <span className="prize-name">{prize.name}</span>
                  {raffle ? null : <span className="prize-description">{prize.description}</span>}
                </th>
                {raffle ? (
                  <>
                    <td>{prize.winners === null ? <NotAnnounced /> : count(prize.winners)}</td>
                    <td>{prize.prizeEach ? formatWireMoney(prize.prizeEach) : <NotAnnounced />}</td>
                  </>
                ) : (
                  <>
                    <td>
                      <Winners prize={prize} />
                    </td>
                    <td>
                      <PrizePerWinner prize={prize} />
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {unknown ? (
        <p className="prize-table-note muted" aria-hidden="true">
          — Not announced yet.
        </p>
      ) : null}
    </>
  );
}
