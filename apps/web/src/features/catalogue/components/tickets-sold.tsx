import { Label, Meter } from 'react-aria-components';
import { useIntl } from 'react-intl';

/** How far a raffle is towards its ticket cap, e.g. "1,234 of 5,000 sold". */
export function TicketsSold({ sold, cap }: { sold: number; cap: number }) {
  const intl = useIntl();
  const valueLabel = `${intl.formatNumber(sold)} of ${intl.formatNumber(cap)} sold`;
  return (
    <Meter className="tickets-sold" value={Math.min(sold, cap)} maxValue={cap} valueLabel={valueLabel}>
      {({ percentage, valueText }) => (
        <>
          <div className="tickets-sold-labels">
            <Label>Tickets sold</Label>
            <span>{valueText}</span>
          </div>
          <div className="tickets-sold-track" aria-hidden="true">
            <div className="tickets-sold-fill" style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </Meter>
  );
}
