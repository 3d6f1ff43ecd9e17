import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { OrderDetail } from '@fairdraw/contracts';
import { isNotFound } from '@fairdraw/client';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOrder } from '../api/get-order';
import { errorText } from '../../../lib/query-errors';
import { NotFoundState } from './page-states';

interface BackTo {
  to: string;
  label: string;
}

function BackLink({ back }: { back: BackTo }) {
  return (
    <p className="orders-back">
      <Link to={back.to}>{back.label}</Link>
    </p>
  );
}

/**
 * A ticket page around the order named by the `:id` segment: the back link, and the not-found,
 * loading and error states. `children` renders the loaded order below the back link.
 */
export function OrderDetailFrame({
  back,
  loadingTitle,
  children,
}: {
  back: BackTo;
  /** The tab title until the order has loaded. */
  loadingTitle: string;
  children: (order: OrderDetail) => ReactNode;
}) {
  const { id = '' } = useParams();
  const order = useOrder(id);

  if (order.isError && isNotFound(order.error)) {
    return (
      <NotFoundState title="Ticket not found" heading="We could not find this ticket" links={[back]}>
        The link may be incomplete, or the ticket may belong to another account.
      </NotFoundState>
    );
  }
  if (order.data) {
    return (
      <div className="orders-page">
        <BackLink back={back} />
        {children(order.data)}
      </div>
    );
  }
  return (
    <TicketLoading
      back={back}
      title={loadingTitle}
      error={order.isError ? order.error : null}
      onRetry={() => void order.refetch()}
    />
  );
}

function TicketLoading({
  back,
  title,
  error,
  onRetry,
}: {
  back: BackTo;
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  useDocumentTitle(title);
  return (
    <div className="orders-page">
      <BackLink back={back} />
      <h1>Your ticket</h1>
      {error ? (
        <ErrorState message={errorText(error, "We couldn't load this ticket.")} onRetry={onRetry} />
      ) : (
        <ListSkeleton label="Loading your ticket" count={2} />
      )}
    </div>
  );
}
