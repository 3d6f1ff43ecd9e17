import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Deposit } from '@fairdraw/contracts';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { useDocumentTitle } from '../../../lib/document-title';
import { AddCardForm } from '../../../lib/payments/add-card-form';
import { useCardGateways } from '../../../lib/payments/get-card-gateways';
import { usePaymentMethods } from '../../../lib/payments/get-payment-methods';
import { DepositForm } from '../components/deposit-form';
import '../deposit.css';

/** Where a finished deposit is shown: the checkout's pages or the account's. */
export const successPath = (deposit: Deposit) =>
  deposit.checkout
    ? `/checkout/deposit/${encodeURIComponent(deposit.id)}/success`
    : `/my-account/deposit/details/${encodeURIComponent(deposit.id)}/success`;

/** /my-account/deposit and /deposit (protected): money into the wallet from a saved card. */
export function DepositPage({
  checkout,
  leave = (url) => window.location.assign(url),
}: {
  checkout: boolean;
  leave?: (url: string) => void;
}) {
  useDocumentTitle('Deposit');
  const methods = usePaymentMethods('deposit');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const card = methods.data?.find((method) => method.code === 'cc' && method.rules.enabled);
  const gateways = useCardGateways();
  const tokeniseUrl = gateways.data?.find((gateway) => gateway.enabled)?.tokeniseUrl ?? null;
  const [adding, setAdding] = useState(false);
  const cardAdded = async () => {
    setAdding(false);
    await methods.refetch();
  };
  const addCard =
    adding && tokeniseUrl ? (
      <AddCardForm tokeniseUrl={tokeniseUrl} onAdded={cardAdded} />
    ) : (
      <button
        type="button"
        className="button button-secondary"
        disabled={!tokeniseUrl}
        onClick={() => setAdding(true)}
      >
        Add a card
      </button>
    );

  async function completed(deposit: Deposit) {
    // The header's balance comes from the customer record.
    await queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
    await navigate(successPath(deposit));
  }

  return (
    <div className="account-page deposit-page">
      <h1>Deposit</h1>
      {methods.isPending ? (
        <ListSkeleton label="Loading your cards" count={1} />
      ) : methods.isError ? (
        <ErrorState message="We couldn't load your payment methods." onRetry={() => void methods.refetch()} />
      ) : !card ? (
        <EmptyState>Card deposits are not available right now.</EmptyState>
      ) : card.funds.length === 0 ? (
        <>
          <EmptyState>You have no saved cards yet. Add a card to deposit.</EmptyState>
          {addCard}
        </>
      ) : (
        <>
          <DepositForm
            method={card}
            checkout={checkout}
            onCompleted={completed}
            onActionRequired={(deposit) => deposit.actionUrl && leave(deposit.actionUrl)}
          />
          {addCard}
          <p>
            <Link to="/my-account/cards-and-accounts">Manage your cards</Link>
          </p>
        </>
      )}
    </div>
  );
}

export function MyAccountDepositRoute() {
  return <DepositPage checkout={false} />;
}

export function CheckoutDepositRoute() {
  return <DepositPage checkout />;
}
