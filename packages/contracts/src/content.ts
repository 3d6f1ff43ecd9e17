// The content service (/cms): the shop's pages, blog, theme and navigation as items of collections
// (shop-core §3 "Content entities", §4 "Content visibility", §7 "Content service reads"). Operators write
// them through the same service; HTML arrives sanitised by the server and is never trusted as sent.
import { z } from 'zod';

export const contentCollections = [
  'pages',
  'blog',
  'blog_posts',
  'blog_categories',
  'theme',
  'site_config',
  'contact_page',
] as const;
export const contentCollectionSchema = z.enum(contentCollections);
export type ContentCollection = z.infer<typeof contentCollectionSchema>;

export const contentStatuses = ['published', 'draft', 'archived'] as const;
export const contentStatusSchema = z.enum(contentStatuses);
export type ContentStatus = z.infer<typeof contentStatusSchema>;

/** A content file's id: lower-case words and hyphens, the same in URLs and in the items that use it. */
export const contentFileIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Use lower-case letters, digits and hyphens.');

/** An item's slug, or a page's path below the site root without its leading slash (`about/privacy`). */
const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, 'Use lower-case words joined by hyphens or slashes.');

/** Sanitised HTML: the server keeps only safe tags and attributes before storing and sending it. */
const htmlSchema = z.string().max(100_000);
const shortText = z.string().min(1).max(200);
const longText = z.string().max(2000);
/** A link inside the shop (`/about`) or an http(s) page elsewhere. */
const hrefSchema = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'Use a path in the shop or an http(s) address.');

/** A list in a query: `status[]=draft&status[]=archived`, or one plain `status=draft`. */
export function queryList<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(item).max(max));
}

const imageRef = { imageId: contentFileIdSchema, imageAlt: z.string().max(300) };

