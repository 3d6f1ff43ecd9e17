import { useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { VERIFICATION_QUERY_KEY } from '../api/get-verification';

/** After any verification call: the record (banner, statuses) and the document list load again. */
export function useRefreshVerification() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: VERIFICATION_QUERY_KEY }),
    ]);
  };
}
