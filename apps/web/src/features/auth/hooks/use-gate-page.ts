import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY, customerQueryOptions, useCustomer } from '../../../lib/api/get-customer';
import { useSession } from '../../../lib/session';
import { redirectTarget } from '../utils/redirect';

/**
 * A page the layout's gate sends a flagged customer to (the forced password change, the account
 * upgrade): where to carry on to afterwards (`?redirect=`), the customer, whether the flag is already
 * clear, and `done`, which clears the flag at once (so the gate does not send the customer straight
 * back) and carries on.
 */
export function useGatePage(flag: 'forcePasswordChange' | 'accountUpgrade', fallback = '/') {
  const [searchParams] = useSearchParams();
  const target = redirectTarget(searchParams.get('redirect'), window.location.origin, fallback);
  const customer = useCustomer();
  const { client } = useApi();
  const { customerId } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function done() {
    queryClient.setQueryData(customerQueryOptions(client, customerId ?? '').queryKey, (current) =>
      current ? { ...current, [flag]: false } : current,
    );
    void queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
    await navigate(target, { replace: true });
  }

  return { customer, target, done, cleared: customer.data !== undefined && !customer.data[flag] };
}
