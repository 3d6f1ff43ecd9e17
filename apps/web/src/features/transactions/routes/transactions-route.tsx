import { Link, Navigate, useParams } from 'react-router';
import type { TransactionType, WalletTransaction } from '@fairdraw/contracts';
import { coercePageNumber, fromWireMoney, pagedPath, pageSizes } from '@fairdraw/domain';
import { DrawDate } from '../../../components/ui/draw-date';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { formatWireMoney } from '../../../components/ui/money';
import { Pagination } from '../../../components/ui/pagination';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTransactions } from '../api/get-transactions';
import '../transactions.css';

const BASE = '/my-account/transactions';

const typeNames: Record<TransactionType, string> = {
  deposit: 'Deposit',
  purchase: 'Purchase',
  prize: 'Prize',
  withdrawal: 'Withdrawal',
  withdrawal_returned: 'Withdrawal returned',
  refund: 'Refund',
  promotion: 'Promotion',
  adjustment: 'Adjustment',
};

const statusNames = {
  pending: 'Pending',
  paid: 'Paid',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
} as const;

/** Where a movement leads: the receipt, the ticket that won, or the withdrawal. */
function linkOf(item: WalletTransaction): string | null {
  if (item.checkoutId) return `/receipt/${item.checkoutId}`;
  if (item.orderId) return `/my-account/past-tickets/ticket/${item.orderId}`;
  if (item.withdrawalId) return `/my-account/withdraw/details/${item.withdrawalId}`;
  return null;
}

function TransactionRow({ item }: { item: WalletTransaction }) {
  const href = linkOf(item);
  const incoming = fromWireMoney(item.amount) > 0;
  return (
    <tr>
      <td data-label="Date">
        <DrawDate iso={item.createdAt} style="short" />
      </td>
      <td data-label="Type">
        {typeNames[item.type]}
        {item.status ? <span className="transaction-status"> ({statusNames[item.status]})</span> : null}
      </td>
      <td data-label="Description">{href ? <Link to={href}>{item.description}</Link> : item.description}</td>
      <td
        data-label="Amount"
        className={`transaction-money ${incoming ? 'transaction-in' : 'transaction-out'}`}
      >
        {incoming ? '+' : ''}
        {formatWireMoney(item.amount)}
      </td>
      <td data-label="Balance" className="transaction-money">
        {formatWireMoney(item.balanceAfter)}
      </td>
    </tr>
  );
}

/** /my-account/transactions[/:page] (capability viewing-orders): every movement of the wallet. */
export function TransactionsRoute() {
  const { page: rawPage } = useParams();
  const page = coercePageNumber(rawPage);
  const canonical = pagedPath(BASE, page);
  const invalid = rawPage !== undefined && `${BASE}/${rawPage}` !== canonical;
  useDocumentTitle(page > 1 ? `Transactions, page ${page}` : 'Transactions');
  const query = useTransactions(page);
  if (invalid) return <Navigate to={canonical} replace />;

  let content;
  if (query.isPending) content = <ListSkeleton label="Loading your transactions" count={3} />;
  else if (query.isError)
    content = (
      <ErrorState message="We couldn't load your transactions." onRetry={() => void query.refetch()} />
    );
  else {
    const { transactions, pageInfo } = query.data;
    const total = pageInfo?.total ?? transactions.length;
    const lastPage = Math.max(1, Math.ceil(total / pageSizes.default));
    content =
      transactions.length === 0 ? (
        page === 1 ? (
          <EmptyState>No transactions yet</EmptyState>
        ) : (
          <EmptyState>
            There are no transactions on page {page}. <Link to={BASE}>Go to page 1</Link>
          </EmptyState>
        )
      ) : (
        <>
          <table className="transactions-table">
            <caption className="visually-hidden">Your transactions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">Description</th>
                <th scope="col">Amount</th>
                <th scope="col">Balance</th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((item) => (
                <TransactionRow key={item.id} item={item} />
              ))}
            </tbody>
          </table>
          <Pagination page={page} lastPage={lastPage} hrefFor={(n) => pagedPath(BASE, n)} />
        </>
      );
  }
  return (
    <div className="transactions-page">
      <h1>Transactions</h1>
      {content}
    </div>
  );
}
