import { Link } from 'react-router';
import type { ContentItem } from '@fairdraw/contracts';
import { blogPostPath } from '../utils/content-paths';
import { ContentImage } from './content-image';
import { PublishedDate } from './published-date';

/** A post in a list: picture, title (the link), date and summary. */
export function BlogPostCard({
  post,
  headingLevel = 2,
}: {
  post: ContentItem<'blog_posts'>;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="surface-card">
      <ContentImage imageId={post.data.imageId} alt={post.data.imageAlt} shape="card" />
      <div className="blog-card-body">
        <Heading className="blog-card-title">
          <Link to={blogPostPath(post.data.slug)}>{post.data.title}</Link>
        </Heading>
        <p className="blog-card-meta">
          <PublishedDate item={post} />
        </p>
        <p>{post.data.summary}</p>
      </div>
    </article>
  );
}
