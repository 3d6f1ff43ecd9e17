import type { FullDrawResult } from '@fairdraw/contracts';
import { formatWireMoney } from '../../../components/ui/money';

/**
 * The draw's prizes in the server's order (main prizes first): what each takes (under its name, so
 * three columns fit a phone), how many Fairdraw entries won it and what each was paid.
 */
export function PrizeTable({ result }: { result: FullDrawResult }) {
  const raffle = result.category === 'raffles';
  return (
    <div className="prize-table-wrap" tabIndex={0} role="region" aria-labelledby="prize-table-caption">
      <table className="prize-table">
        <caption id="prize-table-caption">{raffle ? 'Prize' : 'Prize divisions'}</caption>
        <thead>
          <tr>
            <th scope="col">{raffle ? 'Prize' : 'Division'}</th>
            <th scope="col">Winners</th>
            <th scope="col">{raffle ? 'Value' : 'Prize each'}</th>
          </tr>
        </thead>
        <tbody>
          {result.prizes.map((prize) => (
            <tr key={prize.id}>
              <th scope="row">
                <span className="prize-name">{prize.name}</span>
                {raffle ? null : <span className="prize-description">{prize.description}</span>}
              </th>
              <td>{prize.winners === null ? 'To be announced' : prize.winners}</td>
              <td>{prize.prizeEach ? formatWireMoney(prize.prizeEach) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
