import { useQueryClient } from '@tanstack/react-query';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { CheckoutStepper } from '../../../components/ui/stepper';
import { dismissCartRemovals } from '../utils/cart-cache';
import { useCart, useCartCustomerId } from '../api/get-cart';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { CartSuggestions } from '../../../lib/cart-suggestions';
import { CartItemRow } from '../components/cart-item-row';
import { CartSummary } from '../components/cart-summary';
import { EmptyCart } from '../components/empty-cart';
import { RemovalNotice } from '../components/removal-notice';
import { ReplayNotice } from '../components/replay-notice';
import '../cart.css';

/** /cart: for everyone, so a visitor sees their cart before logging in to buy it (decision 0010). */
export function CartRoute() {
  useDocumentTitle('Your cart');
  const cart = useCart();
  const customerId = useCartCustomerId();
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  const data = cart.data;

  return (
    <div className="cart-page">
      {/* A cart with something in it is a checkout: log in or register first, then pay. */}
      {data && data.cartItems.length > 0 ? (
        <CheckoutStepper step={isAuthenticated ? 'select_payment' : 'login_register'} />
      ) : null}
      <h1>Your cart</h1>
      <ReplayNotice />
      {data && data.unreadRemovals.length > 0 ? (
        <RemovalNotice
          notices={data.unreadRemovals}
          onClose={() => dismissCartRemovals(queryClient, customerId)}
        />
      ) : null}
      {!data ? (
        cart.isError ? (
          <ErrorState message="We couldn't load your cart just now." onRetry={() => void cart.refetch()} />
        ) : (
          <ListSkeleton label="Loading your cart" count={2} />
        )
      ) : data.cartItems.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-layout">
          <ul className="plain-list cart-items" aria-label="Items in your cart">
            {data.cartItems.map((item) => {
              const blocked = data.blockedReasons.find((reason) => reason.itemId === item.id);
              return (
                <CartItemRow
                  key={item.id}
                  item={item}
                  blockedMessage={blocked?.message}
                  blockedReason={blocked?.reason}
                />
              );
            })}
          </ul>
          <CartSummary cart={data} isAuthenticated={isAuthenticated} />
        </div>
      )}
      {data && data.cartItems.length > 0 ? <CartSuggestions cartItems={data.cartItems} /> : null}
    </div>
  );
}
