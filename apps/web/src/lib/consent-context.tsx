// The consent store for components: its state, and the requirement kept in step with config and
// capabilities (decision 0040).
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { hasCapabilities } from '@fairdraw/domain';
import type { CapabilitiesResult, ConfigResult } from '@fairdraw/contracts';
import type { ConsentState, ConsentStore } from './consent';

const ConsentContext = createContext<ConsentStore | null>(null);

export function ConsentProvider({ store, children }: { store: ConsentStore; children: ReactNode }) {
  return <ConsentContext value={store}>{children}</ConsentContext>;
}

export function useConsentStore(): ConsentStore {
  const store = useContext(ConsentContext);
  if (!store) throw new Error('useConsentStore must be used inside <ConsentProvider>');
  return store;
}

export function useConsent(): ConsentState {
  const store = useConsentStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/**
 * Consent is asked where the `cookie_consent` capability is on and config says it is required; until
 * both have loaded nothing outside the essential category is written. The start-up gate passes them.
 */
export function useConsentRequirement(
  config: ConfigResult | undefined,
  capabilities: CapabilitiesResult | undefined,
): void {
  const store = useConsentStore();
  useEffect(() => applyConsentRequirement(store, config, capabilities), [store, config, capabilities]);
}

/**
 * Sets whether consent is asked, once config and capabilities are known. Pages drawn from the start-up
 * answers set it before they are drawn (decision 0062), so the banner is in the first drawing.
 */
export function applyConsentRequirement(
  store: ConsentStore,
  config: ConfigResult | undefined,
  capabilities: CapabilitiesResult | undefined,
): void {
  if (!config || !capabilities) return;
  const required =
    config.cookieConsent.required && hasCapabilities(capabilities.capabilities, 'cookie_consent');
  store.setRequirement(required, config.cookieConsent.maxAgeDays);
}
