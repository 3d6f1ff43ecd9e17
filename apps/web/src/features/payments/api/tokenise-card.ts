import { ApiError, type ApiClient } from '@fairdraw/client';
import { toCamelCase, toSnakeCase, type TokenisedCard, type TokeniseCardBody } from '@fairdraw/contracts';

/**
 * Sends the card to the gateway's hosted tokenise call, never to the shop's API: the shop only ever
 * gets the token back. Field errors come back under the gateway's names (number, expiry, csc,
 * holder_name) as an ApiError like any other call.
 */
export async function tokeniseCard(
  client: ApiClient,
  tokeniseUrl: string,
  card: TokeniseCardBody,
  fetcher: typeof fetch = fetch,
): Promise<TokenisedCard> {
  const base = new URL(await client.serviceBase('main'), window.location.href);
  const url = new URL(tokeniseUrl, base);
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(toSnakeCase(card)),
    });
  } catch (cause) {
    throw new ApiError({ status: 0, url: url.href, message: 'Something went wrong', cause });
  }
  const body = toCamelCase(await response.json().catch(() => ({}))) as {
    result?: TokenisedCard;
    error?: { code: string; message: string };
    errors?: Record<string, Array<{ message: string }>>;
  };
  if (response.ok && body.result) return body.result;
  const errors = Object.fromEntries(
    Object.entries(body.errors ?? {}).map(([field, problems]) => [field, problems.map((p) => p.message)]),
  );
  throw new ApiError({
    status: response.status,
    url: url.href,
    code: body.error?.code ?? null,
    message: body.error?.message ?? 'Please check the card details.',
    errors,
  });
}
