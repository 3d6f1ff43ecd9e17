import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionCredentials } from './api';
import { ApiError } from './errors';
import { MISSING_REFRESH_TOKENS_MESSAGE } from './messages';
import { APP_KEY, NOW, envelope, errorBody, hmacHex, startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function session(accessToken: string, refreshToken: string | null = 'refresh-1'): SessionCredentials {
  const customerToken = accessToken === 'access-1' ? 'customer-token-1' : 'customer-token-2';
  return { accessToken, refreshToken, customerId: '4021', customerToken, sessionId: 's-1', subVariant: null };
}

/** The server accepts only the second session's token; the first one has expired. */
beforeEach(() => {
  server.reset();
  for (const method of ['GET', 'POST']) {
    server.route(method, '/v2/customer', (request) =>
      request.headers.authorization === 'Bearer access-2'
        ? { json: envelope({ first_name: 'Ada' }) }
        : {
            status: 401,
            json: errorBody({
              messages: [{ level: 'error', message: 'Your session has expired' }],
              error: { code: 'unauthorized', message: 'Your session has expired' },
            }),
          },
    );
  }
});

/** A client signed in with the expired session; `renew` stores the second one, as a refresh would. */
function signedInClient(options: { refresh?: () => Promise<boolean>; refreshToken?: string | null } = {}) {
  let credentials = session('access-1', options.refreshToken);
  let clock = NOW;
  const expired: ApiError[] = [];
  const reported: ApiError[] = [];
  const client = server.client({
    now: () => (clock += 1000),
    getCredentials: () => credentials,
    refreshSession: options.refresh,
    onSessionExpired: (e) => expired.push(e),
    report: (e) => reported.push(e),
  });
  const renew = () => {
    credentials = session('access-2');
  };
  const signOut = () => {
    credentials = { ...credentials, accessToken: null, refreshToken: null };
  };
  return { client, renew, signOut, expired, reported };
}

describe('refresh once and replay on 401/403', () => {
  it('replays the request once with a new timestamp, signature and token after a refresh', async () => {
    let calls = 0;
    const setup = signedInClient({
      refresh: async () => {
        calls += 1;
        setup.renew();
        return true;
      },
    });
    const response = await setup.client.get('/customer');

    expect(response.result).toEqual({ firstName: 'Ada' });
    expect(calls).toBe(1);
    const [first, replay] = server.hits('/v2/customer');
    expect(first?.headers.authorization).toBe('Bearer access-1');
    expect(replay?.headers.authorization).toBe('Bearer access-2');
    expect(replay?.headers['x-timestamp']).not.toBe(first?.headers['x-timestamp']);
    const timestamp = String(replay?.headers['x-timestamp']);
    expect(replay?.headers['x-signature']).toBe(hmacHex(APP_KEY, timestamp, 'customer-token-2'));
    expect(setup.expired).toEqual([]);
    expect(setup.reported).toEqual([]);
  });

  it('also refreshes on 403 and replays a POST body', async () => {
    server.route('POST', '/v2/customer', (request) =>
      request.headers.authorization === 'Bearer access-2'
        ? { json: envelope({ saved: request.body }) }
        : { status: 403, json: errorBody({ error: { code: 'forbidden', message: 'Forbidden' } }) },
    );
    const setup = signedInClient({ refresh: async () => (setup.renew(), true) });
    const response = await setup.client.post<{ saved: string }>('/customer', { favouriteNumbers: [7] });
    expect(JSON.parse(response.result.saved)).toEqual({ favourite_numbers: [7] });
  });

  it('logs out and rejects when the refresh gives up', async () => {
    const setup = signedInClient({ refresh: async () => false });
    const error = await setup.client.get('/customer').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Your session has expired' });
    expect(setup.expired).toEqual([error]);
    expect(setup.reported).toEqual([error]);
    expect(server.hits('/v2/customer')).toHaveLength(1);
  });

  it('logs out and rejects when the refresh throws', async () => {
    const setup = signedInClient({
      refresh: async () => {
        throw new Error('refresh endpoint unreachable');
      },
    });
    await expect(setup.client.get('/customer')).rejects.toMatchObject({ status: 401 });
    expect(setup.expired).toHaveLength(1);
  });

  it('never loops: a replay that is refused again logs out', async () => {
    let calls = 0;
    // The refresh "succeeds" but the server still refuses the token.
    const setup = signedInClient({ refresh: async () => ((calls += 1), true) });
    await expect(setup.client.get('/customer')).rejects.toMatchObject({ status: 401 });
    expect(calls).toBe(1);
    expect(server.hits('/v2/customer')).toHaveLength(2);
    expect(setup.expired).toHaveLength(1);
  });

  it('does not refresh when the call asks it not to (login, signup)', async () => {
    let calls = 0;
    const setup = signedInClient({ refresh: async () => ((calls += 1), true) });
    await expect(setup.client.get('/customer', undefined, { skipRefresh: true })).rejects.toMatchObject({
      status: 401,
      message: 'Your session has expired',
    });
    expect(calls).toBe(0);
    expect(setup.expired).toEqual([]);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let calls = 0;
    let release = (): void => undefined;
    const setup = signedInClient({
      refresh: async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        setup.renew();
        return true;
      },
    });
    await setup.client.serviceBase('main');

    const pending = Promise.all([setup.client.get('/customer'), setup.client.get('/customer')]);
    // Both first attempts must have been refused before the refresh finishes (a refusal read after it has
    // finished is the next test's case).
    const refused = () =>
      server.hits('/v2/customer').filter((r) => r.headers.authorization === 'Bearer access-1');
    // The refresh starts only once the client has read a 401: wait for it too, or there is nothing to
    // release yet.
    await vi.waitFor(
      () => {
        expect(refused()).toHaveLength(2);
        expect(calls).toBe(1);
      },
      { timeout: 4000 },
    );
    release();
    const results = await pending;

    expect(results.map((r) => r.result)).toEqual([{ firstName: 'Ada' }, { firstName: 'Ada' }]);
    expect(calls).toBe(1);
  });

  it('replays a refusal read after another call renewed the session, without refreshing again', async () => {
    // One call's refusal is held back until the other call has refreshed and been replayed, as when one
    // response is slow.
    let openGate = (): void => undefined;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let refusals = 0;
    server.route('GET', '/v2/customer', async (request) => {
      if (request.headers.authorization === 'Bearer access-2')
        return { json: envelope({ first_name: 'Ada' }) };
      refusals += 1;
      if (refusals === 2) await gate;
      return {
        status: 401,
        json: errorBody({ error: { code: 'unauthorized', message: 'Your session has expired' } }),
      };
    });
    let calls = 0;
    const setup = signedInClient({ refresh: async () => ((calls += 1), setup.renew(), true) });
    await setup.client.serviceBase('main');

    const pending = Promise.all([setup.client.get('/customer'), setup.client.get('/customer')]);
    const replays = () =>
      server.hits('/v2/customer').filter((r) => r.headers.authorization === 'Bearer access-2');
    // One call has been refused, refreshed and replayed before the other's refusal is let through.
    await vi.waitFor(() => expect(replays()).toHaveLength(1), { timeout: 4000 });
    openGate();
    const results = await pending;

    expect(results.map((r) => r.result)).toEqual([{ firstName: 'Ada' }, { firstName: 'Ada' }]);
    expect(calls).toBe(1);
    expect(replays()).toHaveLength(2);
    expect(setup.expired).toEqual([]);
  });

  it('treats a refusal read after signing out as before: the refresh decides, nothing is replayed', async () => {
    let openGate = (): void => undefined;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    server.route('GET', '/v2/customer', async () => {
      await gate;
      return { status: 401, json: errorBody({ error: { code: 'unauthorized', message: 'Signed out' } }) };
    });
    let calls = 0;
    const setup = signedInClient({ refresh: async () => ((calls += 1), false) });
    await setup.client.serviceBase('main');

    const pending = setup.client.get('/customer').catch((e: unknown) => e);
    await vi.waitFor(() => expect(server.hits('/v2/customer')).toHaveLength(1), { timeout: 4000 });
    setup.signOut();
    openGate();

    expect(await pending).toMatchObject({ status: 401 });
    expect(calls).toBe(1);
    expect(server.hits('/v2/customer')).toHaveLength(1);
    expect(setup.expired).toHaveLength(1);
  });

  it('says the refresh tokens are missing when refreshing is impossible', async () => {
    const setup = signedInClient({ refreshToken: null });
    const error = await setup.client.get('/customer').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: MISSING_REFRESH_TOKENS_MESSAGE });
    expect(MISSING_REFRESH_TOKENS_MESSAGE).toBe(
      'Missing authentication tokens when trying to call the /refresh endpoint',
    );
    expect(setup.expired).toEqual([error]);
  });

  it('keeps the server message when a refresh token exists but no refresh is wired', async () => {
    const setup = signedInClient({ refreshToken: 'refresh-1' });
    const error = await setup.client.get('/customer').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Your session has expired' });
    expect(setup.expired).toEqual([error]);
  });
});
