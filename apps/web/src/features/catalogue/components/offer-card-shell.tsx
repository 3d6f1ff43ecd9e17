import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductOffer } from '@fairdraw/contracts';
import { GameMark } from '../../../components/ui/game-mark';
import { offerPath } from '../utils/offers';

/**
 * What every offer card shares: its game mark and a heading that links to the offer; a `picture`
 * (a raffle's prize) spans the card's top.
 */
export function OfferCardShell({
  offer,
  headingLevel,
  picture,
  children,
}: {
  offer: ProductOffer;
  headingLevel: 2 | 3;
  picture?: ReactNode;
  children: ReactNode;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="offer-card">
      {picture}
      <GameMark game={offer} />
      <div className="offer-card-body">
        <Title className="offer-card-title">
          <Link className="card-link" to={offerPath(offer)}>
            {offer.name}
          </Link>
        </Title>
        {children}
      </div>
    </article>
  );
}

/**
 * The card's call to play, with what the cheapest way in costs. It is drawn as a button but is part of
 * the card's one link (the heading's), so a screen reader hears the offer once, not twice.
 */
export function CardPlay({ price, label }: { price: string | null; label: string }) {
  return (
    <div className="card-play">
      {price ? <span className="card-play-price">{price}</span> : <span />}
      <span className="card-play-button" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
