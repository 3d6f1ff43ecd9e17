import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { GameType, ProductOffer } from '@fairdraw/contracts';
import { gameTypeFromPathSuffix, gameTypePathSuffix, hasCapabilities, sortGameTypes } from '@fairdraw/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useCapabilities } from '../../../lib/capabilities';
import { useDocumentTitle } from '../../../lib/document-title';
import { useProductOffers } from '../api/get-product-offers';
import { BrandBadge } from '../components/brand-badge';
import { LotteryDrawList, RaffleDrawList } from '../components/draw-lists';
import { GameOffers, GameTypeNav } from '../components/game-types';
import { CauseList, SyndicateDetails } from '../components/offer-extras';
import { NO_DRAWS_TEXT } from '../components/with-offers';
import { findOffer, isRaffleOffer, offerCapability, openDraws } from '../utils/offers';
import '../catalogue.css';

/** Draws listed at once; "Later draws" moves the window with ?firstDrawNo. */
export const DRAWS_PER_VIEW = 3;

/**
 * The game type a URL asks for. No segment: the game type without a suffix (its link is the plain
 * offer path), else the first in display order. A segment that names no game type of this offer: null.
 */
function selectGameType(
  sorted: readonly GameType[],
  segment: string | undefined,
): GameType | undefined | null {
  if (segment === undefined) {
    return sorted.find((gameType) => gameTypePathSuffix(gameType.key) === null) ?? sorted[0];
  }
  const key = gameTypeFromPathSuffix(segment);
  return sorted.find((gameType) => gameType.key === key) ?? null;
}

/** /:productOfferKey and /:productOfferKey/:gameTypeKey. `notFound` is what the app shows for a bad URL. */
export function ProductOfferRoute({ notFound }: { notFound: ReactNode }) {
  const { productOfferKey = '', gameTypeKey } = useParams();
  const [searchParams] = useSearchParams();
  const capabilities = useCapabilities();
  const query = useProductOffers();

  if (!query.data) {
    if (query.isError) {
      return (
        <ErrorState message="We couldn't load this page just now." onRetry={() => void query.refetch()} />
      );
    }
    return <ListSkeleton label="Loading" count={2} />;
  }

  const offer = findOffer(query.data.offers, productOfferKey);
  if (!offer || !hasCapabilities(capabilities, offerCapability(offer))) return notFound;

  const gameTypes = sortGameTypes(offer.gameTypes);
  const selected = selectGameType(gameTypes, gameTypeKey);
  if (selected === null) return notFound;

  const firstDrawNo = Number(searchParams.get('firstDrawNo'));
  return <OfferDetails offer={offer} gameTypes={gameTypes} selected={selected} firstDrawNo={firstDrawNo} />;
}

interface OfferDetailsProps {
  offer: ProductOffer;
  gameTypes: readonly GameType[];
  selected: GameType | undefined;
  firstDrawNo: number;
}

function OfferDetails({ offer, gameTypes, selected, firstDrawNo }: OfferDetailsProps) {
  useDocumentTitle(offer.name);
  const draws = openDraws(offer);
  const start = Math.max(
    0,
    draws.findIndex((draw) => draw.drawNo === firstDrawNo),
  );
  const shown = draws.slice(start, start + DRAWS_PER_VIEW);
  const later = draws[start + DRAWS_PER_VIEW];
  const onSale = offer.availability === 'available' && !offer.suspended;

  return (
    <article className="offer-page">
      <header className="offer-header">
        <BrandBadge offer={offer} />
        <div>
          <h1>{offer.name}</h1>
          <p className="page-intro">{offer.description}</p>
          {onSale ? null : <p className="notice">Sales of {offer.name} are paused right now.</p>}
        </div>
      </header>

      <section className="page-section" aria-labelledby="draws-heading">
        <h2 id="draws-heading">Upcoming draws</h2>
        {shown.length === 0 ? (
          <EmptyState>{NO_DRAWS_TEXT}</EmptyState>
        ) : isRaffleOffer(offer) ? (
          <RaffleDrawList draws={shown} />
        ) : (
          <LotteryDrawList draws={shown} />
        )}
        <div className="draw-paging">
          {start > 0 ? <Link to={{ search: '' }}>Next draws</Link> : null}
          {later ? <Link to={{ search: `?firstDrawNo=${later.drawNo}` }}>Later draws</Link> : null}
        </div>
      </section>

      {offer.syndicate ? (
        <section className="page-section" aria-labelledby="syndicate-heading">
          <h2 id="syndicate-heading">About this syndicate</h2>
          <SyndicateDetails syndicate={offer.syndicate} />
        </section>
      ) : null}

      {gameTypes.length > 0 ? (
        <section className="page-section" aria-labelledby="ways-heading">
          <h2 id="ways-heading">Ways to play</h2>
          <GameTypeNav offer={offer} gameTypes={gameTypes} selected={selected} />
          {selected ? <GameOffers gameType={selected} /> : null}
        </section>
      ) : null}

      {offer.causes.length > 0 ? (
        <section className="page-section" aria-labelledby="causes-heading">
          <h2 id="causes-heading">Causes you support</h2>
          <CauseList causes={offer.causes} />
        </section>
      ) : null}
    </article>
  );
}
