// The request layer's own texts (shop-core §8, account-area §8 General). Kept word for word.

export const APP_KEY_MISSING_MESSAGE = 'appKey is not defined, please check your config.';
export const APP_SECRET_MISSING_MESSAGE = 'appSecret is not defined, please check your config.';
export const DISCOVERY_URL_MISSING_MESSAGE = 'discovery service url is not set';
export const MISSING_REFRESH_TOKENS_MESSAGE =
  'Missing authentication tokens when trying to call the /refresh endpoint';

/** Translation key (group `general`) of the network/unknown error text; the web app may translate it. */
export const ERROR_MESSAGE_FALLBACK_KEY = 'errorMessageFallback';
export const ERROR_MESSAGE_FALLBACK = 'Something went wrong';

export const REQUEST_ABORTED_MESSAGE = 'The request was aborted';

/** Generic API error text; the spec's default status is 500 when none is known. */
export function apiErrorMessage(status: number | undefined, url: string): string {
  return `The API responded with a ${status || 500} error when requesting the following url: ${url}`;
}

export function jsonParseErrorMessage(url: string): string {
  return `An error occurred when transforming the API result to JSON for the following url: ${url}`;
}

export function unknownServiceMessage(service: string, discoveryUrl: string): string {
  return `The service "${service}" is not listed by the discovery service at ${discoveryUrl}`;
}

export function invalidDiscoveryMessage(discoveryUrl: string): string {
  return `The discovery service at ${discoveryUrl} did not return a list of services`;
}
