import { Navigate, useLocation } from 'react-router';
import { useHasCapabilities } from '../lib/capabilities';

/**
 * /buy, the generic entry point of adverts and partner links (shop-core §2; decision 0050): the
 * shop's play list for the product line this site sells, lotteries first, else charity raffles, else
 * the home page. The query (campaign, affiliate) goes along.
 */
export function BuyEntryRoute() {
  const { search } = useLocation();
  const lotteries = useHasCapabilities('commercial_lotteries');
  const raffles = useHasCapabilities('charity_lotteries');
  const to = lotteries ? '/lotto-tickets' : raffles ? '/charity-tickets' : '/';
  return <Navigate to={`${to}${search}`} replace />;
}

/** /cart/buy (P): buying what is in the cart is the cart page's own step; signed in first. */
export function CartBuyRoute() {
  const { search } = useLocation();
  return <Navigate to={`/cart${search}`} replace />;
}
