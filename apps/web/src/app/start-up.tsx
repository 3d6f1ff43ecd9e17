import type { ReactNode } from 'react';
import { useCapabilitiesQuery } from '../lib/api/get-capabilities';
import { useConfigQuery } from '../lib/api/get-config';
import { useBranding } from '../lib/api/get-branding';
import { useConsentRequirement } from '../lib/consent-context';
import { useDiscovery } from '../lib/api/get-discovery';
import { useProductOffers } from '../lib/api/get-product-offers';
import { ErrorPageForStatus, FullPage, NoProductsPage } from './error-pages';

export function StartUpLoading() {
  return (
    <FullPage>
      <div className="start-up-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>Getting the draws ready…</p>
      </div>
    </FullPage>
  );
}

/** 503 shows the maintenance page; any other start-up failure is the server-busy page (shop-core §4). */
function startUpStatus(error: unknown): number {
  const status = error !== null && typeof error === 'object' && 'status' in error ? error.status : undefined;
  return status === 503 ? 503 : 500;
}

/**
 * Start-up (shop-core §4): discovery, then config and capabilities side by side, then product offers
 * and branding. Pages render only once the shop knows its config, capabilities and offers. Branding
 * only colours the cards, so nothing waits for it.
 */
export function StartUpGate({ children }: { children: ReactNode }) {
  const discovery = useDiscovery();
  const discovered = discovery.isSuccess;
  const config = useConfigQuery({ enabled: discovered });
  const capabilities = useCapabilitiesQuery({ enabled: discovered });
  const offers = useProductOffers({ enabled: config.isSuccess });
  useBranding({ enabled: config.isSuccess });
  useConsentRequirement(config.data, capabilities.data);

  // A failed refresh of data we already have is not fatal; only a read that never succeeded is.
  const failed = [discovery, config, capabilities, offers].find(
    (query) => query.isError && query.data === undefined,
  );
  if (failed) {
    return (
      <FullPage>
        <ErrorPageForStatus status={startUpStatus(failed.error)} />
      </FullPage>
    );
  }
  if (!config.data || !capabilities.data || !offers.data) return <StartUpLoading />;
  if (offers.data.offers.length === 0) {
    return (
      <FullPage>
        <NoProductsPage />
      </FullPage>
    );
  }
  return children;
}
