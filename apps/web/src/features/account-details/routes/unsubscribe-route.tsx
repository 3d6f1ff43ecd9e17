import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePutCommunicationPreferences } from '../api/put-communication-preferences';
import '../account-details.css';

/**
 * /unsubscribe/:customerId/:productOfferKey? (public): one click from an e-mail turns off that
 * product's marketing e-mail, or all of it, then says so. `customerId` is the signed link id.
 */
export function UnsubscribeRoute({ notFound }: { notFound: ReactNode }) {
  useDocumentTitle('Unsubscribe');
  const { customerId = '', productOfferKey } = useParams();
  const unsubscribe = usePutCommunicationPreferences(customerId);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !customerId) return;
    sent.current = true;
    unsubscribe.mutate({
      email: false,
      unsubscribeReasons: ['Unsubscribe link'],
      ...(productOfferKey ? { productOfferKey } : {}),
    });
  }, [customerId, productOfferKey, unsubscribe]);

  if (unsubscribe.isError) return notFound;
  return (
    <div className="account-page">
      <h1>Unsubscribe</h1>
      {unsubscribe.isSuccess ? (
        <div role="status">
          <p>
            {productOfferKey
              ? "You're unsubscribed. We won't email you about this game any more."
              : "You're unsubscribed from all our marketing emails."}
          </p>
          <p>We'll still email you about your tickets, prizes and account.</p>
          <Link to={`/communication-preferences/${encodeURIComponent(customerId)}`}>
            Change your communication preferences
          </Link>
        </div>
      ) : (
        <ListSkeleton label="Unsubscribing" count={1} />
      )}
    </div>
  );
}
