import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { Draw, ProductOffer } from '@fairdraw/contracts';
import { hasCapabilities } from '@fairdraw/domain';
import { DrawDate } from '../../../components/ui/draw-date';
import { formatWireMoney } from '../../../components/ui/money';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useProductOffers } from '../../../lib/api/get-product-offers';
import { useCapabilities } from '../../../lib/capabilities';
import { useDocumentDescription, useDocumentTitle } from '../../../lib/document-title';
import { TicketsSold } from '../components/tickets-sold';
import { featuredRaffleDraw, findOffer, isRaffleOffer, offerPath, rankedOffers } from '../utils/offers';
import '../catalogue.css';

/** Renders the content page at `path`, or `fallback` when none is published. */
type Story = (props: { path: string; fallback: ReactNode }) => ReactNode;

/** The raffles raising money for a cause, in the shop's order (only they have a "your support" page). */
function useCharityOffers() {
  const capabilities = useCapabilities();
  const query = useProductOffers();
  const offers =
    query.data && hasCapabilities(capabilities, 'charity_lotteries')
      ? rankedOffers(query.data).filter((offer) => isRaffleOffer(offer) && offer.causes.length > 0)
      : [];
  return { query, offers };
}

/**
 * /your-support: where a customer's raffle tickets help. With one charity raffle it is that raffle's
 * page; with several, a choice between them.
 */
export function YourSupportRoute() {
  useDocumentTitle('Your support');
  useDocumentDescription('How every charity raffle ticket you buy helps the cause behind it.');
  const { query, offers } = useCharityOffers();
  if (!query.data) {
    if (query.isError)
      return (
        <ErrorState message="We couldn't load this page just now." onRetry={() => void query.refetch()} />
      );
    return <ListSkeleton label="Loading the raffles" count={2} />;
  }
  if (offers.length === 1) return <Navigate to={`${offerPath(offers[0]!)}/your-support`} replace />;
  return (
    <div className="your-support">
      <h1>Your support</h1>
      <p className="page-intro">
        Every charity raffle ticket raises money for a cause close to home. Choose a raffle to see who it
        helps and how its draw is going.
      </p>
      {offers.length === 0 ? (
        <EmptyState>
          No charity raffle is on sale right now. <Link to="/causes">See the causes we support</Link>.
        </EmptyState>
      ) : (
        <ul className="plain-list card-grid">
          {offers.map((offer) => (
            <li key={offer.key} className="surface-card">
              <h2>
                <Link to={`${offerPath(offer)}/your-support`}>{offer.name}</Link>
              </h2>
              <p>Supports {offer.causes.map((cause) => cause.name).join(' and ')}.</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /:productOfferKey/your-support: the cause a raffle supports, how its current draw is selling and
 * what a ticket does. The words about the cause's work are the content page at this path when an
 * operator has published one. An offer that supports no cause is `notFound`.
 */
export function OfferYourSupportRoute({ notFound, story }: { notFound: ReactNode; story: Story }) {
  const { productOfferKey = '' } = useParams();
  const { query, offers } = useCharityOffers();
  if (!query.data) {
    if (query.isError)
      return (
        <ErrorState message="We couldn't load this page just now." onRetry={() => void query.refetch()} />
      );
    return <ListSkeleton label="Loading the raffle" count={2} />;
  }
  const offer = findOffer(offers, productOfferKey);
  if (!offer) return notFound;
  return <OfferYourSupport offer={offer} draw={featuredRaffleDraw(offer)} story={story} />;
}

function OfferYourSupport({
  offer,
  draw,
  story,
}: {
  offer: ProductOffer;
  draw: Draw | undefined;
  story: Story;
}) {
  const causeNames = offer.causes.map((cause) => cause.name).join(' and ');
  useDocumentTitle(`Your support for ${causeNames}`);
  useDocumentDescription(`How ${offer.name} tickets raise money for ${causeNames}.`);
  const Story = story;
  const data = draw?.drawData;
  return (
    <div className="your-support">
      <p className="results-back">
        <Link to={offerPath(offer)}>Play {offer.name}</Link>
      </p>
      <Story
        path={`${offerPath(offer).slice(1)}/your-support`}
        fallback={
          <header className="content-header">
            <h1>Your support for {causeNames}</h1>
            <p className="content-header-subtitle">
              Every {offer.name} ticket raises money for {causeNames}. The cause runs the raffle under its own
              permit and receives what the raffle raises after prizes and costs.
            </p>
          </header>
        }
      />
      <ul className="plain-list card-grid">
        {offer.causes.map((cause) => (
          <li key={cause.key} className="surface-card">
            <h2>{cause.name}</h2>
            <p>{cause.description}</p>
            <p>
              <Link to={`/causes/${cause.urlSlug}`}>Read about {cause.name}</Link>
            </p>
          </li>
        ))}
      </ul>
      <section className="support-draw" aria-labelledby="support-draw">
        <h2 id="support-draw">This draw</h2>
        {data && draw ? (
          <>
            <p>
              First prize: {data.name}, worth {formatWireMoney(data.value)}. Sales close at{' '}
              <DrawDate iso={data.drawStop} />.
            </p>
            <TicketsSold sold={data.ticketsSold} cap={data.ticketCap} />
            <p>
              <Link className="button" to={offerPath(offer)}>
                Buy tickets and support {causeNames}
              </Link>
            </p>
          </>
        ) : (
          <p>No draw of this raffle is on sale right now. Check back soon.</p>
        )}
        <p>
          <Link to={`${offerPath(offer)}/terms-and-conditions`}>How the raffle works</Link>
        </p>
      </section>
    </div>
  );
}
