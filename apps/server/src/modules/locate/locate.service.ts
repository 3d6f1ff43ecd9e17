// GET /locate (shop-core §7; decision 0050): which Australian state a caller is in, so the play screen
// can tell a visitor before they build a ticket that a product is not sold there. The shop keeps no IP
// database. In order of trust: a signed-in customer's address (what a purchase is judged by, decision
// 0045); the state the edge (CDN or load balancer) found for the connection, in `x-fairdraw-state`,
// which the edge sets and overwrites; the browser's time zone, a hint (`?tz=Australia/Perth`); else
// unknown. It only ever decides what a visitor is told first: buying goes by the address.
import { australianStates, type AustralianState, type LocateResult } from '@fairdraw/contracts';

/** Set by the edge from its own geolocation; a client-sent value is overwritten there. */
export const EDGE_STATE_HEADER = 'x-fairdraw-state';
/** The edge's ISO country code for the connection. */
export const EDGE_COUNTRY_HEADER = 'x-fairdraw-country';

/** IANA zones (and their aliases) that name one state or territory. Australia/Sydney is NSW or ACT. */
const TIME_ZONE_STATES: Readonly<Record<string, AustralianState>> = {
  'Australia/Sydney': 'NSW',
  'Australia/NSW': 'NSW',
  'Australia/Broken_Hill': 'NSW',
  'Australia/Yancowinna': 'NSW',
  'Australia/Lord_Howe': 'NSW',
  'Australia/LHI': 'NSW',
  'Australia/Canberra': 'ACT',
  'Australia/ACT': 'ACT',
  'Australia/Melbourne': 'VIC',
  'Australia/Victoria': 'VIC',
  'Australia/Brisbane': 'QLD',
  'Australia/Queensland': 'QLD',
  'Australia/Lindeman': 'QLD',
  'Australia/Adelaide': 'SA',
  'Australia/South': 'SA',
  'Australia/Darwin': 'NT',
  'Australia/North': 'NT',
  'Australia/Perth': 'WA',
  'Australia/West': 'WA',
  'Australia/Eucla': 'WA',
  'Australia/Hobart': 'TAS',
  'Australia/Tasmania': 'TAS',
  'Australia/Currie': 'TAS',
  'Antarctica/Macquarie': 'TAS',
};

const isState = (value: string): value is AustralianState =>
  (australianStates as readonly string[]).includes(value);

export interface LocateRequest {
  /** The signed-in customer's address state; undefined for a visitor. */
  addressState?: AustralianState | null;
  edgeState?: string | undefined;
  edgeCountry?: string | undefined;
  timeZone?: string | undefined;
}

export function locate({ addressState, edgeState, edgeCountry, timeZone }: LocateRequest): LocateResult {
  if (addressState) return { country: 'AU', state: addressState, source: 'customer_address' };
  const country = edgeCountry?.trim().toUpperCase();
  const fromEdge = edgeState?.trim().toUpperCase();
  if (fromEdge && isState(fromEdge) && (!country || country === 'AU')) {
    return { country: 'AU', state: fromEdge, source: 'edge' };
  }
  // The edge says elsewhere: a time zone setting does not move the visitor into Australia.
  if (country && country !== 'AU') return { country, state: null, source: 'edge' };
  const fromZone = timeZone ? TIME_ZONE_STATES[timeZone] : undefined;
  if (fromZone) return { country: 'AU', state: fromZone, source: 'timezone' };
  return { country: country ?? null, state: null, source: 'unknown' };
}

export function createLocateService(deps: {
  addressStateOf(customerId: string): Promise<AustralianState | null>;
}) {
  return {
    async locate(request: Omit<LocateRequest, 'addressState'> & { customerId: string | null }) {
      const addressState = request.customerId ? await deps.addressStateOf(request.customerId) : null;
      return locate({ ...request, addressState });
    },
  };
}

export type LocateService = ReturnType<typeof createLocateService>;
