import { Link, Navigate } from 'react-router';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { UpgradeAccountForm } from '../components/upgrade-account-form';
import { useGatePage } from '../hooks/use-gate-page';
import '../auth.css';

/**
 * /my-account/upgrade-account: an account that accepted terms older than today's accepts the current
 * ones, for the state it plays from, before going anywhere else (decision 0022), then carries on to
 * where the customer was going.
 */
export function UpgradeAccountRoute() {
  useDocumentTitle('Update your account');
  const { customer, target, done, cleared } = useGatePage('accountUpgrade', '/my-account');

  if (cleared) return <Navigate to={target} replace />;

  return (
    <div className="auth-page">
      <h1>Update your account</h1>
      {customer.data ? (
        <>
          <p>
            We have updated our terms and conditions. To keep playing, please confirm the state or territory
            you live in and accept the new terms.
          </p>
          <UpgradeAccountForm homeState={customer.data.brandingRegion} onUpgraded={done} />
          <p className="auth-switch">
            Not now? <Link to="/logout">Log out</Link>
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
