// What an item of each collection may hold: the contract's schema for its data, with every HTML field
// sanitised. Used when an operator writes an item and again when an item is read.
import {
  contentDataSchemas,
  type ContentBlock,
  type ContentCollection,
  type ContentData,
} from '@fairdraw/contracts';
import { fieldErrorsFromIssues } from '../../plugins/validation';
import { ValidationError } from '../../lib/errors';
import { sanitiseHtml } from './content-html';

/** The single items: one theme, one site config, one contact page, one blog landing. */
const SINGLE_COLLECTIONS: ReadonlySet<ContentCollection> = new Set([
  'theme',
  'site_config',
  'contact_page',
  'blog',
]);

function cleanBlock(block: ContentBlock): ContentBlock {
  switch (block.type) {
    case 'single_column':
    case 'full_page_content':
    case 'html_content':
    case 'image_beside_text':
      return { ...block, html: sanitiseHtml(block.html) };
    case 'two_column_grid':
      return {
        ...block,
        columns: [
          { html: sanitiseHtml(block.columns[0].html) },
          { html: sanitiseHtml(block.columns[1].html) },
        ],
      };
    default:
      return block;
  }
}

function cleanHtml<C extends ContentCollection>(collection: C, data: ContentData<C>): ContentData<C> {
  if (collection === 'pages') {
    const page = data as ContentData<'pages'>;
    return { ...page, sections: page.sections.map(cleanBlock) } as ContentData<C>;
  }
  if (collection === 'blog_posts') {
    const post = data as ContentData<'blog_posts'>;
    return { ...post, body: sanitiseHtml(post.body) } as ContentData<C>;
  }
  return data;
}

/** The data checked against its collection's schema (400 with field errors under `data.`) and cleaned. */
export function checkedContentData<C extends ContentCollection>(
  collection: C,
  data: unknown,
): ContentData<C> {
  const parsed = contentDataSchemas[collection].safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ ...issue, path: ['data', ...issue.path] }));
    throw new ValidationError(fieldErrorsFromIssues(issues));
  }
  return cleanHtml(collection, parsed.data as ContentData<C>);
}

/** How an item is found by name: a page by its path, a post or category by its slug. */
export function slugOf(collection: ContentCollection, data: Record<string, unknown>): string | null {
  if (SINGLE_COLLECTIONS.has(collection)) return null;
  const key = collection === 'pages' ? data.path : data.slug;
  return typeof key === 'string' ? key : null;
}
