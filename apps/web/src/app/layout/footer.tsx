import { Link, useLocation } from 'react-router';
import { telHref } from '@fairdraw/domain';
import { CapabilityGate } from '../../lib/capabilities';
import { useConfig } from '../../lib/api/get-config';
import { useCartItemCount } from '../../features/cart';
import { FeedbackBanner } from '../../features/feedback/components/feedback-banner';
import { AffiliateInvitation, CompanyInformation, useComponentVariant } from '../../features/site-widgets';
import { useSession } from '../../lib/session';
import { footerVariant } from './footer-variant';
import { FooterLotteryLinks } from './footer-lottery-links';
import { FooterMenus, useFooterColumns } from './footer-menus';
import { LegalLinks, PaymentBadges, RegulationText, SocialLinks, SupportBlock } from './footer-parts';
import './footer.css';

export function Footer() {
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  const cartItemCount = useCartItemCount();
  return footerVariant(pathname, { isAuthenticated, cartItemCount }) === 'condensed' ? (
    <CondensedFooter />
  ) : (
    <FullFooter />
  );
}

function FullFooter() {
  const config = useConfig();
  const columns = useFooterColumns();
  const configuredPaths = new Set(columns.flatMap((column) => column.links.map((link) => link.href)));
  const feedbackVariant = useComponentVariant('customerFeedbackBanner');
  return (
    <footer className="site-footer lazy-render">
      <div className="footer-inner">
        {feedbackVariant === 'off' ? null : <FeedbackBanner compact={feedbackVariant === 'compact'} />}
        <div className="footer-grid">
          <FooterMenus columns={columns} />
          <SupportBlock support={config.support} />
          <SocialLinks accounts={config.socialAccounts} siteName={config.siteName} />
          <CapabilityGate require="native-app">
            <section className="footer-block" aria-labelledby="footer-app">
              <h2 id="footer-app">Get the app</h2>
              <p>
                <Link to="/app">Download the {config.siteName} app</Link>
              </p>
            </section>
          </CapabilityGate>
          <AffiliateInvitation />
        </div>
        {/* Every game and its results make long lists: a row of their own below the menus. */}
        <FooterLotteryLinks />
        <PaymentBadges methods={config.acceptedPaymentMethods} />
        <LegalLinks shownElsewhere={configuredPaths} />
        <CompanyInformation />
        <RegulationText regulation={config.regulation} />
        <p className="footer-copyright">
          © {new Date().getFullYear()} {config.siteName}
        </p>
      </div>
    </footer>
  );
}

/** Checkout and sign-in pages keep the footer short: help, legal links and the fine print. */
function CondensedFooter() {
  const config = useConfig();
  return (
    <footer className="site-footer site-footer-condensed">
      <div className="footer-inner">
        <p>
          Need help? Call <a href={telHref(config.support.phone)}>{config.support.phone}</a>
        </p>
        <LegalLinks />
        <RegulationText regulation={config.regulation} />
      </div>
    </footer>
  );
}
