import { Suspense, useEffect, useRef } from 'react';
import { ScrollRestoration, useLocation, useOutlet } from 'react-router';
import { ListSkeleton } from '../../components/ui/list-states';
import { useToasts } from '../../components/ui/toast';
import { ConfirmationBanner } from '../../features/account-details/components/confirmation-banner';
import { ConsentManager } from '../../features/consent/components/consent-manager';
import { useAccountGateRedirect } from '../../features/auth/hooks/use-account-gate-redirect';
import { VerificationBanner } from '../../features/verification/components/verification-banner';
import { useAffiliateCapture } from '../../features/cart';
import { PreCartDrawerHost } from '../../features/placements';
import { useSession } from '../../lib/session';
import { useSessionActivity } from '../../lib/session-activity';
import { useOffersReadAgainAtSalesClose } from '../../lib/api/get-product-offers';
import { useApplyTheme } from '../../lib/api/get-theme';
import { RenderErrorBoundary } from '../render-error-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { RouteProgress } from './route-progress';
import { SitewideBanner } from './sitewide-banner';
import './layout.css';

/** Toasts belong to one login state: signing in or out clears them (account-area §2). */
function useClearToastsOnLoginChange() {
  const { isAuthenticated } = useSession();
  const toasts = useToasts();
  const previous = useRef(isAuthenticated);
  useEffect(() => {
    if (previous.current === isAuthenticated) return;
    previous.current = isAuthenticated;
    toasts.clear();
  }, [isAuthenticated, toasts]);
}

/**
 * Header, main area and footer around every shop page (shop-core §2 "Base layout"). It is also the
 * router's hydrate fallback: while a first visit's page chunk loads, the shell shows with a skeleton
 * where the page goes, and stays mounted when the page arrives (decision 0056).
 */
export function BaseLayout() {
  const location = useLocation();
  const page = useOutlet();
  useClearToastsOnLoginChange();
  useAffiliateCapture();
  useAccountGateRedirect();
  useSessionActivity();
  useApplyTheme();
  useOffersReadAgainAtSalesClose();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <RouteProgress />
      <ConsentManager />
      <SitewideBanner />
      <Header />
      <ConfirmationBanner />
      <main id="main" className="page" tabIndex={-1}>
        {location.pathname.startsWith('/my-account') ? <VerificationBanner /> : null}
        <RenderErrorBoundary resetKey={location.key}>
          <PreCartDrawerHost>
            <Suspense fallback={<ListSkeleton label="Loading" />}>
              {page ?? <ListSkeleton label="Loading the page" />}
            </Suspense>
          </PreCartDrawerHost>
        </RenderErrorBoundary>
      </main>
      <Footer />
      {/* Back/forward restores the old position; other moves go to the hash target or the top. */}
      <ScrollRestoration />
    </div>
  );
}
