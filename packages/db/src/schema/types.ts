// Value lists the database constrains with CHECKs, and the shapes stored in jsonb columns.
// The wire's enumerations are the one definition; the database CHECKs the same lists.
import { timestamp } from 'drizzle-orm/pg-core';
export {
  displayCategories,
  drawStates,
  productTypes,
  regionCodes,
  restrictionTypes,
} from '@fairdraw/contracts';
export type {
  DisplayCategory,
  DrawState,
  GameTypeKey,
  NumberSet as NumberSetData,
  ProductType,
  RegionCode,
  RestrictionType,
} from '@fairdraw/contracts';

import type { GameTypeKey, NumberSet as NumberSetData, RegionCode } from '@fairdraw/contracts';

export const lotteryKinds = ['lottery', 'raffle', 'syndicate'] as const;
export type LotteryKind = (typeof lotteryKinds)[number];

export interface GameOfferData {
  key: string;
  name: string;
  numberSets: NumberSetData[];
  defaultGames: number;
  minGames: number;
  maxGames: number;
  /** Price of one game in one draw, integer cents. */
  pricePerGameCents: number;
  /** Multi-week entries only: the weeks of draws the entry plays. */
  numWeeks?: number;
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
  /** The lottery's game offer each entry is (e.g. powerball_system_8): quick-picked at the close. */
  gameOffer: string;
}

/** A SQL `IN (…)` list of string literals for CHECK constraints built from the lists above. */
export function sqlList(values: readonly string[]): string {
  return values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
}

/** A UTC instant column: timestamptz read as a Date. */
export const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
