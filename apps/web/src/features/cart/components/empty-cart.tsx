import { Link } from 'react-router';
import { EmptyPicture } from '../../../components/ui/list-states';
import { useHasCapabilities } from '../../../lib/capabilities';

/** An empty cart points to the ways to play the shop has switched on. */
export function EmptyCart() {
  const lotteries = useHasCapabilities('commercial_lotteries');
  const raffles = useHasCapabilities('charity_lotteries');
  const syndicates = useHasCapabilities('syndicates');
  return (
    <div className="empty-cart">
      <EmptyPicture name="empty-cart" />
      <p>Your cart is empty.</p>
      <ul className="plain-list empty-cart-links">
        {lotteries ? (
          <li>
            <Link className="button" to="/lotto-tickets">
              Play lotteries
            </Link>
          </li>
        ) : null}
        {raffles ? (
          <li>
            <Link className="button button-secondary" to="/charity-tickets">
              Charity raffles
            </Link>
          </li>
        ) : null}
        {syndicates ? (
          <li>
            <Link className="button button-secondary" to="/syndicates">
              Syndicates
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
