import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useBlogPosts } from '../api/get-content-items';
import { BlogPostCard } from './blog-post-card';

/** The newest few posts (4 by default), for a list inside another page. */
export function BlogPostList({ limit = 4, category }: { limit?: number; category?: string }) {
  const query = useBlogPosts({ limit, ...(category ? { category } : {}) });
  if (query.isPending) return <ListSkeleton label="Loading news" count={Math.min(limit, 3)} />;
  if (query.isError)
    return <ErrorState message="We couldn't load the news just now." onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState>There is no news yet.</EmptyState>;
  return (
    <ul className="plain-list card-grid">
      {query.data.items.map((post) => (
        <li key={post.id}>
          <BlogPostCard post={post} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
