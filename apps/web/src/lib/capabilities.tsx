import type { ReactNode } from 'react';
import type { Capability } from '@fairdraw/contracts';
import { hasCapabilities } from '@fairdraw/domain';
import { useCapabilitiesQuery } from './api/get-capabilities';

const none: readonly Capability[] = [];

/** The capabilities switched on for the current segment; empty until they have loaded. */
export function useCapabilities(): readonly Capability[] {
  return useCapabilitiesQuery().data?.capabilities ?? none;
}

/** Whether every one of the required capabilities is on. */
export function useHasCapabilities(required: Capability | readonly Capability[]): boolean {
  return hasCapabilities(useCapabilities(), required);
}

interface CapabilityGateProps {
  /** One capability, or a list that must all be on. */
  require: Capability | readonly Capability[];
  children: ReactNode;
  /** Shown instead when the capability is off; nothing by default. */
  fallback?: ReactNode;
}

/** Renders its children only when the server reports every required capability as on. */
export function CapabilityGate({ require, children, fallback = null }: CapabilityGateProps) {
  return useHasCapabilities(require) ? children : fallback;
}
