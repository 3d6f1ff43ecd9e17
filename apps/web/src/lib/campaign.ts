// Campaign parameters follow the visitor into the cart (shop-core §2 "Layout behaviour"), and the
// campaign a browsing session started with is kept for that session (shop-core §4 "Session").
import { acceptStoredValue, isAllowedRedirectUrl } from '@fairdraw/domain';

export const CAMPAIGN_PARAMS = [
  'utm_campaign',
  'utm_medium',
  'utm_source',
  'utm_term',
  'utm_content',
] as const;
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];

/** The campaign parameters of a query string, in the spec's order, empty ones left out. */
export function campaignParams(search: string): URLSearchParams {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CAMPAIGN_PARAMS) {
    const value = from.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
}

/** /cart with the current page's campaign parameters carried over. */
export function cartPathWithCampaign(search: string): string {
  const query = campaignParams(search).toString();
  return query === '' ? '/cart' : `/cart?${query}`;
}

/**
 * Where the visitor came from, kept for the browsing session (shop-core §4 "Session"): sent as the
 * `attribution` of a signup and as `metadata.session` of a purchase. Field names are the wire's.
 */
export interface SessionCampaign {
  campaign?: string;
  content?: string;
  medium?: string;
  source?: string;
  term?: string;
  referrer?: string;
  referringDomain?: string;
}

const campaignFields = [
  ['utm_campaign', 'campaign'],
  ['utm_content', 'content'],
  ['utm_medium', 'medium'],
  ['utm_source', 'source'],
  ['utm_term', 'term'],
] as const satisfies ReadonlyArray<readonly [CampaignParam, keyof SessionCampaign]>;

// The wire's limits (attributionSchema); a longer value is dropped rather than cut.
const MAX_CAMPAIGN_VALUE = 512;
const MAX_REFERRER = 2048;
const hostnamePattern = /^[A-Za-z0-9.-]{1,253}$/;

/** A campaign value obeys the stored-value rule (shop-core §5); anything else is ignored. */
function acceptCampaignValue(raw: string | null): string | undefined {
  const value = acceptStoredValue(raw);
  return value !== null && value.length <= MAX_CAMPAIGN_VALUE ? value : undefined;
}

/** Only a web address is kept as the referrer, with its host as the referring domain. */
function acceptReferrer(raw: string | null): Pick<SessionCampaign, 'referrer' | 'referringDomain'> {
  if (!raw || raw.length > MAX_REFERRER || !isAllowedRedirectUrl(raw) || raw.startsWith('/')) return {};
  try {
    const { hostname } = new URL(raw);
    return hostnamePattern.test(hostname) ? { referrer: raw, referringDomain: hostname } : { referrer: raw };
  } catch {
    return {};
  }
}

/** The campaign of a landing page's query string and the page the visitor came from. */
export function landingCampaign(search: string, referrer: string): SessionCampaign {
  const params = new URLSearchParams(search);
  const campaign: SessionCampaign = {};
  for (const [param, field] of campaignFields) {
    const value = acceptCampaignValue(params.get(param));
    if (value !== undefined) campaign[field] = value;
  }
  return { ...campaign, ...acceptReferrer(referrer) };
}

/** Stored as a query string: `utm_*` names for the campaign, `referrer` for the referrer. */
export function encodeSessionCampaign(campaign: SessionCampaign): string {
  const params = new URLSearchParams();
  for (const [param, field] of campaignFields) {
    const value = campaign[field];
    if (value !== undefined) params.set(param, value);
  }
  if (campaign.referrer !== undefined) params.set('referrer', campaign.referrer);
  return params.toString();
}

/** Reads a stored campaign back, applying the same rules as on landing: a tampered value is ignored. */
export function decodeSessionCampaign(stored: string | null): SessionCampaign {
  if (!stored) return {};
  const params = new URLSearchParams(stored);
  return landingCampaign(stored, params.get('referrer') ?? '');
}

export function isEmptyCampaign(campaign: SessionCampaign): boolean {
  return Object.keys(campaign).length === 0;
}
