import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  displayCategories,
  lotteryKinds,
  productTypes,
  restrictionTypes,
  sqlList,
  type BrandColours,
  type DisplayCategory,
  type GameTypeData,
  type LotteryKind,
  type NumberSetData,
  type ProductType,
  type RegionBrandOverride,
  type RegionCode,
  type RestrictionType,
  type SyndicateTicketData,
  type UrlAlias,
} from './types';

/** A game with its own draws: a commercial lottery, a Fairdraw jackpot lottery or one charity raffle. */
export const lotteries = pgTable(
  'lotteries',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<LotteryKind>().notNull(),
    /** Australia/Sydney draw days, Monday-first bitmask (bit 0 Monday … bit 6 Sunday). 0 = no schedule. */
    drawDays: smallint('draw_days').notNull(),
    /** Sydney wall-clock draw time, "HH:mm". */
    drawTimeLocal: text('draw_time_local').notNull(),
    stopMinutesBefore: integer('stop_minutes_before').notNull(),
    /** Draw number the schedule starts from when the lottery has no draws yet. */
    firstDrawNo: integer('first_draw_no').notNull().default(1),
    numberSets: jsonb('number_sets').$type<NumberSetData[]>().notNull(),
    /** A prize every new draw carries (Set for Life's "$20k a month"); null = announced per draw. */
    fixedPrizePoolCents: bigint('fixed_prize_pool_cents', { mode: 'number' }),
    fixedPrizePoolSuffix: text('fixed_prize_pool_suffix'),
    brandColours: jsonb('brand_colours').$type<BrandColours>().notNull(),
    brandRegionOverrides: jsonb('brand_region_overrides')
      .$type<RegionBrandOverride[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    logoText: text('logo_text').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('lotteries_kind_check', sql.raw(`kind in (${sqlList(lotteryKinds)})`)),
    check('lotteries_draw_days_check', sql`${t.drawDays} between 0 and 127`),
    check('lotteries_draw_time_check', sql`${t.drawTimeLocal} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('lotteries_stop_check', sql`${t.stopMinutesBefore} >= 0`),
  ],
);

export const productOffers = pgTable(
  'product_offers',
  {
    key: text('key').primaryKey(),
    lotteryKey: text('lottery_key')
      .notNull()
      .references(() => lotteries.key),
    type: text('type').$type<ProductType>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Site path, e.g. /saturday-lotto. */
    url: text('url').notNull().unique(),
    urlAliases: jsonb('url_aliases')
      .$type<UrlAlias[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    displayCategory: text('display_category').$type<DisplayCategory>().notNull(),
    availability: text('availability').$type<'available' | 'unavailable'>().notNull().default('available'),
    suspended: boolean('suspended').notNull().default(false),
    recurringPurchaseType: text('recurring_purchase_type').$type<'autoplay' | 'subscription'>().notNull(),
    recurringPurchaseAvailability: text('recurring_purchase_availability')
      .$type<'optional' | 'always' | 'never'>()
      .notNull(),
    analyticsProductType: text('analytics_product_type').notNull(),
    gameTypes: jsonb('game_types').$type<GameTypeData[]>().notNull(),
  },
  (t) => [
    index('product_offers_lottery_idx').on(t.lotteryKey),
    check('product_offers_type_check', sql.raw(`type in (${sqlList(productTypes)})`)),
    check(
      'product_offers_display_category_check',
      sql.raw(`display_category in (${sqlList(displayCategories)})`),
    ),
    check('product_offers_availability_check', sql`${t.availability} in ('available', 'unavailable')`),
    check(
      'product_offers_recurring_type_check',
      sql`${t.recurringPurchaseType} in ('autoplay', 'subscription')`,
    ),
    check(
      'product_offers_recurring_availability_check',
      sql`${t.recurringPurchaseAvailability} in ('optional', 'always', 'never')`,
    ),
  ],
);

export const causes = pgTable('causes', {
  key: text('key').primaryKey(),
  urlSlug: text('url_slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const productOfferCauses = pgTable(
  'product_offer_causes',
  {
    productOfferKey: text('product_offer_key')
      .notNull()
      .references(() => productOffers.key, { onDelete: 'cascade' }),
    causeKey: text('cause_key')
      .notNull()
      .references(() => causes.key),
    rank: integer('rank').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productOfferKey, t.causeKey] }),
    index('product_offer_causes_cause_idx').on(t.causeKey),
  ],
);

/** A price list: which offers a channel sells and in what order. */
export const pricings = pgTable(
  'pricings',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('pricings_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

export const pricingOffers = pgTable(
  'pricing_offers',
  {
    pricingId: text('pricing_id')
      .notNull()
      .references(() => pricings.id, { onDelete: 'cascade' }),
    productOfferKey: text('product_offer_key')
      .notNull()
      .references(() => productOffers.key, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pricingId, t.productOfferKey] }),
    uniqueIndex('pricing_offers_rank_unique').on(t.pricingId, t.rank),
  ],
);

/** States or territories an offer may not be sold in, and why. */
export const offerRestrictions = pgTable(
  'offer_restrictions',
  {
    productOfferKey: text('product_offer_key')
      .notNull()
      .references(() => productOffers.key, { onDelete: 'cascade' }),
    type: text('type').$type<RestrictionType>().notNull(),
    regions: text('regions').array().$type<RegionCode[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productOfferKey, t.type] }),
    check('offer_restrictions_type_check', sql.raw(`type in (${sqlList(restrictionTypes)})`)),
  ],
);

/**
 * The syndicate sold through a syndicate-share offer: its size and its entries. It plays one draw at a
 * time; the shares sold and the numbers of each draw are in `syndicate_draws`.
 */
export const syndicates = pgTable(
  'syndicates',
  {
    productOfferKey: text('product_offer_key').primaryKey(),
    size: integer('size').notNull(),
    costPerShareCents: integer('cost_per_share_cents').notNull(),
    encodedId: text('encoded_id').notNull().unique(),
    tickets: jsonb('tickets').$type<SyndicateTicketData[]>().notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.productOfferKey], foreignColumns: [productOffers.key] }).onDelete('cascade'),
    check('syndicates_size_check', sql`${t.size} > 0`),
    check('syndicates_cost_check', sql`${t.costPerShareCents} > 0`),
  ],
);
