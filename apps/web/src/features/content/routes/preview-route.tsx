import { useSearchParams } from 'react-router';
import { contentCollectionSchema, type ContentItem } from '@fairdraw/contracts';
import { isNotFound } from '@fairdraw/client';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePreviewItem } from '../api/get-content-item';
import type { FeaturedTickets } from '../components/content-blocks';
import { ContentHtml } from '../../../components/ui/content-html';
import { ContentPageView } from '../components/content-page-view';
import '../content.css';

/**
 * /preview?collection=pages&id=…&token=…: an operator's look at a draft before publishing it. The token
 * comes from POST /ops/cms/preview-token and lasts an hour; without it nothing unpublished shows.
 */
export function PreviewRoute({ featuredTickets }: { featuredTickets: FeaturedTickets }) {
  useDocumentTitle('Preview');
  const [params] = useSearchParams();
  const collection = contentCollectionSchema.safeParse(params.get('collection') ?? 'pages');
  const id = params.get('id') ?? '';
  const token = params.get('token') ?? '';
  const query = usePreviewItem(collection.success ? collection.data : 'pages', id, token);

  let body;
  if (!collection.success || id === '' || token === '') {
    body = (
      <ErrorState message="This preview link is incomplete: it needs a collection, an id and a token." />
    );
  } else if (query.isPending) {
    body = <ListSkeleton label="Loading the preview" count={2} />;
  } else if (query.isError) {
    body = (
      <ErrorState
        message={
          isNotFound(query.error)
            ? 'There is no such item.'
            : 'This preview could not be shown. The link may have expired: ask for a new one.'
        }
      />
    );
  } else {
    body = <PreviewItem item={query.data} featuredTickets={featuredTickets} />;
  }
  return (
    <div className="preview-page">
      <p className="preview-banner" role="note">
        Preview: this is how the item will look once published. Customers cannot see it yet.
      </p>
      {body}
    </div>
  );
}

function PreviewItem({ item, featuredTickets }: { item: ContentItem; featuredTickets: FeaturedTickets }) {
  if (item.collection === 'pages')
    return <ContentPageView page={item as ContentItem<'pages'>} featuredTickets={featuredTickets} />;
  if (item.collection === 'blog_posts') {
    const post = (item as ContentItem<'blog_posts'>).data;
    return (
      <article className="blog-page blog-post">
        <h1>{post.title}</h1>
        <p className="page-intro">{post.summary}</p>
        <ContentHtml className="content-prose" html={post.body} />
      </article>
    );
  }
  return (
    <pre className="preview-data" aria-label="The item's data">
      {JSON.stringify(item.data, null, 2)}
    </pre>
  );
}
