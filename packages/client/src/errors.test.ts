import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isNotFound, recordedCodeFor } from './errors';
import { ERROR_MESSAGE_FALLBACK, ERROR_MESSAGE_FALLBACK_KEY } from './messages';
import { envelope, errorBody, startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => vi.restoreAllMocks());

/** A client whose hooks are recorded. */
function watched(overrides: Parameters<TestServer['client']>[0] = {}) {
  const reported: ApiError[] = [];
  const unrecoverable: ApiError[] = [];
  const client = server.client({
    report: (e) => reported.push(e),
    onUnrecoverableError: (e) => unrecoverable.push(e),
    ...overrides,
  });
  return { client, reported, unrecoverable };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('server error bodies', () => {
  it('keeps field errors by form field, with the first server message and first field code', async () => {
    server.route('POST', '/v2/signup', () => ({
      status: 422,
      json: errorBody({
        messages: [{ level: 'error', message: 'Please check the form' }],
        errors: {
          email_address: [{ code: 'taken', message: 'That e-mail is already registered' }],
          date_of_birth: [
            { code: 'too_young', message: 'You must be 18 or over' },
            { code: 'invalid', message: 'Enter a real date' },
          ],
        },
      }),
    }));
    const { client, reported, unrecoverable } = watched();
    const error = await failure(client.post('/signup', {}, { skipRefresh: true }));

    expect(error).toMatchObject({
      name: 'ApiError',
      status: 422,
      code: 'taken',
      message: 'Please check the form',
      recordedCode: 422,
      aborted: false,
      errors: {
        emailAddress: ['That e-mail is already registered'],
        dateOfBirth: ['You must be 18 or over', 'Enter a real date'],
      },
    });
    expect(error.messages).toEqual([{ level: 'error', message: 'Please check the form' }]);
    expect(reported).toEqual([error]);
    expect(unrecoverable).toEqual([]);
  });

  it('puts a single error under general and uses its text when there are no messages', async () => {
    server.route('POST', '/v2/cart/promotion', () => ({
      status: 400,
      json: errorBody({ error: { code: 'promotion_not_added', message: 'That code has expired' } }),
    }));
    const error = await failure(watched().client.post('/cart/promotion', { promotionCode: 'OLD' }));
    expect(error).toMatchObject({
      code: 'promotion_not_added',
      message: 'That code has expired',
      errors: { general: ['That code has expired'] },
    });
  });

  it('falls back to the generic text naming status and URL', async () => {
    server.route('GET', '/v2/statistics/oz_lotto', () => ({ status: 409, json: errorBody({}) }));
    const error = await failure(watched().client.get('/statistics/oz_lotto', { limit: 5 }));
    const url = `${server.origin}/v2/statistics/oz_lotto?limit=5`;
    expect(error.message).toBe(
      `The API responded with a 409 error when requesting the following url: ${url}`,
    );
    expect(error.code).toBeNull();
  });

  it('keeps the real status of a non-JSON error page', async () => {
    server.route('GET', '/v2/tips', () => ({
      status: 502,
      text: '<html>Bad gateway</html>',
      contentType: 'text/html',
    }));
    const error = await failure(watched().client.get('/tips'));
    expect(error.status).toBe(502);
    expect(error.message).toContain('responded with a 502 error');
  });
});

describe('client-side failures', () => {
  it('turns an unreadable successful body into a 422 with the transform message, reported', async () => {
    server.route('GET', '/v2/branding', () => ({ text: '{"result": ', contentType: 'application/json' }));
    const { client, reported } = watched();
    const error = await failure(client.get('/branding'));
    const url = `${server.origin}/v2/branding`;
    expect(error).toMatchObject({
      status: 422,
      recordedCode: 422,
      message: `An error occurred when transforming the API result to JSON for the following url: ${url}`,
    });
    expect(reported).toEqual([error]);
  });

  it('turns a network failure into the fallback message under general, reported as 500', async () => {
    const { client, reported } = watched({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    // Discovery itself fails here, so the error carries the discovery URL.
    const error = await failure(client.get('/config'));
    expect(error).toMatchObject({
      status: 0,
      message: ERROR_MESSAGE_FALLBACK,
      messageKey: ERROR_MESSAGE_FALLBACK_KEY,
      errors: { general: ['Something went wrong'] },
      recordedCode: 500,
    });
    expect(ERROR_MESSAGE_FALLBACK_KEY).toBe('errorMessageFallback');
    expect(reported).toEqual([error]);
  });

  it('records a refused connection from a real socket', async () => {
    const closed = await startTestServer();
    const url = closed.discoveryUrl;
    await closed.close();
    const { client, reported } = watched({ discoveryUrl: url });
    const error = await failure(client.get('/config'));
    expect(error.message).toBe(ERROR_MESSAGE_FALLBACK);
    expect(error.cause).toBeInstanceOf(Error);
    expect(reported).toHaveLength(1);
  });

  it('does not report flaky-network failures (408) or browser noise (418)', async () => {
    for (const [text, code] of [
      ['Network request failed', 408],
      ['Load failed', 408],
      ['Illegal invocation', 418],
    ] as const) {
      const { client, reported } = watched({ fetch: () => Promise.reject(new TypeError(text)) });
      const error = await failure(client.get('/config'));
      expect(error.recordedCode).toBe(code);
      expect(reported).toEqual([]);
    }
  });

  it('treats status 500 and above as unrecoverable, and reports it', async () => {
    server.route('GET', '/v2/capabilities', () => ({
      status: 503,
      json: errorBody({ error: { code: 'service_unavailable', message: 'Down for maintenance' } }),
    }));
    const { client, reported, unrecoverable } = watched();
    const error = await failure(client.get('/capabilities'));
    expect(error).toMatchObject({ status: 503, recordedCode: 503 });
    expect(unrecoverable).toEqual([error]);
    expect(reported).toEqual([error]);
  });

  it('does not treat a 4xx as unrecoverable', async () => {
    server.route('GET', '/v2/capabilities', () => ({ status: 429, json: errorBody({}) }));
    const { client, unrecoverable } = watched();
    await failure(client.get('/capabilities'));
    expect(unrecoverable).toEqual([]);
  });

  it('only logs an aborted request, rejects it and never reports it', async () => {
    // Answered only after 5 s: the rejection must not wait for it.
    server.route('GET', '/v2/product_offers', () => ({ json: envelope([]), delayMs: 5_000 }));
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { client, reported, unrecoverable } = watched();
    await client.serviceBase('main');

    const controller = new AbortController();
    const pending = failure(client.get('/product_offers', undefined, { signal: controller.signal }));
    await vi.waitFor(() => expect(server.hits('/v2/product_offers')).toHaveLength(1), { timeout: 5_000 });
    const startedAt = Date.now();
    controller.abort();
    const error = await pending;

    expect(Date.now() - startedAt).toBeLessThan(2_500);
    expect(error).toMatchObject({ aborted: true, status: 0 });
    expect(info).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([]);
    expect(unrecoverable).toEqual([]);
  });

  it('survives a reporter that throws', async () => {
    server.route('GET', '/v2/tips', () => ({ status: 500, json: errorBody({}) }));
    const client = server.client({
      report: () => {
        throw new Error('reporter down');
      },
    });
    await expect(client.get('/tips')).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });
});

describe('recordedCodeFor', () => {
  it.each([
    ['Request timeout after 30s', 408],
    ['Network request failed', 408],
    ['Load failed', 408],
    ['Error while LOADING chunk', 408],
    ['The operation was aborted', 408],
    ['network connection lost', 408],
    ['Blocked a frame with origin "https://fairdraw.example"', 418],
    ['Illegal invocation', 418],
    ['Cannot read properties of undefined', 500],
    ['', 500],
  ])('%j → %i', (message, code) => {
    expect(recordedCodeFor(message)).toBe(code);
  });
});

describe('isNotFound', () => {
  const failed = (status: number) => new ApiError({ status, url: '/orders/7', message: 'Failed' });

  it('is true only for an ApiError answered 404', () => {
    expect(isNotFound(failed(404))).toBe(true);
    expect(isNotFound(failed(400))).toBe(false);
    expect(isNotFound(failed(0))).toBe(false);
    expect(isNotFound(Object.assign(new Error('Not found'), { status: 404 }))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
