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
  const required =
    config && capabilities
      ? config.cookieConsent.required && hasCapabilities(capabilities.capabilities, 'cookie_consent')
      : null;
  const maxAgeDays = config?.cookieConsent.maxAgeDays;
  useEffect(() => {
    if (required !== null) store.setRequirement(required, maxAgeDays);
  }, [store, required, maxAgeDays]);
}
