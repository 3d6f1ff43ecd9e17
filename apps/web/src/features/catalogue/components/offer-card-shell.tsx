import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductOffer } from '@fairdraw/contracts';
import { GameMark } from '../../../components/ui/game-mark';
import { offerPath } from '../utils/offers';

/** What every offer card shares: its game mark and a heading that links to the offer. */
export function OfferCardShell({
  offer,
  headingLevel,
  children,
}: {
  offer: ProductOffer;
  headingLevel: 2 | 3;
  children: ReactNode;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="offer-card">
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
