// The notifications feed (account-area: "A notifications icon ... showing the unviewed count of content
// cards"; decision 0042): short messages in the customer's inbox, their own (a prize won) or to every
// signed-in customer (a notice from the shop). Each customer marks cards viewed for themselves.
import { z } from 'zod';

export const contentCardCategories = ['results', 'prize', 'promotion', 'account'] as const;
export type ContentCardCategory = (typeof contentCardCategories)[number];

export const CONTENT_CARD_TITLE_MAX = 80;
export const CONTENT_CARD_BODY_MAX = 500;
export const CONTENT_CARDS_PAGE_SIZE = 20;
/** How many cards one call may mark viewed: a page and then some. */
export const CONTENT_CARDS_VIEWED_MAX = 100;

/**
 * A path inside the shop (`/results/powerball`), never another site: no scheme, no `//`, no backslash,
 * nothing a browser would read as a new address.
 */
export const internalLinkPathSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/(?![/\\])[A-Za-z0-9\-._~/?=&%#+]*$/, 'Use a path inside the shop, like /results.');

export const contentCardSchema = z.object({
  id: z.string(),
  category: z.enum(contentCardCategories),
  title: z.string(),
  body: z.string(),
  linkPath: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  viewed: z.boolean(),
});
export type ContentCard = z.infer<typeof contentCardSchema>;

/** GET /notifications/cards: a page of the customer's live cards, newest first, and how many are unviewed. */
export const contentCardsResultSchema = z.object({
  cards: z.array(contentCardSchema),
  unviewedCount: z.number().int(),
});
export type ContentCardsResult = z.infer<typeof contentCardsResultSchema>;

export const contentCardsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(CONTENT_CARDS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** POST /notifications/cards/viewed: the cards the customer has seen, or all of their live cards. */
export const markCardsViewedBodySchema = z
  .object({
    cardIds: z.array(z.uuid('Use card ids from the feed.')).min(1).max(CONTENT_CARDS_VIEWED_MAX).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => (body.cardIds === undefined) !== (body.all === undefined), {
    message: 'Send either card_ids or all: true.',
    path: ['cardIds'],
  });
export type MarkCardsViewedBody = z.infer<typeof markCardsViewedBodySchema>;

export const markCardsViewedResultSchema = z.object({ unviewedCount: z.number().int() });

/** POST /ops/notifications/cards: a card to one customer, or to everyone signed in when customer_id is absent. */
export const contentCardWriteSchema = z.object({
  customerId: z.string().trim().min(1).max(64).nullable().optional(),
  category: z.enum(contentCardCategories),
  title: z.string().trim().min(1, 'This field is required').max(CONTENT_CARD_TITLE_MAX),
  body: z.string().trim().min(1, 'This field is required').max(CONTENT_CARD_BODY_MAX),
  linkPath: internalLinkPathSchema.nullable().optional(),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ContentCardWrite = z.infer<typeof contentCardWriteSchema>;

/** A card as an operator sees it: who it is for instead of whether it was viewed. */
export const opsContentCardSchema = contentCardSchema.omit({ viewed: true }).extend({
  customerId: z.string().nullable(),
});
export type OpsContentCard = z.infer<typeof opsContentCardSchema>;
