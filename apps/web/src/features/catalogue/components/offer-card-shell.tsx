import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductOffer } from '@fairdraw/contracts';
import { offerPath } from '../utils/offers';
import { BrandBadge } from './brand-badge';

/** What every offer card shares: its brand badge and a heading that links to the offer. */
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
      <BrandBadge offer={offer} />
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
