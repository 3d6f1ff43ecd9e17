// Which features are on: the capability flags of a named segment (shop-core §6).
import { capabilityNames, type Capability, type CapabilitiesResult } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { ServiceUnavailableError } from '../../lib/errors';
import { findDefaultSegment, findSegment } from './capabilities.repository';

export interface CapabilitiesService {
  /** The named segment's flags; an unknown or missing name gets the default segment. */
  getSegment(name?: string): Promise<CapabilitiesResult>;
}

const knownCapabilities = new Set<string>(capabilityNames);
const isCapability = (name: string): name is Capability => knownCapabilities.has(name);

export function createCapabilitiesService({ db }: { db: Db }): CapabilitiesService {
  return {
    async getSegment(name) {
      const segment = (name ? await findSegment(db, name) : null) ?? (await findDefaultSegment(db));
      // A shop whose catalogue was never loaded (production seeds nothing by default) is not open yet.
      if (!segment)
        throw new ServiceUnavailableError(
          'No default capability segment exists: load the catalogue (SEED_DEMO_DATA=true) or create one.',
        );
      // A flag this build does not know yet (stored ahead of a release) is left out, not sent.
      return { segmentName: segment.name, capabilities: segment.capabilities.filter(isCapability) };
    },
  };
}
