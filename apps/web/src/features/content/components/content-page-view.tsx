import type { ContentItem } from '@fairdraw/contracts';
import { useDocumentDescription, useDocumentTitle } from '../../../lib/document-title';
import { ContentBlocks, type FeaturedTickets } from './content-blocks';
import { PageSubnav } from './page-subnav';

/** A content page laid out by its template: its subnavigation, then its sections. */
export function ContentPageView({
  page,
  featuredTickets,
}: {
  page: ContentItem<'pages'>;
  featuredTickets: FeaturedTickets;
}) {
  const { data } = page;
  useDocumentTitle(data.seo.title);
  useDocumentDescription(data.seo.description);
  return (
    <div className={`content-page content-page-${data.template}`}>
      {data.subnavigation ? (
        <PageSubnav links={data.subnavigation} label={`${data.name}: related pages`} />
      ) : null}
      <div className="content-page-body">
        <ContentBlocks blocks={data.sections} featuredTickets={featuredTickets} />
      </div>
    </div>
  );
}
