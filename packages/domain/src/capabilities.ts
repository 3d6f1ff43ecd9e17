import type { Capability } from '@fairdraw/contracts';

/**
 * Whether the customer's segment has the capability, or every one of a list (shop-core §6).
 * An empty list asks for nothing, so it is allowed.
 */
export function hasCapabilities(
  enabled: readonly string[] | ReadonlySet<string>,
  required: Capability | readonly Capability[],
): boolean {
  const on: ReadonlySet<string> = enabled instanceof Set ? enabled : new Set(enabled);
  const needed: readonly Capability[] = typeof required === 'string' ? [required] : required;
  return needed.every((capability) => on.has(capability));
}
