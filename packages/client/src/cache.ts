// How long reads stay fresh (shop-core §7 "Cached reads", §9). The web app's query client applies these;
// the request layer itself does not cache.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const CACHE_TTL_MS = {
  default: 60_000,
  cart: 20_000,
  productOffers: 18 * MINUTE,
  resultKeys: DAY,
  branding: DAY,
  tips: 1_080_000,
  discovery: 60_000,
  lottoPartyConfig: 5 * MINUTE,
  theme: 10 * MINUTE,
  navigation: DAY,
  components: DAY,
  placement: 5 * MINUTE,
  /** The translation play-heading/seo query. */
  translationHeadings: DAY,
} as const;

export type CacheName = keyof typeof CACHE_TTL_MS;
