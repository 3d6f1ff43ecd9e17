import { Link, Navigate } from 'react-router';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { ForcePasswordChangeForm } from '../components/force-password-change-form';
import { useGatePage } from '../hooks/use-gate-page';
import '../auth.css';

/**
 * /force-password-change: a customer whose record asks for a new password chooses one before going
 * anywhere else (shop-core §2 "Layout behaviour"), then carries on to where they were going.
 */
export function ForcePasswordChangeRoute() {
  useDocumentTitle('Choose a new password');
  const { customer, target, done, cleared } = useGatePage('forcePasswordChange');

  if (cleared) return <Navigate to={target} replace />;

  return (
    <div className="auth-page">
      <h1>Choose a new password</h1>
      {customer.data ? (
        <>
          <p>For your security, please choose a new password before you carry on.</p>
          <ForcePasswordChangeForm onChanged={done} />
          <p className="auth-switch">
            Not you? <Link to="/logout">Log out</Link>
          </p>
        </>
      ) : customer.isError ? (
        <ErrorState
          message="We couldn't load your account just now."
          onRetry={() => void customer.refetch()}
        />
      ) : (
        <ListSkeleton label="Loading your account" count={1} />
      )}
    </div>
  );
}
