import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { Draw, ProductOffer } from '@fairdraw/contracts';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { PrizePicture } from '../../../components/ui/prize-picture';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { useProductOffers } from '../../../lib/api/get-product-offers';
import { offerPath } from '@fairdraw/domain';
import { useDocumentDescription, useDocumentTitle } from '../../../lib/document-title';
import { useCause } from '../api/get-causes';
import { causePicture } from '../cause-pictures';
import '../causes.css';

/** The cause's raffles, in the columns of .card-grid: one on a phone, at most 20rem wide from 40rem. */
const RAFFLE_PICTURE_SIZES = '(min-width: 40rem) 20rem, 100vw';

/** The raffle's next draw: its prize is what the cause's page shows. */
function nextDraw(offer: ProductOffer): Draw | undefined {
  return [...offer.draws].sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0];
}

/**
 * /causes/:causeSlug: a cause, its story (the content page at causes/<slug>, passed in by the app) and
 * the raffles raising money for it.
 */
export function CauseRoute({
  notFound,
  story,
  charitySupport,
}: {
  notFound: ReactNode;
  /** How a ticket supports causes (placed by the app), under the cause's raffles. */
  charitySupport?: ReactNode;
  /** Renders the content page at `path`, or `fallback` when there is none. */
  story: (props: { path: string; fallback: ReactNode }) => ReactNode;
}) {
  const { causeSlug = '' } = useParams();
  const query = useCause(causeSlug);
  const offers = useProductOffers().data?.offers ?? [];
  useDocumentTitle(query.cause?.name ?? 'Causes we support');
  useDocumentDescription(query.cause?.description);

  if (query.isError)
    return (
      <div className="causes-page">
        <ErrorState message="We couldn't load this cause just now." onRetry={() => void query.refetch()} />
      </div>
    );
  if (query.cause === undefined)
    return (
      <div className="causes-page">
        <ListSkeleton label="Loading the cause" count={1} />
      </div>
    );
  if (query.cause === null) return notFound;
  const { cause } = query;
  const raffles = cause.productOfferKeys.flatMap((key) => offers.filter((offer) => offer.key === key));
  const Story = story;
  const picture = causePicture(cause.key);
  return (
    <div className="causes-page">
      <p className="results-back">
        <Link to="/causes">All causes</Link>
      </p>
      <Story
        path={`causes/${cause.urlSlug}`}
        fallback={
          <header className="content-header">
            <h1>{cause.name}</h1>
            <p className="content-header-subtitle">{cause.description}</p>
            {picture ? (
              <ResponsivePicture
                className="cause-picture"
                src={picture.src}
                alt={picture.alt}
                sizes="(min-width: 48rem) 48rem, 100vw"
                aboveTheFold
              />
            ) : null}
          </header>
        }
      />
      <section className="content-section" aria-labelledby="cause-raffles">
        <h2 id="cause-raffles">Raffles supporting {cause.name}</h2>
        {raffles.length === 0 ? (
          <p>No raffle for this cause is on sale right now. Check back soon.</p>
        ) : (
          <ul className="plain-list cause-raffles">
            {raffles.map((offer) => (
              <li key={offer.key} className="cause-raffle">
                <PrizePicture
                  className="cause-raffle-picture"
                  draw={nextDraw(offer)}
                  sizes={RAFFLE_PICTURE_SIZES}
                />
                <Link className="button" to={offerPath(offer)}>
                  Play {offer.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {charitySupport}
    </div>
  );
}

/** /causes/:causeSlug/:productOfferKey: the raffle's own page, where its ticket is bought. */
export function CauseOfferRoute() {
  const { productOfferKey = '' } = useParams();
  return <Navigate to={`/${productOfferKey}`} replace />;
}
