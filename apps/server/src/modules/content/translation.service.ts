// The translation service: the shop's words by locale. en-GB is the shop's second locale; an item it
// lacks is answered from en-AU, so a British visitor reads Australian English rather than nothing.
import type { TranslationItem, TranslationLocale } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { markdownToHtml } from './content-html';
import { listTranslations, type TranslationItemRow } from './content.repository';

export const DEFAULT_LOCALE: TranslationLocale = 'en-AU';

export interface TranslationFilter {
  categories?: readonly string[];
  ids?: readonly string[];
  types?: readonly string[];
}

export interface TranslationService {
  items(locale: TranslationLocale, filter: TranslationFilter): Promise<TranslationItem[]>;
}

function toItem(row: TranslationItemRow): TranslationItem {
  const base = { id: row.id, category: row.category };
  switch (row.type) {
    case 'markdown':
      return {
        ...base,
        type: 'markdown',
        value: row.value,
        html: typeof row.value === 'string' ? markdownToHtml(row.value) : null,
      };
    case 'plain':
      return { ...base, type: 'plain', value: String(row.value) };
    default:
      // Image, seo and json values are stored as the contract describes them (seeded and checked on write).
      return { ...base, type: row.type, value: row.value } as TranslationItem;
  }
}

export function createTranslationService({ db }: { db: Db }): TranslationService {
  return {
    async items(locale, filter) {
      const own = await listTranslations(db, locale, filter);
      if (locale === DEFAULT_LOCALE) return own.map(toItem);
      const have = new Set(own.map((row) => row.id));
      const fallback = (await listTranslations(db, DEFAULT_LOCALE, filter)).filter(
        (row) => !have.has(row.id),
      );
      return [...own, ...fallback].sort((a, b) => a.id.localeCompare(b.id)).map(toItem);
    },
  };
}
