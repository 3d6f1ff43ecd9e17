import type { ComponentType } from 'react';
import type { Capability } from '@fairdraw/contracts';
import { CapabilityGate } from '../lib/capabilities';
import { RequireAuth } from '../lib/require-auth';
import { NotFoundPage } from './error-pages';

/** A page that exists only while its capability is on; otherwise the address is a 404. */
export function gated(require: Capability, Page: ComponentType): ComponentType {
  return function GatedPage() {
    return (
      <CapabilityGate require={require} fallback={<NotFoundPage />}>
        <Page />
      </CapabilityGate>
    );
  };
}

/** A page for signed-in customers only (shop-core §6). */
export function protectedPage(Page: ComponentType): ComponentType {
  return function ProtectedPage() {
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  };
}
