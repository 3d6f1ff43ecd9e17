import type { ReactNode } from 'react';
import type { ProductOffer } from '@fairdraw/contracts';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useProductOffers } from '../../../lib/api/get-product-offers';
import { rankedOffers } from '../utils/offers';

export const NO_DRAWS_TEXT = 'No draws are open right now — check back soon.';

/** Renders its children with the ranked offers, or a skeleton while loading, or an error with a retry. */
export function WithOffers({ children }: { children: (offers: ProductOffer[]) => ReactNode }) {
  const query = useProductOffers();
  // Data wins over an error: a failed background refresh keeps showing what we have.
  if (query.data) return children(rankedOffers(query.data));
  if (query.isError) {
    return <ErrorState message="We couldn't load the draws just now." onRetry={() => void query.refetch()} />;
  }
  return <ListSkeleton label="Loading draws" />;
}

export function OfferGrid({ children }: { children: ReactNode }) {
  return <ul className="offer-grid">{children}</ul>;
}
