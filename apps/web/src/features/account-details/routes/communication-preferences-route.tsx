import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { useCommunicationPreferences } from '../api/get-communication-preferences';
import { PreferencesForm } from '../components/preferences-form';
import '../account-details.css';

function PreferencesPage({ id, notFound }: { id: string; notFound: ReactNode }) {
  useDocumentTitle('Communication preferences');
  const preferences = useCommunicationPreferences(id);
  if (preferences.isError && (preferences.error as { status?: number }).status === 404) return notFound;
  return (
    <div className="account-page">
      <h1>Communication preferences</h1>
      {preferences.isPending ? (
        <ListSkeleton label="Loading your preferences" count={2} />
      ) : preferences.isError ? (
        <ErrorState message="We couldn't load your preferences." onRetry={() => void preferences.refetch()} />
      ) : (
        <>
          <p>Hi {preferences.data.firstname}, choose how we keep in touch.</p>
          <PreferencesForm id={id} current={preferences.data} />
        </>
      )}
    </div>
  );
}

/** /communication-preferences (protected): the signed-in customer's own. */
export function OwnCommunicationPreferencesRoute({ notFound }: { notFound: ReactNode }) {
  const { customerId } = useSession();
  return customerId ? <PreferencesPage id={customerId} notFound={notFound} /> : null;
}

/** /communication-preferences/:id (public): the signed id from an e-mail link; anything else is a 404. */
export function LinkedCommunicationPreferencesRoute({ notFound }: { notFound: ReactNode }) {
  const { id } = useParams();
  return id ? <PreferencesPage id={id} notFound={notFound} /> : notFound;
}
