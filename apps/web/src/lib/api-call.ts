// Every API call of the web app goes through its entry of the endpoint table
// (packages/contracts/src/endpoints): the entry names the path, method, service and API version, and
// outside production builds the answer is checked against the entry's response schema.
import { createCall } from '@fairdraw/client';
import type { ApiClient, ApiResponse, CallableEndpoint, CallOptions } from '@fairdraw/client';
import type { EndpointAnswer, EndpointInput } from '@fairdraw/contracts';

const callers = new WeakMap<ApiClient, ReturnType<typeof createCall>>();

/** `await call(client, endpoints.cart.purchase, { body }, { idempotencyKey })`. */
export function call<E extends CallableEndpoint>(
  client: ApiClient,
  endpoint: E,
  input: EndpointInput<E>,
  options?: CallOptions,
): Promise<ApiResponse<EndpointAnswer<E>>> {
  let caller = callers.get(client);
  if (!caller) {
    caller = createCall(client);
    callers.set(client, caller);
  }
  return caller(endpoint, input, options);
}
