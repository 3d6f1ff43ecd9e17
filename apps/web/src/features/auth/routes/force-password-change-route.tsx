import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY, customerQueryOptions, useCustomer } from '../../../lib/api/get-customer';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { ForcePasswordChangeForm } from '../components/force-password-change-form';
import { redirectTarget } from '../utils/redirect';
import '../auth.css';

/**
 * /force-password-change: a customer whose record asks for a new password chooses one before going
 * anywhere else (shop-core §2 "Layout behaviour"), then carries on to where they were going.
 */
export function ForcePasswordChangeRoute() {
  useDocumentTitle('Choose a new password');
  const [searchParams] = useSearchParams();
  const target = redirectTarget(searchParams.get('redirect'), window.location.origin);
  const customer = useCustomer();
  const { client } = useApi();
  const { customerId } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function onChanged() {
    // The flag is cleared: the layout must not send the customer straight back here.
    queryClient.setQueryData(customerQueryOptions(client, customerId ?? '').queryKey, (current) =>
      current ? { ...current, forcePasswordChange: false } : current,
    );
    void queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
    await navigate(target, { replace: true });
  }

  if (customer.data && !customer.data.forcePasswordChange) return <Navigate to={target} replace />;

  return (
    <div className="auth-page">
      <h1>Choose a new password</h1>
      {customer.data ? (
        <>
          <p>For your security, please choose a new password before you carry on.</p>
          <ForcePasswordChangeForm onChanged={onChanged} />
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
