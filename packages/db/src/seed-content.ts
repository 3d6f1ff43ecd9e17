// Fills an empty content store with Fairdraw's demo content: the about, legal and help pages, the blog,
// a page for each cause, the theme and navigation, the pictures they show and the shop's words. Runs on
// its own check (no content yet), so a shop seeded before the content service existed gets it too.
import { count, sql } from 'drizzle-orm';
import type { Db } from './client';
import { contentFiles, contentItems, translationItems } from './schema/index';
import { seedDemoContentCards } from './seed-content-cards';
import { contentFileSeeds } from './seed-data/content/files';
import { contentItemSeeds } from './seed-data/content/items';
import { translationSeeds } from './seed-data/content/translations';

/** Any fixed number works; every process that seeds must use the same one. ("FDCT") */
const CONTENT_SEED_LOCK = 0x46444354;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoContent(db: Db, now: Date): Promise<{ seeded: boolean }> {
  // The feed's notices keep themselves to one of each, so a shop seeded before the feed gets them too.
  await seedDemoContentCards(db, now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_SEED_LOCK})`);
    const [existing] = await tx.select({ items: count() }).from(contentItems);
    if ((existing?.items ?? 0) > 0 || contentItemSeeds.length === 0) return { seeded: false };

    if (contentFileSeeds.length > 0)
      await tx.insert(contentFiles).values(
        contentFileSeeds.map(({ svg, ...file }) => ({
          ...file,
          contentType: 'image/svg+xml',
          bytes: Buffer.from(svg, 'utf8'),
        })),
      );
    await tx.insert(contentItems).values(
      contentItemSeeds.map((item) => {
        const data = item.data as Record<string, unknown>;
        const slug =
          item.collection === 'pages'
            ? (data.path as string)
            : item.collection === 'blog_posts' || item.collection === 'blog_categories'
              ? (data.slug as string)
              : null;
        return {
          collection: item.collection,
          slug,
          status: 'published' as const,
          datePublished: item.daysAgo === undefined ? null : new Date(now.getTime() - item.daysAgo * DAY_MS),
          data,
        };
      }),
    );
    if (translationSeeds.length > 0) await tx.insert(translationItems).values(translationSeeds);
    return { seeded: true };
  });
}
