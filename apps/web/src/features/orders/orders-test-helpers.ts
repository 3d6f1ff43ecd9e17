// Shared set-up for the orders route tests: a signed-in session and a fake request layer that
// answers GET calls by path.
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import type { Mock } from 'vitest';
import { ApiError, type ApiClient, type ApiResponse } from '@fairdraw/client';
import type { PageInfo } from '@fairdraw/contracts';
import { customerQueryOptions } from '../../lib/api/get-customer';
import { createSessionStore, memoryCookieJar, type SessionStore } from '../../lib/session-store';
import { customerFixture, loginResultFixture } from '../../test/fixtures';
import { filledQueryClient, offlineClient } from '../../test/render';

// Each page is a lazily loaded route, and a failed read is retried once after a second: on a busy
// machine running every project at once, that outlasts the default one-second wait of findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

export function ok<T>(result: T, pageInfo: PageInfo | null = null): ApiResponse<T> {
  return { status: 200, result, pageInfo, links: null, messages: [] };
}

export function notFound(path: string): ApiError {
  return new ApiError({
    status: 404,
    url: `/v2${path}`,
    message: 'Not found',
    code: 'not_found',
    errors: { general: ['Not found'] },
  });
}

/** What the browser raises when the network drops; not a 404, so the page offers a retry. */
export function networkFailure(path: string): ApiError {
  return new ApiError({ status: 0, url: `/v2${path}`, message: 'Something went wrong' });
}

/** The demo customer, signed in. */
export function signedInSession(): SessionStore {
  const session = createSessionStore({ cookies: memoryCookieJar() });
  session.signIn(loginResultFixture);
  return session;
}

/** The start-up cache plus the signed-in customer, so the header needs no call either. */
export function signedInQueryClient() {
  const queryClient = filledQueryClient();
  queryClient.setQueryData(
    customerQueryOptions(offlineClient, loginResultFixture.customerId).queryKey,
    customerFixture,
  );
  return queryClient;
}

export type GetMock = Mock<
  (path: string, query?: unknown, options?: unknown) => Promise<ApiResponse<unknown>>
>;

/** A client whose GET is `get`; every other call is refused. */
export function fakeClient(get: GetMock): ApiClient {
  return { ...offlineClient, get: get as unknown as ApiClient['get'] };
}

/** A GET mock that answers by path: a value is sent as the result, a function decides per call. */
export function getByPath(
  answers: Record<string, (query: unknown) => Promise<ApiResponse<unknown>>>,
): GetMock {
  return vi.fn((path: string, query?: unknown) => {
    const answer = answers[path];
    return answer ? answer(query) : Promise.reject(new Error(`Unexpected GET ${path}`));
  });
}
