import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentDescription, useDocumentTitle } from '../../../lib/document-title';
import { isNotFound } from '@fairdraw/client';
import { useBlogCategories } from '../api/get-content-items';
import { useBlogPost } from '../api/get-content-item';
import { BlogPostList } from '../components/blog-post-list';
import { ContentHtml } from '../../../components/ui/content-html';
import { ContentImage } from '../components/content-image';
import { PublishedDate } from '../components/published-date';
import { blogCategoryPath } from '../utils/content-paths';
import '../content.css';

/** /blog/:blogSlug: one post, its topics, and the newest others. */
export function BlogPostRoute({ notFound }: { notFound: ReactNode }) {
  const { blogSlug = '' } = useParams();
  const query = useBlogPost(blogSlug);
  const categories = useBlogCategories().data?.items ?? [];
  const post = query.data?.data;
  useDocumentTitle(post?.title ?? 'News');
  useDocumentDescription(post?.summary);

  if (query.isError && isNotFound(query.error)) return notFound;
  if (query.isError)
    return (
      <div className="blog-page">
        <ErrorState message="We couldn't load this post just now." onRetry={() => void query.refetch()} />
      </div>
    );
  if (!query.data || !post)
    return (
      <div className="blog-page">
        <ListSkeleton label="Loading the post" count={1} />
      </div>
    );
  const topics = categories.filter((category) => post.categories.includes(category.data.slug));
  return (
    <article className="blog-page blog-post">
      <p className="results-back">
        <Link to="/blog">All news</Link>
      </p>
      <h1>{post.title}</h1>
      <p className="blog-card-meta">
        <PublishedDate item={query.data} /> · {post.author}
      </p>
      <ContentImage imageId={post.imageId} alt={post.imageAlt} shape="banner" eager />
      <ContentHtml className="content-prose" html={post.body} />
      {topics.length > 0 ? (
        <p className="blog-post-topics">
          Topics:{' '}
          {topics.map((topic, index) => (
            <span key={topic.id}>
              {index > 0 ? ', ' : ''}
              <Link to={blogCategoryPath(topic.data.slug)}>{topic.data.name}</Link>
            </span>
          ))}
        </p>
      ) : null}
      <section className="content-section" aria-labelledby="more-news">
        <h2 id="more-news">More news</h2>
        <BlogPostList limit={4} />
      </section>
    </article>
  );
}
