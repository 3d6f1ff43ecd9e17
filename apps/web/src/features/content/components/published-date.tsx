import type { ContentItem } from '@fairdraw/contracts';

const dateFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
});

/** "12 November 2026", the Sydney date a post went out (or was last changed, if it has no date). */
export function PublishedDate({ item }: { item: Pick<ContentItem, 'datePublished' | 'updatedAt'> }) {
  const iso = item.datePublished ?? item.updatedAt;
  return <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>;
}
