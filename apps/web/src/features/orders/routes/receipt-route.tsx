import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Receipt, ReceiptPromotion } from '@fairdraw/contracts';
import { isNotFound } from '@fairdraw/client';
import { DrawDate } from '../../../components/ui/draw-date';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { formatWireMoney, Money } from '../../../components/ui/money';
import { useDocumentTitle } from '../../../lib/document-title';
import { useNow } from '../../../lib/use-now';
import { useReceipt } from '../api/get-receipt';
import { NotFoundState, usePlayPath } from '../components/page-states';
import { ReceiptOrder } from '../components/receipt-order';
import { causeName, useCachedOffers } from '../utils/offer-names';
import { UPCOMING_TICKETS_PATH } from '../utils/paths';
import { errorText } from '../../../lib/query-errors';
import '../orders.css';

const paymentMethodText: Record<Receipt['paymentMethod'], string> = {
  wallet: 'Your wallet',
};

/** "Your wallet", or "Your wallet, topped up with $19.30 by Visa ···4242" when paid from the cart. */
export function paidFromText(receipt: Pick<Receipt, 'paymentMethod' | 'topUp'>): string {
  const method = paymentMethodText[receipt.paymentMethod];
  if (!receipt.topUp) return method;
  return `${method}, topped up with ${formatWireMoney(receipt.topUp.amount)} by ${receipt.topUp.source}`;
}

/** /receipt/:checkoutID (protected): what was bought, what it cost and what the wallet holds now. */
export function ReceiptRoute() {
  const { checkoutID = '' } = useParams();
  const receipt = useReceipt(checkoutID);

  if (receipt.isError && isNotFound(receipt.error)) {
    return (
      <NotFoundState
        title="Receipt not found"
        heading="We could not find this receipt"
        links={[
          { to: UPCOMING_TICKETS_PATH, label: 'View my tickets' },
          { to: '/my-account', label: 'Go to my account' },
        ]}
      >
        The link may be incomplete, or the receipt may belong to another account.
      </NotFoundState>
    );
  }
  if (receipt.data) return <ReceiptDetails receipt={receipt.data} />;
  return (
    <ReceiptFrame>
      {receipt.isError ? (
        <ErrorState
          message={errorText(receipt.error, "We couldn't load your receipt.")}
          onRetry={() => void receipt.refetch()}
        />
      ) : (
        <ListSkeleton label="Loading your receipt" count={2} />
      )}
    </ReceiptFrame>
  );
}

function ReceiptFrame({ children }: { children: ReactNode }) {
  useDocumentTitle('Receipt');
  return (
    <div className="orders-page">
      <h1>Your receipt</h1>
      {children}
    </div>
  );
}

function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  useDocumentTitle('Thank you');
  const now = useNow();
  const offers = useCachedOffers();
  const playPath = usePlayPath();
  return (
    <div className="orders-page">
      <h1>Thank you</h1>
      <p className="page-intro">Your purchase is complete. Good luck in the draws!</p>

      <section className="order-summary" aria-labelledby="payment-heading">
        <h2 id="payment-heading">Payment</h2>
        <dl className="facts">
          {receipt.promotion ? <PromotionFacts receipt={receipt} promotion={receipt.promotion} /> : null}
          <div>
            <dt>Total paid</dt>
            <dd>
              <strong>
                <Money money={receipt.paid} />
              </strong>
            </dd>
          </div>
          <div>
            <dt>Paid from</dt>
            <dd>{paidFromText(receipt)}</dd>
          </div>
          <div>
            <dt>Balance after</dt>
            <dd>
              <Money money={receipt.balanceAfter} />
            </dd>
          </div>
          <div>
            <dt>Purchased</dt>
            <dd>
              <DrawDate iso={receipt.purchasedAt} />
            </dd>
          </div>
          <div>
            <dt>Reference</dt>
            <dd className="order-reference">{receipt.checkoutId}</dd>
          </div>
        </dl>
      </section>

      <section className="page-section" aria-labelledby="receipt-orders-heading">
        <h2 id="receipt-orders-heading">What you bought</h2>
        <ul className="plain-list order-cards">
          {receipt.orders.map((order) => (
            <ReceiptOrder key={order.id} order={order} cause={causeName(offers, order)} now={now} />
          ))}
        </ul>
      </section>

      <p className="orders-actions">
        <Link className="button" to={UPCOMING_TICKETS_PATH}>
          View my tickets
        </Link>
        <Link className="button button-secondary" to={playPath}>
          Keep playing
        </Link>
      </p>
    </div>
  );
}

/** What the promo code did: the tickets' price, then what it took off and what it credited. */
function PromotionFacts({ receipt, promotion }: { receipt: Receipt; promotion: ReceiptPromotion }) {
  const discounted = promotion.discount.amount !== '0.00';
  const credited = promotion.credit.amount !== '0.00';
  return (
    <>
      {discounted ? (
        <>
          <div>
            <dt>Tickets</dt>
            <dd>
              <Money money={receipt.total} />
            </dd>
          </div>
          <div>
            <dt>Promo code {promotion.code}</dt>
            <dd>
              −<Money money={promotion.discount} />
            </dd>
          </div>
        </>
      ) : null}
      {credited ? (
        <div>
          <dt>Promo code {promotion.code} credit</dt>
          <dd>
            <Money money={promotion.credit} /> added to your wallet
          </dd>
        </div>
      ) : null}
    </>
  );
}
