import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { DEPOSIT_FAILURE_FALLBACK, formatMoney, fromWireMoney, isAllowedRedirectUrl } from '@fairdraw/domain';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { CART_QUERY_KEY } from '../../../lib/cart-session';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDepositRules } from '../../../lib/payment-parts';
import { useDeposit } from '../api/get-deposit';
import '../deposit.css';

/**
 * The pages a deposit ends on (account-area §2): the payment providers' return pages, the details,
 * summary and authorisation pages. Each reads the deposit and says what became of it, in the words of
 * how it was paid: a card's bank, or the wallet (PayPal, Google Pay, Apple Pay). A deposit made to pay
 * for the cart ends where paying from the cart always ends: on the receipt once the tickets are bought,
 * or back at the cart, with the reason, when they are not (decision 0065).
 */
export function DepositOutcomeRoute() {
  const { approverName } = useDepositRules();
  const params = useParams();
  const depositId = params.depositId ?? params.depositID ?? params.transactionID ?? '';
  useDocumentTitle('Deposit');
  const deposit = useDeposit(depositId);
  const queryClient = useQueryClient();
  const completed = deposit.data?.status === 'completed';
  const checkout = deposit.data?.checkout === true;
  useEffect(() => {
    // The money is in: the header's balance is read again, and the cart a checkout deposit paid for.
    if (completed) void queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
    if (completed && checkout) void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  }, [completed, checkout, queryClient]);

  if (deposit.isPending) return <ListSkeleton label="Loading your deposit" count={1} />;
  if (deposit.isError)
    return (
      <div className="account-page">
        <ErrorState message="We couldn't load this deposit." onRetry={() => void deposit.refetch()} />
      </div>
    );
  const { data } = deposit;
  if (data.status === 'completed' && data.checkoutId)
    return <Navigate to={`/receipt/${encodeURIComponent(data.checkoutId)}`} replace />;
  const amount = formatMoney(fromWireMoney(data.amount));
  const again = data.checkout ? '/deposit' : '/my-account/deposit';
  const card = data.methodCode === 'cc';
  const approver = approverName(data.methodCode);
  return (
    <div className="account-page deposit-outcome" role="status">
      {data.status === 'completed' ? (
        <>
          <h1>Deposit successful</h1>
          <p>{amount} was added to your wallet.</p>
          {data.balance ? <p>Your balance is now {formatMoney(fromWireMoney(data.balance))}.</p> : null}
          {data.purchaseFailure ? (
            <>
              <p className="deposit-purchase-failure">{data.purchaseFailure}</p>
              <Link to="/cart">Back to your cart</Link>
            </>
          ) : null}
        </>
      ) : data.status === 'requires_action' || data.status === 'pending' ? (
        <>
          <h1>Action Required</h1>
          <p>
            {card ? 'Your bank' : approver} needs you to approve this deposit of {amount}.
          </p>
          {data.actionUrl && isAllowedRedirectUrl(data.actionUrl) ? (
            <a href={data.actionUrl}>Continue to {approver}</a>
          ) : (
            <p>Waiting for {approver}…</p>
          )}
        </>
      ) : (
        <>
          <h1>{data.status === 'cancelled' ? 'Deposit cancelled' : 'Deposit failed'}</h1>
          <p>{data.failureMessage ?? DEPOSIT_FAILURE_FALLBACK}</p>
          <p>{card ? 'Nothing was taken from your card.' : 'Nothing was charged.'}</p>
        </>
      )}
      {data.checkout && !completed ? (
        <p>
          <Link to="/cart">Back to your cart</Link> to pay another way, with another card or a new one.
        </p>
      ) : null}
      <p>
        <Link to={again}>Make another deposit</Link>
      </p>
    </div>
  );
}
