import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { coercePageNumber, lastPageOf } from '@fairdraw/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { Pagination } from '../../../components/ui/pagination';
import { useDocumentDescription, useDocumentTitle } from '../../../lib/document-title';
import { BLOG_PAGE_SIZE, useBlogCategories, useBlogLanding, useBlogPosts } from '../api/get-content-items';
import { BlogCategoryLinks } from '../components/blog-category-links';
import { BlogPostCard } from '../components/blog-post-card';
import { blogCategoryPath } from '../utils/content-paths';
import '../content.css';

/** /blog: the newest posts, 12 a page. */
export function BlogRoute() {
  const landing = useBlogLanding().data?.items[0]?.data;
  const title = landing?.title ?? 'News';
  useDocumentTitle(landing?.seo.title ?? title);
  useDocumentDescription(landing?.seo.description);
  return (
    <BlogPage title={title} intro={landing?.intro}>
      <BlogPosts page={1} pathFor={() => '/blog'} />
    </BlogPage>
  );
}

/** /blog/category/:slug/:page?: one topic's posts, 12 a page; page 1 has no page suffix. */
export function BlogCategoryRoute({ notFound }: { notFound: ReactNode }) {
  const { slug = '', page: rawPage } = useParams();
  const page = coercePageNumber(rawPage);
  const categories = useBlogCategories();
  const category = categories.data?.items.find((item) => item.data.slug === slug);
  useDocumentTitle(category ? `${category.data.name} news` : 'News');
  useDocumentDescription(category?.data.description);
  if (categories.data && !category) return notFound;
  return (
    <BlogPage title={category?.data.name ?? 'News'} intro={category?.data.description}>
      <BlogPosts category={slug} page={page} pathFor={(n) => blogCategoryPath(slug, n)} />
    </BlogPage>
  );
}

function BlogPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="blog-page">
      <h1>{title}</h1>
      {intro ? <p className="page-intro">{intro}</p> : null}
      <BlogCategoryLinks />
      {children}
    </div>
  );
}

function BlogPosts({
  category,
  page,
  pathFor,
}: {
  category?: string;
  page: number;
  pathFor: (page: number) => string;
}) {
  const query = useBlogPosts({ page, ...(category ? { category } : {}) });
  if (query.isPending) return <ListSkeleton label="Loading news" count={3} />;
  if (query.isError)
    return <ErrorState message="We couldn't load the news just now." onRetry={() => void query.refetch()} />;
  const { items, pageInfo } = query.data;
  if (items.length === 0) return <EmptyState>There are no posts here yet.</EmptyState>;
  const lastPage = lastPageOf({ page, count: items.length, pageInfo, fullPageSize: BLOG_PAGE_SIZE });
  return (
    <>
      <ul className="plain-list card-grid">
        {items.map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </ul>
      {lastPage > 1 ? <Pagination page={page} lastPage={lastPage} hrefFor={pathFor} /> : null}
    </>
  );
}
