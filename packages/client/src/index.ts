// @fairdraw/client: the spec's request layer, shared by the web app and Node tools.
export type * from './api';
export { createApiClient } from './client';
export { createCartlessClient } from './cartless';
export { ContractMismatchError, createCall, fillEndpointPath } from './call';
export type { CallableEndpoint, CallConfig, CallOptions } from './call';
export type { CartlessClient, CartlessConfig, CartlessRequestOptions } from './cartless';
export { ApiError, isNotFound, recordedCodeFor, isReportedCode } from './errors';
export type { ApiErrorInit } from './errors';
export * from './messages';
export { createDebouncer, debounce, WRITE_DEBOUNCE_MS, ADD_TO_CART_DEBOUNCE_MS } from './debounce';
export type { Debouncer } from './debounce';
export { createBatcher, BATCH_DELAY_MS } from './batch';
export type { Batcher, BatchOptions } from './batch';
export { CACHE_TTL_MS } from './cache';
export type { CacheName } from './cache';
