import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@fairdraw/client';
import type { Fund } from '@fairdraw/contracts';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { FormAlert } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { deleteFund } from '../api/delete-fund';
import {
  AddCardForm,
  BankAccountForm,
  PAYMENT_METHODS_QUERY_KEY,
  useCardGateways,
  usePaymentMethods,
} from '../../../lib/payment-parts';
import { setDefaultFund } from '../api/set-default-fund';
import { FundList } from '../components/fund-list';
import '../funds.css';

/** /my-account/cards-and-accounts (protected): saved cards and bank accounts. */
export function CardsAndAccountsRoute() {
  useDocumentTitle('Cards and accounts');
  const { client } = useApi();
  const queryClient = useQueryClient();
  const deposit = usePaymentMethods('deposit');
  const withdrawal = usePaymentMethods('withdrawal');
  const gateways = useCardGateways();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [adding, setAdding] = useState<'card' | 'bank' | null>(null);
  const tokeniseUrl = gateways.data?.find((gateway) => gateway.enabled)?.tokeniseUrl ?? null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_QUERY_KEY });
  async function act(fund: Fund, action: () => Promise<unknown>) {
    setBusyId(fund.id);
    setActionError(null);
    try {
      await action();
      await refresh();
    } catch (error) {
      setActionError(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusyId(null);
    }
  }
  const added = async () => {
    setAdding(null);
    await refresh();
  };

  const cards = deposit.data?.find((method) => method.code === 'cc')?.funds ?? [];
  const banks = withdrawal.data?.flatMap((method) => method.funds) ?? [];
  const bankTypes = withdrawal.data?.flatMap((method) => method.types) ?? [];
  return (
    <div className="account-page funds-page">
      <h1>Cards and accounts</h1>
      <FormAlert message={actionError} />
      <section aria-labelledby="cards-heading">
        <h2 id="cards-heading">Cards</h2>
        {deposit.isPending ? (
          <ListSkeleton label="Loading your cards" count={2} />
        ) : deposit.isError ? (
          <ErrorState message="We couldn't load your cards." onRetry={() => void deposit.refetch()} />
        ) : cards.length === 0 ? (
          <EmptyState>You have no saved cards yet.</EmptyState>
        ) : (
          <FundList
            label="Your cards"
            funds={cards}
            busyId={busyId}
            onMakeDefault={(fund) => void act(fund, () => setDefaultFund(client, fund.id))}
            onDelete={(fund) => void act(fund, () => deleteFund(client, fund.id))}
          />
        )}
        {adding === 'card' && tokeniseUrl ? (
          <AddCardForm tokeniseUrl={tokeniseUrl} onAdded={added} />
        ) : (
          <button
            type="button"
            className="button button-secondary"
            disabled={!tokeniseUrl}
            onClick={() => setAdding('card')}
          >
            Add a card
          </button>
        )}
      </section>
      <section aria-labelledby="banks-heading">
        <h2 id="banks-heading">Bank accounts and PayID</h2>
        {withdrawal.isPending ? (
          <ListSkeleton label="Loading your bank accounts" count={1} />
        ) : withdrawal.isError ? (
          <ErrorState
            message="We couldn't load your bank accounts."
            onRetry={() => void withdrawal.refetch()}
          />
        ) : banks.length === 0 ? (
          <EmptyState>
            You have no saved bank accounts yet. Withdrawals are paid to a bank account or PayID.
          </EmptyState>
        ) : (
          <FundList
            label="Your bank accounts"
            funds={banks}
            busyId={busyId}
            onDelete={(fund) => void act(fund, () => deleteFund(client, fund.id))}
          />
        )}
        {adding === 'bank' && bankTypes.length > 0 ? (
          <BankAccountForm types={bankTypes} onAdded={added} onCancel={() => setAdding(null)} />
        ) : (
          <button
            type="button"
            className="button button-secondary"
            disabled={bankTypes.length === 0}
            onClick={() => setAdding('bank')}
          >
            Add a bank account
          </button>
        )}
      </section>
    </div>
  );
}
