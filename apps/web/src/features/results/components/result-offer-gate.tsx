import type { ReactNode } from 'react';
import type { ResultKey } from '@fairdraw/contracts';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useHasCapabilities } from '../../../lib/capabilities';
import { useResultKeys } from '../api/get-result-keys';
import { categoryCapability, findResultKey } from '../utils/results-paths';

/**
 * Resolves the offer an address names (its url or key) from the result keys, then renders `children`
 * with it. An unknown offer, or one whose capability is off, is the app's 404.
 */
export function ResultOfferGate({
  segment,
  notFound,
  children,
}: {
  segment: string;
  notFound: ReactNode;
  children: (offer: ResultKey) => ReactNode;
}) {
  const keys = useResultKeys();
  const lotteries = useHasCapabilities(categoryCapability('lotteries'));
  const raffles = useHasCapabilities(categoryCapability('raffles'));
  if (keys.isPending) return <ListSkeleton label="Loading results" count={2} />;
  if (keys.isError) {
    return (
      <ErrorState message="We couldn't load these results just now." onRetry={() => void keys.refetch()} />
    );
  }
  const offer = findResultKey(keys.data, segment);
  const allowed = offer && (offer.category === 'raffles' ? raffles : lotteries);
  if (!offer || !allowed) return <>{notFound}</>;
  return <>{children(offer)}</>;
}
