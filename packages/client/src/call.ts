// Calls an entry of the endpoint table (packages/contracts/src/endpoints), or its route (the entry without
// its schemas, endpoint-routes.ts): the path, method, service and API version come from the entry, so a
// page never spells them again. Outside production builds the answer is checked against the entry's
// response schema, so a server that drifted from the contract fails loudly, naming the call, instead of
// rendering wrong data.
import {
  endpointKey,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointRoute,
  type ServiceName,
} from '@fairdraw/contracts';
import type { ApiClient, ApiResponse, RequestOptions } from './api';

/** The entries a client calls: the discovered services (operators and the gateway are called otherwise). */
export type CallableEndpoint = Endpoint & {
  service: Extract<ServiceName, 'main' | 'cms' | 'translation' | 'verify' | 'placement'>;
};

export type CallOptions = Pick<RequestOptions, 'signal' | 'idempotencyKey' | 'skipRefresh' | 'form'>;

export interface CallConfig {
  /** Check every answer against its entry's response schema; default: not in a production build. */
  validateResponses?: boolean;
  /** The response schema of a route called without its entry (the web app loads them only to check). */
  responseSchema?: (route: EndpointRoute) => Promise<Endpoint['response'] | undefined>;
}

/** The server's answer does not match the entry's response schema. */
export class ContractMismatchError extends Error {
  override readonly name = 'ContractMismatchError';
  constructor(
    readonly call: string,
    readonly issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  ) {
    super(
      `${call} answered a result that does not match the contract: ` +
        issues
          .slice(0, 5)
          .map((issue) => `${issue.path.map(String).join('.') || 'result'}: ${issue.message}`)
          .join('; '),
    );
  }
}

/** `/orders/:id` with `{ id: 'a/b' }` → `/orders/a%2Fb`. */
export function fillEndpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`The path ${path} needs :${name}.`);
    return encodeURIComponent(String(value));
  });
}

function isProductionBuild(): boolean {
  // Vite replaces import.meta.env in the web build; elsewhere it is absent.
  return (import.meta as { env?: { PROD?: boolean } }).env?.PROD === true;
}

type Call = <E extends CallableEndpoint>(
  endpoint: E | EndpointRoute<E>,
  input: EndpointInput<E>,
  options?: CallOptions,
) => Promise<ApiResponse<EndpointAnswer<E>>>;

/** `const call = createCall(client); await call(endpoints.cart.purchase, { body })`. */
export function createCall(client: ApiClient, config: CallConfig = {}): Call {
  const validate = config.validateResponses ?? !isProductionBuild();
  return async <E extends CallableEndpoint>(
    endpoint: E | EndpointRoute<E>,
    input: EndpointInput<E>,
    options: CallOptions = {},
  ) => {
    const { params, query, body, multipart } = input as {
      params?: Record<string, unknown>;
      query?: RequestOptions['query'];
      body?: unknown;
      multipart?: FormData;
    };
    const response = await client.request<unknown>({
      ...options,
      service: endpoint.service,
      method: endpoint.method,
      path: fillEndpointPath(endpoint.path, params),
      apiVersion: endpoint.apiVersion,
      ...(query ? { query } : {}),
      ...(body !== undefined && body !== null ? { body: body as Record<string, unknown> } : {}),
      ...(multipart ? { multipart } : {}),
    });
    // A 204 has no result to check (GET /placement answers it for an empty list).
    if (validate && response.status !== 204) {
      const schema = 'response' in endpoint ? endpoint.response : await config.responseSchema?.(endpoint);
      const checked = schema?.safeParse(response.result);
      if (checked && !checked.success)
        throw new ContractMismatchError(endpointKey(endpoint), checked.error.issues);
    }
    // The answer as it came, checked or not: production and development see the same data.
    return response as ApiResponse<EndpointAnswer<E>>;
  };
}
