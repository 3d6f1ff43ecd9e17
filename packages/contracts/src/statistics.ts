// Number statistics of a lottery (GET /v2/statistics/{productOfferKey}), shown on
// /:productOfferKey/statistics. The counting rules are @fairdraw/domain's (results/statistics.ts).
import { z } from 'zod';

/** Most recent drawn draws one statistics answer may count; without `last` every draw counts. */
export const STATISTICS_MAX_DRAWS = 500;

const offerKeySchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, hyphen or underscore.');

export const statisticsParamsSchema = z.object({ productOfferKey: offerKeySchema });

export const statisticsQuerySchema = z.object({
  /** Count only the newest this many drawn draws. */
  last: z
    .string()
    .regex(/^[0-9]+$/, 'Please enter a whole number of draws.')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'Please count at least 1 draw.')
        .max(STATISTICS_MAX_DRAWS, `Please count at most ${STATISTICS_MAX_DRAWS} draws.`),
    )
    .optional(),
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** A draw as the statistics name it. */
export const statisticsDrawSchema = z.object({ drawNo: z.number().int(), date: z.string() });
export type StatisticsDraw = z.infer<typeof statisticsDrawSchema>;

export const statisticsFrequencySchema = z.object({
  number: z.number().int(),
  /** Counted draws this number was drawn in. */
  count: z.number().int().nonnegative(),
  /** The latest counted draw it came up in; null when it did not come up. */
  lastDrawn: statisticsDrawSchema.nullable(),
  /** Counted draws since then (0: the latest draw); null when it did not come up. */
  drawsSince: z.number().int().nonnegative().nullable(),
});
export type StatisticsFrequency = z.infer<typeof statisticsFrequencySchema>;

export const statisticsNumberSetSchema = z.object({
  key: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  /** Every number of the range, lowest first, zeros included. */
  frequencies: z.array(statisticsFrequencySchema),
  /** Most drawn first; empty when no draw was counted. */
  hot: z.array(z.number().int()),
  /** Least drawn first; empty when no draw was counted. */
  cold: z.array(z.number().int()),
});
export type StatisticsNumberSet = z.infer<typeof statisticsNumberSetSchema>;

export const statisticsResultSchema = z.object({
  productOfferKey: z.string(),
  name: z.string(),
  /** Drawn draws counted: all of them, or the newest `last`. */
  drawsCounted: z.number().int().nonnegative(),
  /** The `last` asked for, or null for every draw. */
  last: z.number().int().positive().nullable(),
  /** The oldest and newest counted draws; null when no draw has been drawn yet. */
  firstDraw: statisticsDrawSchema.nullable(),
  lastDraw: statisticsDrawSchema.nullable(),
  numberSets: z.array(statisticsNumberSetSchema),
});
export type StatisticsResult = z.infer<typeof statisticsResultSchema>;
