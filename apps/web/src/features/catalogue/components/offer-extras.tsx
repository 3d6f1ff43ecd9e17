import type { Cause, ProductOffer } from '@fairdraw/contracts';
import { useIntl } from 'react-intl';
import { formatWireMoney } from '../../../components/ui/money';

export function CauseList({ causes }: { causes: readonly Cause[] }) {
  return (
    <ul className="plain-list cause-list">
      {causes.map((cause) => (
        <li key={cause.key}>
          <h3>{cause.name}</h3>
          <p>{cause.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function SyndicateDetails({ syndicate }: { syndicate: NonNullable<ProductOffer['syndicate']> }) {
  const intl = useIntl();
  return (
    <dl className="facts">
      <div>
        <dt>Price per share</dt>
        <dd>{formatWireMoney(syndicate.costPerShare)}</dd>
      </div>
      <div>
        <dt>Shares</dt>
        <dd>
          {intl.formatNumber(syndicate.sharesSold)} of {intl.formatNumber(syndicate.size)} sold
        </dd>
      </div>
      {syndicate.tickets.map((ticket) => (
        <div key={ticket.name}>
          <dt>{ticket.name}</dt>
          <dd>{ticket.numGames} games</dd>
        </div>
      ))}
    </dl>
  );
}
