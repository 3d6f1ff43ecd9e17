import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY, customerQueryOptions, useCustomer } from '../../../lib/api/get-customer';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { UpgradeAccountForm } from '../components/upgrade-account-form';
import { redirectTarget } from '../utils/redirect';
import '../auth.css';

/**
 * /my-account/upgrade-account: an account that accepted terms older than today's accepts the current
 * ones, for the state it plays from, before going anywhere else (decision 0022), then carries on to
 * where the customer was going.
 */
export function UpgradeAccountRoute() {
  useDocumentTitle('Update your account');
  const [searchParams] = useSearchParams();
  const target = redirectTarget(searchParams.get('redirect'), window.location.origin, '/my-account');
  const customer = useCustomer();
  const { client } = useApi();
  const { customerId } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function onUpgraded() {
    // The flag is cleared: the layout must not send the customer straight back here.
    queryClient.setQueryData(customerQueryOptions(client, customerId ?? '').queryKey, (current) =>
      current ? { ...current, accountUpgrade: false } : current,
    );
    void queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
    await navigate(target, { replace: true });
  }

  if (customer.data && !customer.data.accountUpgrade) return <Navigate to={target} replace />;

  return (
    <div className="auth-page">
      <h1>Update your account</h1>
      {customer.data ? (
        <>
          <p>
            We have updated our terms and conditions. To keep playing, please confirm the state or territory
            you live in and accept the new terms.
          </p>
          <UpgradeAccountForm homeState={customer.data.brandingRegion} onUpgraded={onUpgraded} />
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
