import { pagedPath } from '@fairdraw/domain';

/** Where the blog's pages live (shop-core §2): page 1 of a category has no page suffix. */
export function blogCategoryPath(slug: string, page = 1): string {
  return pagedPath(`/blog/category/${slug}`, page);
}

export function blogPostPath(slug: string): string {
  return `/blog/${slug}`;
}

/** A content page's path as the service stores it: no leading or trailing slash, lower case. */
export function contentPagePath(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
}
