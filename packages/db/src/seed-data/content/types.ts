// The shapes of the demo content: items of the content service's collections, the pictures they show
// and the translation items. Checked against the contract's schemas by content-seeds.test.ts.
import type {
  ContentCollection,
  ContentData,
  TranslationItemType,
  TranslationLocale,
} from '@fairdraw/contracts';

export type ContentItemSeed = {
  [C in ContentCollection]: {
    collection: C;
    /** Published this many days before the seeding moment; undefined shows at once (no publish date). */
    daysAgo?: number;
    data: ContentData<C>;
  };
}[ContentCollection];

export interface ContentFileSeed {
  /** Lower-case words and hyphens: how items name it (`imageId`). */
  id: string;
  filename: string;
  width: number;
  height: number;
  /** What it shows, read out by screen readers. */
  description: string;
  /** The SVG document itself: drawn for Fairdraw, no external references. */
  svg: string;
}

export interface TranslationSeed {
  locale: TranslationLocale;
  id: string;
  category: string;
  type: TranslationItemType;
  value: unknown;
}
