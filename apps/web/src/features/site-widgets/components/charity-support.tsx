import { Link, useLocation } from 'react-router';
import type { WidgetText } from '@fairdraw/contracts';
import { useHasCapabilities } from '../../../lib/capabilities';
import { useComponentVariant } from '../api/get-components';
import { useWidgetText } from '../../../lib/api/get-widget-texts';
import { TickIcon } from './tick-icon';
import '../site-widgets.css';

const DEFAULT_WORDS: WidgetText<'widgets.charity-support'> = {
  title: 'How your ticket helps',
  text: 'Every charity raffle ticket raises money for the cause named on its raffle.',
  points: [
    'A share of every ticket goes straight to the cause.',
    'Each raffle is drawn under a permit from the state regulator.',
    'Causes tell us what the money paid for, and we publish it.',
  ],
  linkLabel: 'Meet the causes we support',
};

/**
 * charitySupportWidget: on the charity raffle and causes pages, how a ticket supports causes, with a
 * link to the causes (left out on /causes itself and while the causes directory is off). `compact`
 * keeps the sentence and the link.
 */
export function CharitySupport() {
  const variant = useComponentVariant('charitySupportWidget');
  const words = useWidgetText('widgets.charity-support', DEFAULT_WORDS);
  const causesOn = useHasCapabilities('causes_directory');
  const { pathname } = useLocation();
  if (variant === 'off') return null;
  const compact = variant === 'compact';
  const link =
    causesOn && pathname !== '/causes' ? (
      <Link className="charity-support-link" to="/causes">
        {words.linkLabel}
      </Link>
    ) : null;
  return (
    <section
      className={`charity-support${compact ? ' charity-support-compact' : ''}`}
      aria-labelledby="charity-support-title"
    >
      <h2 id="charity-support-title">{words.title}</h2>
      <p>{words.text}</p>
      {compact || words.points.length === 0 ? null : (
        <ul className="plain-list charity-support-points">
          {words.points.map((point) => (
            <li key={point}>
              <TickIcon />
              {point}
            </li>
          ))}
        </ul>
      )}
      {link ? <p>{link}</p> : null}
    </section>
  );
}
