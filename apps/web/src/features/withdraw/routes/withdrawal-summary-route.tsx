import { Link, useParams } from 'react-router';
import { ApiError } from '@fairdraw/client';
import { DrawDate } from '../../../components/ui/draw-date';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { formatWireMoney } from '../../../components/ui/money';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTransaction } from '../api/get-transaction';
import { WithdrawalStatusBadge } from '../components/withdrawal-status';
import '../withdraw.css';

/** /my-account/withdraw/summary/:transactionID: the wallet movement a withdrawal made. */
export function WithdrawalSummaryRoute() {
  useDocumentTitle('Withdrawal summary');
  const { transactionID = '' } = useParams();
  const query = useTransaction(transactionID);

  let body;
  if (query.isPending) body = <ListSkeleton label="Loading the transaction" count={1} />;
  else if (query.isError)
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <p>We couldn&apos;t find this transaction.</p>
      ) : (
        <ErrorState message="We couldn't load this transaction." onRetry={() => void query.refetch()} />
      );
  else {
    const item = query.data;
    body = (
      <>
        <dl className="withdraw-facts">
          <dt>What</dt>
          <dd>{item.description}</dd>
          <dt>Amount</dt>
          <dd>{formatWireMoney(item.amount)}</dd>
          <dt>Balance after</dt>
          <dd>{formatWireMoney(item.balanceAfter)}</dd>
          <dt>Date</dt>
          <dd>
            <DrawDate iso={item.createdAt} style="short" />
          </dd>
          {item.status ? (
            <>
              <dt>Status</dt>
              <dd>
                <WithdrawalStatusBadge status={item.status} />
              </dd>
            </>
          ) : null}
        </dl>
        {item.withdrawalId ? (
          <p>
            <Link to={`/my-account/withdraw/details/${item.withdrawalId}`}>Withdrawal details</Link>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <div className="withdraw-page">
      <h1>Withdrawal summary</h1>
      {body}
    </div>
  );
}
