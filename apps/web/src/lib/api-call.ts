// Every API call of the web app goes through its route in the endpoint table
// (packages/contracts/src/endpoint-routes.ts): the route names the path, method, service and API version.
// Outside production builds the answer is checked against the entry's response schema; the schemas are
// loaded for that only, so production pages carry no zod (decision 0056).
import { createCall } from '@fairdraw/client';
import type { ApiClient, ApiResponse, CallableEndpoint, CallOptions } from '@fairdraw/client';
import type { EndpointAnswer, EndpointInput, EndpointRoute } from '@fairdraw/contracts';

const callers = new WeakMap<ApiClient, ReturnType<typeof createCall>>();

const responseSchema = import.meta.env.PROD
  ? undefined
  : async (route: EndpointRoute) => (await import('@fairdraw/contracts')).findEndpoint(route)?.response;

/** `await call(client, endpointRoutes.cart.purchase, { body }, { idempotencyKey })`. */
export function call<E extends CallableEndpoint>(
  client: ApiClient,
  endpoint: E | EndpointRoute<E>,
  input: EndpointInput<E>,
  options?: CallOptions,
): Promise<ApiResponse<EndpointAnswer<E>>> {
  let caller = callers.get(client);
  if (!caller) {
    caller = createCall(client, responseSchema ? { responseSchema } : {});
    callers.set(client, caller);
  }
  return caller(endpoint, input, options);
}
