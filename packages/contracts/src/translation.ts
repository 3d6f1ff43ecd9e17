// The translation service (/translation): the shop's words by locale (shop-core §3 "Translation
// items", §7 "Cached reads"). The web keeps a default for every message, so a missing item never
// leaves a gap; a markdown item also carries its HTML, rendered and sanitised by the server.
import { z } from 'zod';
import { queryList } from './content';

export const translationLocales = ['en-AU', 'en-GB'] as const;
export const translationLocaleSchema = z.enum(translationLocales);
export type TranslationLocale = z.infer<typeof translationLocaleSchema>;

export const translationItemTypes = ['image', 'markdown', 'plain', 'seo', 'json'] as const;
export const translationItemTypeSchema = z.enum(translationItemTypes);
export type TranslationItemType = z.infer<typeof translationItemTypeSchema>;

/** `home.hero.title`: dot-separated lower-case words. */
export const translationIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]*(\.[a-z0-9][a-z0-9_-]*)*$/, 'Use dot-separated lower-case words.')
  .max(120);

export const translationImageSchema = z.object({
  imageUrl: z.string(),
  contentDescription: z.string(),
  imageHeight: z.number().int().positive(),
  imageWidth: z.number().int().positive(),
});

export const translationSeoSchema = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(300),
  imageUrl: z.string().optional(),
});
export type TranslationSeo = z.infer<typeof translationSeoSchema>;

const base = { id: z.string(), category: z.string() };

export const translationItemSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('plain'), value: z.string() }),
  // Stored as written; a value that is not text renders nothing (and fails loudly in development).
  z.object({ ...base, type: z.literal('markdown'), value: z.unknown(), html: z.string().nullable() }),
  z.object({ ...base, type: z.literal('seo'), value: translationSeoSchema }),
  z.object({ ...base, type: z.literal('image'), value: translationImageSchema }),
  z.object({ ...base, type: z.literal('json'), value: z.unknown() }),
]);
export type TranslationItem = z.infer<typeof translationItemSchema>;

export const translationParamsSchema = z.object({ locale: translationLocaleSchema });
export const translationQuerySchema = z.object({
  /** Categories (`c[]=home&c[]=seo`). */
  c: queryList(z.string().max(60), 20).optional(),
  /** Item ids. */
  id: queryList(translationIdSchema, 100).optional(),
  /** Item types. */
  t: queryList(translationItemTypeSchema, 5).optional(),
  clearCache: z.string().optional(),
});
export type TranslationQuery = z.infer<typeof translationQuerySchema>;
