// Every service of the shop with its URL prefix and version (docs/architecture.md). All run in this
// process today; discovery is how the client finds them, so moving one elsewhere is a config change.
import type { ServiceName } from '@fairdraw/contracts';

export interface ServiceEntry {
  service: ServiceName;
  version: string;
  prefix: string;
}

export const SERVICE_DIRECTORY: readonly ServiceEntry[] = [
  { service: 'main', version: '2', prefix: '/v2' },
  { service: 'cms', version: '1', prefix: '/cms' },
  { service: 'translation', version: '1', prefix: '/translation' },
  { service: 'verify', version: '1', prefix: '/customer-verify' },
  { service: 'social', version: '3', prefix: '/social' },
  { service: 'gamify', version: '4', prefix: '/gamify' },
  { service: 'placement', version: '1.0', prefix: '/recommend' },
  { service: 'rewards', version: '1', prefix: '/rewards' },
];

export const DISCOVERY_PREFIX = '/discover';
