import type { UseQueryResult } from '@tanstack/react-query';
import type { WithdrawableFunds } from '@fairdraw/contracts';
import { formatMoney, fromWireMoney } from '@fairdraw/domain';
import { formatWireMoney } from '../../../components/ui/money';

/**
 * Withdrawable funds: loading, loaded, or error, when $0.00 is shown with a notice (account-area §4
 * "Deposit"). Promotional credit and pending withdrawals are explained when there are any.
 */
export function WithdrawableFundsPanel({ query }: { query: UseQueryResult<WithdrawableFunds> }) {
  if (query.isPending)
    return (
      <p className="withdraw-funds" role="status">
        Loading your withdrawable funds…
      </p>
    );
  if (query.isError)
    return (
      <div className="withdraw-funds">
        <p>
          Withdrawable funds: <strong>{formatMoney(0)}</strong>
        </p>
        <p className="withdraw-notice" role="alert">
          We couldn&apos;t load your withdrawable funds just now, so $0.00 is shown.{' '}
          <button type="button" className="link-button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      </div>
    );
  const funds = query.data;
  const promotional = fromWireMoney(funds.promotionalCredit);
  const pending = fromWireMoney(funds.pendingWithdrawals);
  return (
    <div className="withdraw-funds">
      <p>
        Withdrawable funds:{' '}
        <strong data-testid="withdrawable-amount">
          {formatMoney(fromWireMoney({ amount: funds.amount, currency: funds.currency }))}
        </strong>
      </p>
      <p className="withdraw-hint">Wallet balance {formatWireMoney(funds.balance)}.</p>
      {promotional > 0 ? (
        <p className="withdraw-hint">
          {formatMoney(promotional)} of it is promotional credit: you can play with it, and withdraw what it
          wins, but not the credit itself.
        </p>
      ) : null}
      {pending > 0 ? (
        <p className="withdraw-hint">{formatMoney(pending)} is on its way to you in pending withdrawals.</p>
      ) : null}
    </div>
  );
}
