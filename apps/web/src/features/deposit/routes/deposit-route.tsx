import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Deposit } from '@fairdraw/contracts';
import { depositOutcomePath } from '@fairdraw/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { useDocumentTitle } from '../../../lib/document-title';
import { AddCardToggle, useDepositOptions, useDepositRules } from '../../../lib/payment-parts';
import { DepositForm } from '../components/deposit-form';
import '../deposit.css';

/** /my-account/deposit and /deposit (protected): money into the wallet from a saved card or a wallet. */
export function DepositPage({ checkout }: { checkout: boolean }) {
  useDocumentTitle('Deposit');
  const { initialOption } = useDepositRules();
  const { methods, options, cardMethod } = useDepositOptions();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const chosen = options.find((option) => option.key === chosenKey) ?? initialOption(options);
  const hasCards = options.some((option) => option.kind === 'card');

  async function showOutcome(deposit: Deposit) {
    // The header's balance comes from the customer record.
    await queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
    await navigate(depositOutcomePath(deposit));
  }

  const addCard = cardMethod ? (
    <AddCardToggle
      onAdded={async (fund) => {
        setChosenKey(`card:${fund.id}`);
        await methods.refetch();
      }}
    />
  ) : null;

  return (
    <div className="account-page deposit-page">
      <h1>Deposit</h1>
      {methods.isPending ? (
        <ListSkeleton label="Loading your payment methods" count={1} />
      ) : methods.isError ? (
        <ErrorState message="We couldn't load your payment methods." onRetry={() => void methods.refetch()} />
      ) : options.length === 0 && !cardMethod ? (
        <EmptyState>Deposits are not available right now.</EmptyState>
      ) : options.length === 0 ? (
        <>
          <EmptyState>You have no saved cards yet. Add a card to deposit.</EmptyState>
          {addCard}
        </>
      ) : (
        <>
          <DepositForm
            options={options}
            chosen={chosen}
            onChoose={(option) => setChosenKey(option.key)}
            checkout={checkout}
            onOutcome={showOutcome}
          />
          {cardMethod && !hasCards ? (
            <p className="deposit-no-cards">You have no saved cards yet: add one, or pay with a wallet.</p>
          ) : null}
          {addCard}
          {hasCards ? (
            <p>
              <Link to="/my-account/cards-and-accounts">Manage your cards</Link>
            </p>
          ) : null}
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
