// Causes the charity raffles support (shop-core §3 "Cause", §7 "Causes"): found by slug, by key, or all.
import { z } from 'zod';
import { causeSchema } from './product-offers';

export const causeWithOffersSchema = causeSchema.extend({
  /** The raffles raising money for it, in the catalogue's order. */
  productOfferKeys: z.array(z.string()),
});
export type CauseWithOffers = z.infer<typeof causeWithOffersSchema>;

export const causesQuerySchema = z.object({
  slug: z.string().max(120).optional(),
  /** A cause key; hyphens are read as underscores (`blue-gum-rfb` is `blue_gum_rfb`). */
  key: z.string().max(120).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
