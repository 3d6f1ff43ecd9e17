import type { TranslationItem } from '@fairdraw/contracts';
import { ContentHtml } from './content-html';

type MarkdownItem = Extract<TranslationItem, { type: 'markdown' }>;

/**
 * A markdown translation item as the server rendered and sanitised it, or `fallback` when there is no
 * such item. An item whose value is not text is a content mistake: development fails loudly so it is
 * fixed, and customers see nothing rather than stray words (shop-core §3 "Translation items").
 */
export function TranslatedMarkdown({
  item,
  fallback = null,
  className,
}: {
  item: MarkdownItem | undefined;
  fallback?: React.ReactNode;
  className?: string;
}) {
  if (!item) return fallback;
  if (item.html === null) {
    if (import.meta.env.DEV) throw new Error(`The markdown item "${item.id}" holds no text.`);
    return null;
  }
  return <ContentHtml html={item.html} {...(className ? { className } : {})} />;
}
