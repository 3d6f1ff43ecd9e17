// Value lists the database constrains with CHECKs, and the shapes stored in jsonb columns.
// They mirror @fairdraw/contracts (the wire) on purpose: the database must not depend on the wire
// package, and the catalogue service maps rows to wire shapes, so TypeScript flags any drift there.

export const lotteryKinds = ['lottery', 'raffle', 'syndicate'] as const;
export type LotteryKind = (typeof lotteryKinds)[number];

export const productTypes = [
  'lottery_ticket',
  'multi_draw_ticket',
  'raffle_ticket',
  'syndicate_share',
  'social_syndicate_share',
  'membership',
] as const;
export type ProductType = (typeof productTypes)[number];

export const displayCategories = ['lottery', 'jackpot', 'raffle', 'syndicate'] as const;
export type DisplayCategory = (typeof displayCategories)[number];

export const drawStates = [
  'DRAW_OPEN',
  'DRAW_CLOSED',
  'DRAW_DRAWN',
  'DRAW_SCORED',
  'DRAW_PAID',
  'DRAW_EMAILED',
  'DRAW_CAPPED',
] as const;
export type DrawState = (typeof drawStates)[number];

export const restrictionTypes = ['licensing_restriction', 'migration_restriction'] as const;
export type RestrictionType = (typeof restrictionTypes)[number];

export type RegionCode = 'ACT' | 'NSW' | 'NT' | 'QLD' | 'SA' | 'TAS' | 'VIC' | 'WA';

export type GameTypeKey =
  | 'deferred'
  | 'standard'
  | 'sequential'
  | 'random'
  | 'strike_standard'
  | 'strike_boxed'
  | 'reduced_system'
  | 'mega_combo'
  | 'powerhit'
  | 'powerhit_super_combo'
  | 'powerpik'
  | 'powerpik_system'
  | 'syndicate'
  | 'lotto_party';

/** One set of numbers a game is made of, e.g. 7 of 1–35 "Numbers" and 1 of 1–20 "Powerball". */
export interface NumberSetData {
  key: string;
  name: string;
  /** How many numbers the player picks. */
  count: number;
  min: number;
  max: number;
  /** How many numbers the draw produces for this set. */
  drawnCount: number;
  /** Extra numbers drawn alongside, e.g. supplementaries. */
  supplementaryCount: number;
}

export interface GameOfferData {
  key: string;
  name: string;
  numberSets: NumberSetData[];
  defaultGames: number;
  minGames: number;
  maxGames: number;
  /** Price of one game in one draw, integer cents. */
  pricePerGameCents: number;
}

export interface GameTypeData {
  key: GameTypeKey;
  name: string;
  gameOffers: GameOfferData[];
}

export interface BrandColours {
  primary: string;
  secondary: string;
  text: string;
}

export interface RegionBrandOverride {
  brandingRegion: RegionCode;
  colours: BrandColours;
}

export interface UrlAlias {
  subvariant: string;
  url: string;
}

export interface SyndicateTicketData {
  name: string;
  numStandardGames: number;
  numGames: number;
}

/** A SQL `IN (…)` list of string literals for CHECK constraints built from the lists above. */
export function sqlList(values: readonly string[]): string {
  return values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
}
