// Campaign parameters follow the visitor into the cart (shop-core §2 "Layout behaviour").

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
