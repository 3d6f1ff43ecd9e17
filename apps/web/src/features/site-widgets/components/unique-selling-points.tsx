import type { WidgetText } from '@fairdraw/contracts';
import { useConfig } from '../../../lib/api/get-config';
import { useComponentVariant } from '../api/get-components';
import { useWidgetText } from '../../../lib/api/get-widget-texts';
import { TickIcon } from './tick-icon';
import '../site-widgets.css';

/** The shop's own words, used until the `home.usp` translation item says otherwise. */
const DEFAULT_REASONS: WidgetText<'home.usp'> = [
  {
    title: 'Official tickets in your name',
    text: 'Every entry goes into the official Australian draw and is in your account before the draw closes.',
  },
  {
    title: 'Prizes paid to your account',
    text: 'We check every ticket and pay prizes straight into your wallet. Withdraw to your bank whenever you like.',
  },
  {
    title: 'Licensed and regulated',
    text: 'We are licensed to sell lottery and raffle tickets in Australia and follow its responsible gambling codes.',
  },
  {
    title: 'Secure payments',
    text: 'Payments are encrypted end to end, and we never see or keep your full card number.',
  },
];

/**
 * uniqueSellingPointWidget: a strip of reasons to buy here, on the home page. `compact` keeps only the
 * titles, on one line where it fits.
 */
export function UniqueSellingPoints() {
  const variant = useComponentVariant('uniqueSellingPointWidget');
  const reasons = useWidgetText('home.usp', DEFAULT_REASONS);
  const { siteName } = useConfig();
  if (variant === 'off') return null;
  const compact = variant === 'compact';
  return (
    <section
      className={`usp-strip lazy-render${compact ? ' usp-strip-compact' : ''}`}
      aria-labelledby="usp-title"
    >
      <h2 id="usp-title" className={compact ? 'visually-hidden' : undefined}>
        Why play with {siteName}
      </h2>
      <ul className="plain-list card-grid usp-list">
        {reasons.map((reason) => (
          <li key={reason.title} className="surface-card usp-item">
            <TickIcon />
            <div>
              <h3>{reason.title}</h3>
              {compact ? null : <p>{reason.text}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
