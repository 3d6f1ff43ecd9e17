import { useId } from 'react';
import { useIntl } from 'react-intl';

/**
 * How far a raffle is towards its ticket cap, e.g. "1,234 of 5,000 sold": a meter named by its label,
 * whose value is read out in those words.
 */
export function TicketsSold({ sold, cap }: { sold: number; cap: number }) {
  const intl = useIntl();
  const labelId = useId();
  const value = Math.min(Math.max(sold, 0), cap);
  const percentage = cap > 0 ? (value / cap) * 100 : 0;
  const valueText = `${intl.formatNumber(sold)} of ${intl.formatNumber(cap)} sold`;
  return (
    <div
      className="tickets-sold"
      role="meter"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={cap}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <div className="tickets-sold-labels">
        <span id={labelId}>Tickets sold</span>
        <span>{valueText}</span>
      </div>
      <div className="tickets-sold-track" aria-hidden="true">
        <div className="tickets-sold-fill" style={{ width: `${percentage}%` }} />
      </div>
    </div>
  );
}
