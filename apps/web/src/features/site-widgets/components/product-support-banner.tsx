import type { WidgetText } from '@fairdraw/contracts';
import { telHref } from '@fairdraw/domain';
import { useConfig } from '../../../lib/api/get-config';
import { useComponentVariant } from '../api/get-components';
import { useWidgetText } from '../../../lib/api/get-widget-texts';
import '../site-widgets.css';

const DEFAULT_WORDS: WidgetText<'widgets.product-support'> = {
  title: 'Need a hand with your ticket?',
  text: 'Our Australian customer care team can help you choose a game, check an entry or sort out a payment.',
};

/**
 * productSupportBanner: on play pages, how to reach customer care (the config's phone, e-mail and
 * hours). `compact` says it in one line.
 */
export function ProductSupportBanner() {
  const variant = useComponentVariant('productSupportBanner');
  const words = useWidgetText('widgets.product-support', DEFAULT_WORDS);
  const { support } = useConfig();
  if (variant === 'off') return null;
  const phone = <a href={telHref(support.phone)}>{support.phone}</a>;
  const email = <a href={`mailto:${support.email}`}>{support.email}</a>;
  if (variant === 'compact') {
    return (
      <aside className="product-support product-support-compact" aria-label="Customer care">
        <p>
          Questions? Call {phone} or email {email}. {support.openingHours}.
        </p>
      </aside>
    );
  }
  return (
    <aside className="product-support" aria-labelledby="product-support-title">
      <div>
        <h2 id="product-support-title">{words.title}</h2>
        <p>{words.text}</p>
      </div>
      <ul className="plain-list product-support-ways">
        <li>Call {phone}</li>
        <li>Email {email}</li>
        <li>{support.openingHours}</li>
      </ul>
    </aside>
  );
}
