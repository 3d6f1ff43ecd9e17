import { Link, useParams } from 'react-router';
import { isNotFound } from '@fairdraw/client';
import { DrawDate } from '../../../components/ui/draw-date';
import { FormAlert } from '../../../components/ui/form-fields';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { formatWireMoney } from '../../../components/ui/money';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { useWithdrawal } from '../api/get-withdrawal';
import { WithdrawalStatusBadge } from '../components/withdrawal-status';
import '../withdraw.css';

/** /my-account/withdraw/details/:withdrawID: one withdrawal, its status, and cancel while pending. */
export function WithdrawalDetailRoute() {
  useDocumentTitle('Withdrawal');
  const { withdrawID = '' } = useParams();
  const query = useWithdrawal(withdrawID);
  const cancel = useCancelWithdrawal();

  let body;
  if (query.isPending) body = <ListSkeleton label="Loading your withdrawal" count={1} />;
  else if (query.isError)
    body = isNotFound(query.error) ? (
      <p>We couldn&apos;t find this withdrawal.</p>
    ) : (
      <ErrorState message="We couldn't load this withdrawal." onRetry={() => void query.refetch()} />
    );
  else {
    const withdrawal = query.data;
    body = (
      <>
        <dl className="withdraw-facts">
          <dt>Status</dt>
          <dd>
            <WithdrawalStatusBadge status={withdrawal.status} />
          </dd>
          <dt>Amount</dt>
          <dd>{formatWireMoney(withdrawal.amount)}</dd>
          <dt>To</dt>
          <dd>
            {withdrawal.destination.accountName ? `${withdrawal.destination.accountName}, ` : ''}
            {withdrawal.destination.label}
          </dd>
          <dt>Requested</dt>
          <dd>
            <DrawDate iso={withdrawal.requestedAt} style="short" />
          </dd>
          {withdrawal.reason ? (
            <>
              <dt>Reason</dt>
              <dd>{withdrawal.reason}</dd>
            </>
          ) : null}
        </dl>
        <FormAlert message={cancel.isError ? cancel.error.message || 'Something went wrong' : null} />
        {withdrawal.canCancel ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(withdrawal.id)}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel this withdrawal'}
          </button>
        ) : null}
        <p>
          <Link to={`/my-account/withdraw/summary/${withdrawal.transactionId}`}>Transaction summary</Link>
        </p>
      </>
    );
  }
  return (
    <div className="withdraw-page">
      <h1>Your withdrawal</h1>
      {body}
      <p>
        <Link to="/my-account/withdraw">Back to withdraw</Link>
      </p>
    </div>
  );
}
