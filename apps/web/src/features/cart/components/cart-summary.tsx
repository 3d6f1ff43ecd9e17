import { useId } from 'react';
import { Link } from 'react-router';
import { fromWireMoney } from '@fairdraw/domain';
import { formatWireMoney } from '../../../components/ui/money';
import { useCustomer } from '../../../lib/api/get-customer';
import type { CartView } from '../utils/cart-cache';
import { useCartPurchase } from '../hooks/use-cart-purchase';
import { useCheckoutOutcome } from '../hooks/use-checkout-outcome';
import { useDepositPurchase, type DepositPurchase } from '../hooks/use-deposit-purchase';
import { useHasCapabilities } from '../../../lib/capabilities';
import { amountToPay } from '../utils/promotion';
import { PromoCodeField } from './promo-code-field';
import { TopUpPayment } from './top-up-payment';

/** Anonymous visitors see their cart and log in (or sign up) to buy it; decision 0010. */
export const CHECKOUT_LOGIN_PATH = `/checkout/login?redirect=${encodeURIComponent('/cart')}`;

interface CartSummaryProps {
  cart: CartView;
  isAuthenticated: boolean;
}

/** Totals, why the cart cannot be bought (if so), and the way to pay. */
export function CartSummary({ cart, isAuthenticated }: CartSummaryProps) {
  const headingId = useId();
  const blockedId = useId();
  const outcome = useCheckoutOutcome();
  const purchase = useCartPurchase(outcome);
  const topUp = useDepositPurchase(outcome);
  const blocked = cart.blockedReasons.length > 0;
  const preOrderCents = fromWireMoney(cart.preOrderTotal);
  const vouchers = useHasCapabilities('vouchers');
  const promotion = cart.promotion?.usable ? cart.promotion : undefined;

  return (
    <section className="cart-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>Order summary</h2>
      <dl className="cart-totals">
        <div>
          <dt>Total</dt>
          <dd>{formatWireMoney(cart.cartTotal)}</dd>
        </div>
        {preOrderCents > 0 ? (
          <div>
            <dt>Of which pre-orders</dt>
            <dd>{formatWireMoney(cart.preOrderTotal)}</dd>
          </div>
        ) : null}
        {promotion && fromWireMoney(promotion.discount) > 0 ? (
          <>
            <div>
              <dt>Promo code {promotion.code}</dt>
              <dd>−{formatWireMoney(promotion.discount)}</dd>
            </div>
            <div>
              <dt>Total after discount</dt>
              <dd>{formatWireMoney(promotion.totalAfterDiscount)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {vouchers && cart.cartItems.length > 0 ? <PromoCodeField promotion={cart.promotion} /> : null}
      {outcome.errors.length > 0 ? (
        <div role="alert" className="cart-purchase-errors">
          <ul className="plain-list">
            {outcome.errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {blocked ? (
        <p id={blockedId} className="cart-item-problem">
          {cart.blockedReasons.some((reason) => reason.reason !== 'sold_out')
            ? 'Follow the link on the item marked above, or change or remove it, to continue.'
            : 'Change or remove the items marked above to continue.'}
        </p>
      ) : null}
      {isAuthenticated ? (
        <WalletPayment
          cart={cart}
          blockedBy={blocked ? blockedId : undefined}
          paying={purchase.paying}
          onPay={() => void purchase.pay(cart)}
          topUp={topUp}
        />
      ) : blocked ? null : (
        <Link className="button cart-buy" to={CHECKOUT_LOGIN_PATH}>
          Log in to buy
        </Link>
      )}
    </section>
  );
}

interface WalletPaymentProps {
  cart: CartView;
  /** The id of the text saying why the cart cannot be bought, when it cannot. */
  blockedBy?: string;
  paying: boolean;
  onPay: () => void;
  topUp: DepositPurchase;
}

/**
 * The wallet balance and "Pay $X from your wallet"; when the wallet holds less than the total (and the
 * cart can be bought), topping it up by card or a wallet and paying in one go.
 */
function WalletPayment({ cart, blockedBy, paying, onPay, topUp }: WalletPaymentProps) {
  const customer = useCustomer();
  const toPay = amountToPay(cart);
  const total = formatWireMoney(toPay);
  const balance = customer.data?.balance;
  const short = balance ? fromWireMoney(balance) < fromWireMoney(toPay) : false;
  const unavailable = blockedBy !== undefined || paying;
  return (
    <div className="wallet-payment">
      <p>
        Wallet balance:{' '}
        <strong>{balance ? formatWireMoney(balance) : customer.isError ? 'unavailable' : 'checking…'}</strong>
      </p>
      {short && balance && blockedBy === undefined ? (
        <TopUpPayment cart={cart} balance={balance} topUp={topUp} />
      ) : (
        <>
          {short ? <p className="cart-item-problem">Your wallet holds less than this total.</p> : null}
          <button
            type="button"
            className="button cart-buy"
            aria-disabled={unavailable}
            aria-describedby={blockedBy}
            onClick={() => {
              if (!unavailable) onPay();
            }}
          >
            {paying ? 'Paying…' : `Pay ${total} from your wallet`}
          </button>
        </>
      )}
    </div>
  );
}