/** The spec's block types, in the order shop-core §3 lists them. */
export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('page_header'),
    title: shortText,
    subtitle: longText.optional(),
    ...z.object(imageRef).partial().shape,
  }),
  z.object({
    type: z.literal('content_grid'),
    title: shortText.optional(),
    items: z
      .array(
        z.object({
          title: shortText,
          text: longText,
          href: hrefSchema.optional(),
          ...z.object(imageRef).partial().shape,
        }),
      )
      .min(1)
      .max(12),
  }),
  z.object({ type: z.literal('single_column'), html: htmlSchema }),
  z.object({
    type: z.literal('two_column_grid'),
    columns: z.tuple([z.object({ html: htmlSchema }), z.object({ html: htmlSchema })]),
  }),
  z.object({ type: z.literal('divider') }),
  z.object({
    type: z.literal('image_beside_text'),
    ...imageRef,
    imageSide: z.enum(['left', 'right']).default('left'),
    html: htmlSchema,
  }),
  z.object({
    type: z.literal('call_to_action'),
    title: shortText,
    text: longText.optional(),
    label: z.string().min(1).max(60),
    href: hrefSchema,
  }),
  z.object({
    type: z.literal('logo_grid'),
    title: shortText.optional(),
    logos: z
      .array(z.object({ name: shortText, href: hrefSchema.optional(), ...imageRef }))
      .min(1)
      .max(24),
  }),
  z.object({
    type: z.literal('blog_posts'),
    title: shortText.optional(),
    categorySlug: slugSchema.optional(),
    count: z.number().int().min(1).max(12).default(4),
  }),
  z.object({
    type: z.literal('banners'),
    banners: z
      .array(
        z.object({
          title: shortText,
          text: longText.optional(),
          label: z.string().min(1).max(60).optional(),
          href: hrefSchema.optional(),
          ...z.object(imageRef).partial().shape,
        }),
      )
      .min(1)
      .max(6),
  }),
  z.object({ type: z.literal('blog_categories'), title: shortText.optional() }),
  z.object({ type: z.literal('full_page_content'), html: htmlSchema }),
  z.object({ type: z.literal('html_content'), html: htmlSchema }),
  z.object({
    type: z.literal('featured_tickets'),
    title: shortText.optional(),
    productOfferKeys: z.array(z.string().min(1).max(64)).min(1).max(8),
  }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type ContentBlockType = ContentBlock['type'];

export const seoSchema = z.object({
  title: shortText,
  description: z.string().max(300),
  imageId: contentFileIdSchema.optional(),
});
export type Seo = z.infer<typeof seoSchema>;

const navLinkSchema = z.object({ label: z.string().min(1).max(60), href: hrefSchema });
export type NavLink = z.infer<typeof navLinkSchema>;

export const pageDataSchema = z.object({
  /** Where the page lives: `about/privacy` is /about/privacy. */
  path: slugSchema,
  /** How the web lays it out: `default`, `legal` (long reading text), `contact` (adds the support form). */
  template: z.enum(['default', 'legal', 'contact']),
  name: shortText,
  seo: seoSchema,
  /** A menu of sibling pages shown above the sections (the about pages share one). */
  subnavigation: z.array(navLinkSchema).max(12).optional(),
  /** The footer under the page: full, or the short one of checkout pages. */
  footer: z.enum(['full', 'condensed']).default('full'),
  sections: z.array(contentBlockSchema).max(40),
});

export const blogPostDataSchema = z.object({
  slug: slugSchema,
  title: shortText,
  summary: z.string().min(1).max(400),
  author: shortText,
  /** Category slugs. */
  categories: z.array(slugSchema).max(6),
  ...imageRef,
  body: htmlSchema,
});

export const blogCategoryDataSchema = z.object({
  slug: slugSchema,
  name: shortText,
  description: longText.optional(),
});

/** The blog's own landing text. */
export const blogDataSchema = z.object({ title: shortText, intro: longText, seo: seoSchema });

const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1a2b3c.');
const cssLength = z.string().regex(/^\d{1,3}(\.\d+)?(px|rem)$/, 'Use a length like 8px or 0.5rem.');

export const themeDataSchema = z.object({
  colours: z.object({
    primary: colourSchema,
    primaryContrast: colourSchema,
    accent: colourSchema,
    background: colourSchema,
    surface: colourSchema,
    text: colourSchema,
    mutedText: colourSchema,
    border: colourSchema,
  }),
  logos: z.object({ main: contentFileIdSchema, alt: z.string().min(1).max(100) }),
  fonts: z.object({
    body: z.string().regex(/^[A-Za-z0-9 ,'"-]{1,200}$/, 'Use a CSS font-family list.'),
    heading: z.string().regex(/^[A-Za-z0-9 ,'"-]{1,200}$/, 'Use a CSS font-family list.'),
  }),
  /** Decorative choices: the shape behind headings and the pattern of banners. */
  motifs: z.object({ heading: z.enum(['none', 'underline', 'ribbon']), banner: z.enum(['plain', 'dots']) }),
  borderRadius: cssLength,
  boxShadow: z.enum(['none', 'soft', 'raised']),
});
export type Theme = z.infer<typeof themeDataSchema>;

export const componentNames = [
  'affiliateWidget',
  'companyInformationWidget',
  'charitySupportWidget',
  'customerFeedbackBanner',
  'productSupportBanner',
  'uniqueSellingPointWidget',
] as const;
export type ComponentName = (typeof componentNames)[number];
/** Each component's variant: `off` hides it; the other names choose a layout. */
export const componentVariantsSchema = z.partialRecord(
  z.enum(componentNames),
  z.enum(['off', 'default', 'compact']),
);
export type ComponentVariants = z.infer<typeof componentVariantsSchema>;

export const navigationSchema = z.object({
  header: z.array(navLinkSchema).max(10),
  footer: z.array(z.object({ title: shortText, links: z.array(navLinkSchema).max(12) })).max(6),
  /** Route labels the shop shows instead of its own, by path (`/lotto-tickets` → "Lotteries"). */
  routeLabels: z.record(z.string().max(120), z.string().min(1).max(60)).default({}),
});
export type Navigation = z.infer<typeof navigationSchema>;

export const siteConfigDataSchema = z.object({
  navigation: navigationSchema,
  components: componentVariantsSchema,
});

export const contactPageDataSchema = z.object({
  title: shortText,
  intro: longText,
  seo: seoSchema,
  /** Topics the support form offers. */
  topics: z.array(z.string().min(1).max(60)).min(1).max(12),
});

/** Each collection's data, as the service checks what operators write. */
export const contentDataSchemas = {
  pages: pageDataSchema,
  blog: blogDataSchema,
  blog_posts: blogPostDataSchema,
  blog_categories: blogCategoryDataSchema,
  theme: themeDataSchema,
  site_config: siteConfigDataSchema,
  contact_page: contactPageDataSchema,
} as const satisfies Record<ContentCollection, z.ZodType>;

export type ContentData<C extends ContentCollection> = z.output<(typeof contentDataSchemas)[C]>;

const itemFields = {
  id: z.string(),
  status: contentStatusSchema,
  /** When the item may first show; empty means at once. */
  datePublished: z.string().nullable(),
  updatedAt: z.string(),
};

export type ContentItem<C extends ContentCollection = ContentCollection> = {
  id: string;
  collection: C;
  status: ContentStatus;
  datePublished: string | null;
  updatedAt: string;
  data: ContentData<C>;
};

export const contentItemsParamsSchema = z.object({ collection: contentCollectionSchema });
export const contentItemParamsSchema = z.object({
  collection: contentCollectionSchema,
  id: z.string().min(1).max(120),
});

export const CONTENT_PAGE_SIZE = 12;
export const CONTENT_MAX_PAGE_SIZE = 100;

export const contentItemsQuerySchema = z.object({
  /** Pages by path, posts and categories by slug. */
  slug: z.string().max(120).optional(),
  /** Blog posts in a category (its slug). */
  category: z.string().max(120).optional(),
  /** Draft or archived items too; honoured only with a preview token. */
  status: queryList(contentStatusSchema, 3).optional(),
  previewToken: z.string().max(300).optional(),
  /** Only these fields of each item's data (the page list for routing needs path, template, name). */
  fields: queryList(z.string().regex(/^[a-zA-Z]{1,40}$/), 20).optional(),
  limit: z.coerce.number().int().min(1).max(CONTENT_MAX_PAGE_SIZE).default(CONTENT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  clearCache: z.string().optional(),
});
export type ContentItemsQuery = z.infer<typeof contentItemsQuerySchema>;

export const contentItemQuerySchema = contentItemsQuerySchema.pick({
  status: true,
  previewToken: true,
  clearCache: true,
});

/** What a list answers: items whose data may be cut to the asked fields. */
export const contentItemsResultSchema = z.array(
  z.object({
    ...itemFields,
    collection: contentCollectionSchema,
    data: z.record(z.string(), z.unknown()),
  }),
);

export const contentItemWriteSchema = z.object({
  status: contentStatusSchema.default('draft'),
  datePublished: z.iso.datetime({ offset: true }).nullable().default(null),
  data: z.record(z.string(), z.unknown()),
});
/** Only what is sent changes (no defaults: a PATCH without `status` keeps the item's status). */
export const contentItemUpdateSchema = z.object({
  status: contentStatusSchema.optional(),
  datePublished: z.iso.datetime({ offset: true }).nullable().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

export const contentFileParamsSchema = z.object({ id: contentFileIdSchema });
export const contentFileSchema = z.object({
  id: contentFileIdSchema,
  filename: z.string(),
  contentType: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  description: z.string(),
  /** Where the bytes are: an <img> can load it without signed headers. */
  url: z.string(),
});
export type ContentFile = z.infer<typeof contentFileSchema>;

export const previewTokenResultSchema = z.object({ previewToken: z.string(), expiresAt: z.string() });
