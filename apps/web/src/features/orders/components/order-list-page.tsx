import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { coercePageNumber, lastPageOf, pagedPath, pageSizes } from '@fairdraw/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { Pagination } from '../../../components/ui/pagination';
import { useDocumentTitle } from '../../../lib/document-title';
import type { OrdersPage } from '../api/get-orders';
import { errorText } from '../../../lib/query-errors';
import { OrderRow } from './order-row';

/**
 * The page number of a `basePath[/:page]` list. Page numbers are coerced (shop-core §5) and a
 * non-canonical address (/1, /abc, /2.5) is replaced by the canonical one, so every page has one URL.
 */
export function PagedRoute({
  basePath,
  children,
}: {
  basePath: string;
  children: (page: number) => ReactNode;
}) {
  const { page: rawPage } = useParams();
  const page = coercePageNumber(rawPage);
  const canonical = pagedPath(basePath, page);
  if (rawPage !== undefined && `${basePath}/${rawPage}` !== canonical) {
    return <Navigate to={canonical} replace />;
  }
  return children(page);
}

/** One page of the customer's orders as cards, with its loading, error and empty states and a pager. */
export function OrderListPage({
  basePath,
  page,
  query,
  title,
  intro,
  loadingLabel,
  errorMessage,
  emptyFirstPage,
  listName,
}: {
  basePath: string;
  page: number;
  query: UseQueryResult<OrdersPage>;
  title: string;
  intro: ReactNode;
  loadingLabel: string;
  errorMessage: string;
  /** What an empty page 1 says: the customer has no such tickets at all. */
  emptyFirstPage: ReactNode;
  /** The list's name in "There are no {listName} on page 3." */
  listName: string;
}) {
  useDocumentTitle(page > 1 ? `${title}, page ${page}` : title);

  let content;
  if (query.isPending) {
    content = <ListSkeleton label={loadingLabel} count={3} />;
  } else if (query.isError) {
    content = (
      <ErrorState message={errorText(query.error, errorMessage)} onRetry={() => void query.refetch()} />
    );
  } else {
    const { orders, pageInfo } = query.data;
    content = (
      <>
        {orders.length > 0 ? (
          <ul className="plain-list order-cards">
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        ) : page === 1 ? (
          <EmptyState picture="no-tickets">{emptyFirstPage}</EmptyState>
        ) : (
          <EmptyState>
            There are no {listName} on page {page}. <Link to={basePath}>Go to page 1</Link>
          </EmptyState>
        )}
        <Pagination
          page={page}
          lastPage={lastPageOf({ page, count: orders.length, pageInfo, fullPageSize: pageSizes.default })}
          hrefFor={(n) => pagedPath(basePath, n)}
        />
      </>
    );
  }

  return (
    <div className="orders-page">
      <p className="orders-back">
        <Link to="/my-account">My account</Link>
      </p>
      <h1>{title}</h1>
      <p className="page-intro">{intro}</p>
      {content}
    </div>
  );
}
