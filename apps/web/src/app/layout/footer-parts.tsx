import { Link } from 'react-router';
import type { ConfigResult } from '@fairdraw/contracts';
import { CARD_BRAND_NAMES, isAllowedRedirectUrl, telHref } from '@fairdraw/domain';
import { useHasCapabilities } from '../../lib/capabilities';
import { socialNetworkNames } from '../../lib/social-networks';
import { useConsentStore } from '../../lib/consent-context';
import { useTranslations } from '../../lib/api/get-translations';
import { TranslatedMarkdown } from '../../components/ui/translated-markdown';

type PaymentMethod = ConfigResult['acceptedPaymentMethods'][number];

const paymentLabels: Record<PaymentMethod, string> = {
  ...CARD_BRAND_NAMES,
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
  PAYPAL: 'PayPal',
};

export function SupportBlock({ support }: { support: ConfigResult['support'] }) {
  const chatOn = useHasCapabilities('customer_chat');
  return (
    <section className="footer-block" aria-labelledby="footer-support">
      <h2 id="footer-support">Need help?</h2>
      <ul className="plain-list footer-links">
        <li>
          Call us on <a href={telHref(support.phone)}>{support.phone}</a>
        </li>
        {chatOn && support.chatUrl && isAllowedRedirectUrl(support.chatUrl) ? (
          <li>
            <a href={support.chatUrl}>Chat with us online</a>
          </li>
        ) : null}
        <li>
          Email <a href={`mailto:${support.email}`}>{support.email}</a>
        </li>
        <li>{support.openingHours}</li>
      </ul>
    </section>
  );
}

/** Card brands as text badges: no external images, readable by everyone. */
export function PaymentBadges({ methods }: { methods: readonly PaymentMethod[] }) {
  if (methods.length === 0) return null;
  return (
    <ul className="plain-list payment-badges" aria-label="Accepted payment methods">
      {methods.map((method) => (
        <li key={method} className={`pay-badge pay-badge-${method.toLowerCase().replace('_', '-')}`}>
          {paymentLabels[method]}
        </li>
      ))}
    </ul>
  );
}

export function SocialLinks({
  accounts,
  siteName,
}: {
  accounts: ConfigResult['socialAccounts'];
  siteName: string;
}) {
  const safe = accounts.filter((account) => /^https?:\/\//i.test(account.url));
  if (safe.length === 0) return null;
  return (
    <section className="footer-block" aria-labelledby="footer-social">
      <h2 id="footer-social">Follow {siteName}</h2>
      <ul className="plain-list footer-links footer-links-inline">
        {safe.map((account) => (
          <li key={account.network}>
            <a href={account.url} target="_blank" rel="noopener noreferrer">
              {socialNetworkNames[account.network]}{' '}
              <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface LegalLink {
  href: string;
  label: string;
}

/**
 * About, privacy, cookies, terms, news and responsible gambling, each behind its capability. A link a
 * configured footer column already shows is left out here (`shownElsewhere`, by path), so no footer link
 * appears twice. Cookie settings reopens the consent dialog, where consent can be changed or withdrawn
 * (decision 0040).
 */
export function LegalLinks({ shownElsewhere = new Set() }: { shownElsewhere?: ReadonlySet<string> }) {
  const termsOfUse = useHasCapabilities('terms_of_use');
  const cookieConsent = useHasCapabilities('cookie_consent');
  const blog = useHasCapabilities('blog');
  const responsibleGambling = useHasCapabilities('responsible_gambling');
  const consent = useConsentStore();
  const links: LegalLink[] = [
    { href: '/about', label: 'About us' },
    { href: '/about/privacy', label: 'Privacy' },
    ...(cookieConsent ? [{ href: '/about/cookie-policy', label: 'Cookie policy' }] : []),
    termsOfUse
      ? { href: '/about/terms-of-use', label: 'Terms of use' }
      : { href: '/about/terms-and-conditions', label: 'Terms and conditions' },
    ...(blog ? [{ href: '/blog', label: 'News' }] : []),
    ...(responsibleGambling ? [{ href: '/about/responsible-gaming', label: 'Responsible gambling' }] : []),
  ];
  return (
    <nav aria-label="About and legal" className="footer-legal">
      <ul className="plain-list footer-links footer-links-inline">
        {links
          .filter((link) => !shownElsewhere.has(link.href))
          .map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        {cookieConsent ? (
          <li>
            <button
              type="button"
              className="footer-link-button"
              aria-haspopup="dialog"
              onClick={() => consent.openSettings()}
            >
              Cookie settings
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * The regulator's words, and the responsible gambling message: the content team's (a markdown
 * translation item, with its helpline link) when published, else the config's disclaimer.
 */
export function RegulationText({ regulation }: { regulation: ConfigResult['regulation'] }) {
  const words = useTranslations('footer');
  const disclaimer = regulation.disclaimer ? (
    <p className="footer-disclaimer">{regulation.disclaimer}</p>
  ) : null;
  return (
    <div className="footer-regulation">
      {regulation.text ? <p>{regulation.text}</p> : null}
      <TranslatedMarkdown
        item={words.item('home.responsible-gambling', 'markdown')}
        fallback={disclaimer}
        className="footer-disclaimer"
      />
    </div>
  );
}
