import { Link } from 'react-router';
import type { CauseWithOffers } from '@fairdraw/contracts';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { useDocumentDescription, useDocumentTitle } from '../../../lib/document-title';
import { useCauses } from '../api/get-causes';
import { causePicture } from '../cause-pictures';
import '../causes.css';

/** The directory's cards (.card-grid): one column on a phone, at most 20rem wide from 40rem. */
const CARD_PICTURE_SIZES = '(min-width: 40rem) 20rem, 100vw';

export function causePath(cause: Pick<CauseWithOffers, 'urlSlug'>): string {
  return `/causes/${cause.urlSlug}`;
}

/** /causes: every cause the raffles raise money for. */
export function CausesRoute() {
  useDocumentTitle('Causes we support');
  useDocumentDescription(
    'The hospitals, hospices, lifesavers and volunteers our charity raffles raise money for.',
  );
  const query = useCauses();
  let body;
  if (query.isPending) body = <ListSkeleton label="Loading causes" count={3} />;
  else if (query.isError)
    body = (
      <ErrorState message="We couldn't load the causes just now." onRetry={() => void query.refetch()} />
    );
  else if (query.data.length === 0)
    body = <EmptyState picture="nothing-found">There are no causes to show yet.</EmptyState>;
  else
    body = (
      <ul className="plain-list card-grid">
        {query.data.map((cause, index) => (
          <li key={cause.key} className="surface-card">
            <CauseCardPicture causeKey={cause.key} aboveTheFold={index === 0} />
            <h2>
              <Link to={causePath(cause)}>{cause.name}</Link>
            </h2>
            <p>{cause.description}</p>
            <p className="muted">
              {cause.productOfferKeys.length === 1
                ? 'One raffle raising money now'
                : `${cause.productOfferKeys.length} raffles raising money now`}
            </p>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="causes-page">
      <h1>Causes we support</h1>
      <p className="page-intro">
        Every charity raffle ticket raises money for a cause close to home. Choose one to read its story and
        see its raffles.
      </p>
      {body}
    </div>
  );
}

function CauseCardPicture({ causeKey, aboveTheFold }: { causeKey: string; aboveTheFold: boolean }) {
  const picture = causePicture(causeKey);
  if (!picture) return null;
  return (
    <ResponsivePicture
      className="cause-card-picture"
      src={picture.src}
      alt={picture.alt}
      sizes={CARD_PICTURE_SIZES}
      aboveTheFold={aboveTheFold}
    />
  );
}
