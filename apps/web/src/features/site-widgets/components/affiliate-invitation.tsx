import { Link } from 'react-router';
import { useConfig } from '../../../lib/api/get-config';
import { useComponentVariant } from '../api/get-components';
import { useWidgetText } from '../../../lib/api/get-widget-texts';
import '../site-widgets.css';

/** The contact page, opened with a topic chosen. */
export function contactPathWithTopic(topic: string): string {
  return `/about/contact-us?topic=${encodeURIComponent(topic)}`;
}

/**
 * affiliateWidget: a small "Partner with us" block in the footer leading to the contact form with the
 * partnerships topic chosen. Off unless the site config turns it on. `compact` is the link alone.
 */
export function AffiliateInvitation() {
  const variant = useComponentVariant('affiliateWidget');
  const { siteName } = useConfig();
  const words = useWidgetText('widgets.affiliate', {
    title: 'Partner with us',
    text: `Run a club, a community group or a website? Earn a commission when the people you send to ${siteName} buy tickets.`,
    linkLabel: 'Ask about our partner programme',
    topic: 'Partnerships and affiliates',
  });
  if (variant === 'off') return null;
  const link = <Link to={contactPathWithTopic(words.topic)}>{words.linkLabel}</Link>;
  if (variant === 'compact') return <p className="affiliate-invitation-compact">{link}</p>;
  return (
    <section className="footer-block affiliate-invitation" aria-labelledby="footer-affiliate">
      <h2 id="footer-affiliate">{words.title}</h2>
      <p>{words.text}</p>
      <p>{link}</p>
    </section>
  );
}
