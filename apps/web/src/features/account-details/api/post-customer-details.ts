import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type CustomerDetailsBody } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { CUSTOMER_DETAILS_QUERY_KEY } from '../../../lib/api/get-customer-details';

/** POST /customer/details: saves the details; a new e-mail address waits for its link. */
export async function postCustomerDetails(client: ApiClient, body: CustomerDetailsBody) {
  const response = await call(client, endpointRoutes.accountDetails.updateDetails, { body });
  return response.result;
}

export function usePostCustomerDetails() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customer-details', 'save'],
    mutationFn: (body: CustomerDetailsBody) => postCustomerDetails(client, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CUSTOMER_DETAILS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY }),
      ]);
    },
  });
}
