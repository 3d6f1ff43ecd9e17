// Text no field may hold (plugins/hostile-input.ts): a NUL character, a lone UTF-16 surrogate, a
// prototype key or absurd nesting is a 400 field error naming the field, wherever it is sent (path,
// query, JSON, form or multipart body), on the API, /ops and the gateway's pages alike. Each of the
// requests of issue 14 §5 was a PostgreSQL error 22021 and a 500 before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { toCamelCase } from '@fairdraw/contracts';
import { call, callAsCustomer, signUp, signupBody, type CustomerSession, type TestApp } from './support';
import { asOperator, createVerificationTestApp, PNG, upload } from './verification-support';

const MESSAGE = 'This field contains characters we cannot accept.';

let test: TestApp;
let ada: CustomerSession;

beforeAll(async () => {
  ({ test } = await createVerificationTestApp());
  ada = await signUp(test);
});

afterAll(async () => {
  await test?.close();
});

/** The documented field-error shape, with `field` (wire name) carrying `message`. */
function expectFieldError(
  response: { status: number; body: Record<string, unknown>; raw: string },
  field: string,
  message = MESSAGE,
) {
  expect(response.status, response.raw).toBe(400);
  expect(response.body).toMatchObject({ result: null, pageInfo: null, links: null });
  const raw = JSON.parse(response.raw) as {
    errors: Record<string, Array<{ code: string; message: string }>>;
  };
  expect(raw.errors).toEqual({ [field]: [{ code: 'invalid', message }] });
  expect(response.raw).not.toMatch(/22021|postgres|stack/i);
}

const ops = async (options: InjectOptions) => {
  const response = await asOperator(test, options);
  const body = toCamelCase<Record<string, unknown>>(JSON.parse(response.body));
  return { status: response.statusCode, body, raw: response.body };
};

describe('the requests of issue 14 §5', () => {
  it('answers a NUL in a signup name with a field error, and makes no account', async () => {
    const body = signupBody({ firstname: 'A\u0000' });
    expectFieldError(await call(test, { method: 'POST', url: '/v2/signup', payload: body }), 'firstname');
    const again = await call(test, {
      method: 'POST',
      url: '/v2/signup',
      payload: { ...body, firstname: 'A' },
    });
    expect(again.status, again.raw).toBe(201);
  });

  it('answers a NUL in a login e-mail address with a field error under its nested name', async () => {
    const response = await call(test, {
      method: 'POST',
      url: '/v2/login',
      payload: { credentials: { email: 'a\u0000@x.com', password: 'whatever 42' } },
    });
    expectFieldError(response, 'credentials.email');
  });

  it('answers a NUL in my details with a field error and keeps the address', async () => {
    const response = await callAsCustomer(test, ada, {
      method: 'POST',
      url: '/v2/customer/details',
      payload: { address: '1\u0000 George St' },
    });
    expectFieldError(response, 'address');
    const details = await callAsCustomer(test, ada, { method: 'GET', url: '/v2/customer/details' });
    expect(details.raw).toContain('1 George Street');
  });

  it('answers a NUL in a path parameter of the gateway’s page and of /ops with a field error', async () => {
    expectFieldError(
      await call(test, { method: 'GET', url: '/payment-gateway/sandbox/challenge/%00' }),
      'payment_id',
    );
    expectFieldError(
      await ops({ method: 'POST', url: '/ops/customers/%00/two-factor/unlock' }),
      'customer_id',
    );
  });

  it('answers a NUL in the reviewer’s name of a verification review with a field error', async () => {
    const response = await ops({
      method: 'POST',
      url: '/ops/verification/attempts/1/approve',
      payload: { reviewed_by: 'a\u0000b' },
    });
    expectFieldError(response, 'reviewed_by');
  });
});

describe('the same guard everywhere', () => {
  it('refuses lone surrogates in a body and a query, and lets a real pair through', async () => {
    for (const text of ['A\ud800', '\udc00A', 'A\udc00\ud800']) {
      const body = signupBody({ lastname: text });
      expectFieldError(await call(test, { method: 'POST', url: '/v2/signup', payload: body }), 'lastname');
    }
    expectFieldError(
      await call(test, { method: 'GET', url: '/v2/draw/full_result?product_offer_key=%00' }),
      'product_offer_key',
    );
    const paired = await call(test, {
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody({ firstname: 'Ada 🎟️' }),
    });
    expect(paired.status, paired.raw).toBe(201);
  });

  it('refuses a NUL inside a key, and prototype keys in JSON and form bodies, with 400', async () => {
    expectFieldError(
      await call(test, {
        method: 'POST',
        url: '/v2/login',
        payload: { credentials: { 'e\u0000mail': 'x' } },
      }),
      'credentials',
    );
    const proto = await call(test, {
      method: 'POST',
      url: '/v2/login',
      payload: '{"credentials":{"__proto__":{"admin":true}}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(proto.status, proto.raw).toBe(400);
    expect(proto.body).toMatchObject({ result: null, error: { code: 'invalid_json' } });
    const form = await call(test, {
      method: 'POST',
      url: '/v2/refresh',
      payload: 'refresh_token=x&constructor=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectFieldError(form, 'constructor', 'This field is not recognised.');
    const formNul = await call(test, {
      method: 'POST',
      url: '/v2/refresh',
      payload: 'refresh_token=x%00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectFieldError(formNul, 'refresh_token');
  });

  it('refuses a body nested deeper than any request needs with 400, not a stack overflow', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await call(test, {
      method: 'POST',
      url: '/v2/login',
      payload: `{"credentials":${deep}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status, response.raw).toBe(400);
    expect(response.body).toMatchObject({ result: null });
  });

  it('refuses a NUL in a multipart file name and stores nothing', async () => {
    const response = await upload(test, ada, { method: 'photo_id_upload' }, [
      { fileName: 'lic\u0000ence.png', contentType: 'image/png', bytes: PNG },
    ]);
    expectFieldError(response, 'documents');
    const record = await callAsCustomer(test, ada, { method: 'GET', url: '/v2/customer/verification' });
    expect(record.status).toBe(200);
    expect(record.body.result).toMatchObject({ documents: [] });
  });
});
