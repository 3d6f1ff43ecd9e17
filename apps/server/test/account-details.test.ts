// My details, the address and e-mail confirmations and terms acceptance over HTTP against a real
// database (PGlite, or PostgreSQL when DATABASE_URL is set); the confirmation link goes out over real
// SMTP to the development mailbox. Decision 0021.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_TERMS_VERSION } from '@fairdraw/contracts';
import { customers, termsAcceptances, eq } from '@fairdraw/db';
import { validationMessages } from '@fairdraw/domain';
import { startDevMailbox, type DevMailbox } from '../src/modules/mail/dev-mailbox';
import { createMailer, type Mailer } from '../src/modules/mail/mailer';
import {
  EMAIL_IN_USE_MESSAGE,
  EMAIL_LINK_INVALID_MESSAGE,
} from '../src/modules/accounts/customer-details.service';
import { TERMS_CHANGED_MESSAGE } from '../src/modules/accounts/account-closure.service';
import { call, callAsCustomer, createTestApp, signUp, type CustomerSession, type TestApp } from './support';

let test: TestApp;
let mailbox: DevMailbox;
let mailer: Mailer;
beforeAll(async () => {
  mailbox = await startDevMailbox();
  mailer = createMailer({ smtpUrl: mailbox.smtpUrl, from: 'Fairdraw <accounts@fairdraw.test>' });
  test = await createTestApp({ mail: { mailer, publicUrl: 'https://fairdraw.test/' } });
});
afterAll(async () => {
  await test.close();
  await mailer.close();
  await mailbox.close();
});

type FieldErrors = Record<string, Array<{ code: string; message: string }>>;
const fieldErrors = (response: { raw: string }) =>
  (JSON.parse(response.raw) as { errors: FieldErrors }).errors;

const detailsBody = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'unchanged',
  phone: '0412 345 678',
  address: '1 George Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'AU',
  ...overrides,
});

async function details(session: CustomerSession) {
  const response = await callAsCustomer(test, session, { method: 'GET', url: '/v2/customer/details' });
  expect(response.status).toBe(200);
  return response.body.result as Record<string, unknown>;
}
async function record(session: CustomerSession) {
  const response = await callAsCustomer(test, session, { method: 'GET', url: '/v2/customer' });
  return response.body.result as Record<string, unknown>;
}
function save(session: CustomerSession, overrides: Record<string, unknown> = {}) {
  const body = detailsBody(overrides);
  if (body.email === 'unchanged') body.email = session.email;
  return callAsCustomer(test, session, {
    method: 'POST',
    url: '/v2/customer/details',
    payload: body,
    headers: { 'x-api-version': '3.2' },
  });
}
const linkToken = (text: string) => /confirm-address\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
const login = (email: string, password: string) =>
  call(test, { method: 'POST', url: '/v2/login', payload: { credentials: { email, password } } });

describe('GET and POST /v2/customer/details', () => {
  it('needs a signed-in customer', async () => {
    expect((await call(test, { method: 'GET', url: '/v2/customer/details' })).status).toBe(401);
  });

  it('shows the details with the date of birth, and saves names and phone without flags', async () => {
    const session = await signUp(test);
    expect(await details(session)).toMatchObject({
      firstname: 'Ada',
      email: session.email,
      pendingEmail: null,
      dateOfBirth: '1990-12-10',
      state: 'NSW',
      addressConfirmationRequired: false,
      emailAddressConfirmationRequired: false,
    });
    const saved = await save(session, {
      firstname: 'Augusta',
      phone: '02 9876 5432',
      date_of_birth: '2001-01-01',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      firstname: 'Augusta',
      phone: '0298765432',
      dateOfBirth: '1990-12-10',
      emailConfirmationSent: false,
      addressConfirmationRequired: false,
    });
    expect(await record(session)).toMatchObject({ firstname: 'Augusta', addressConfirmationRequired: false });
  });

  it('reports every bad field in the shop words and changes nothing', async () => {
    const session = await signUp(test);
    const before = await details(session);
    const response = await save(session, {
      firstname: ' ',
      email: 'not-an-email',
      phone: '12',
      postcode: '20000',
      state: 'XX',
    });
    expect(response.status).toBe(400);
    const errors = fieldErrors(response);
    expect(errors.firstname?.[0]?.message).toBe(validationMessages.required);
    expect(errors.email?.[0]?.message).toBe(validationMessages.email);
    expect(errors.phone?.[0]?.message).toBe(validationMessages.phoneNumber);
    expect(errors.postcode?.[0]?.message).toBe(validationMessages.postcode);
    expect(errors.state).toBeDefined();
    expect(await details(session)).toEqual(before);
  });

  it("refuses another account's e-mail address and changes nothing", async () => {
    const other = await signUp(test);
    const session = await signUp(test);
    const before = await details(session);
    const response = await save(session, { email: other.email.toUpperCase(), firstname: 'Changed' });
    expect(response.status).toBe(400);
    expect(fieldErrors(response).email?.[0]?.message).toBe(EMAIL_IN_USE_MESSAGE);
    expect(await details(session)).toEqual(before);
  });

  it('flags a changed address until the customer confirms it', async () => {
    const session = await signUp(test);
    const saved = await save(session, { address: '2 Pitt Street', postcode: '2001' });
    expect(saved.body.result).toMatchObject({ address: '2 Pitt Street', addressConfirmationRequired: true });
    expect(await record(session)).toMatchObject({
      addressConfirmationRequired: true,
      emailAddressConfirmationRequired: false,
    });
    const confirmed = await callAsCustomer(test, session, {
      method: 'PATCH',
      url: '/v2/customer/confirm-address',
    });
    expect(confirmed.status).toBe(200);
    expect(await record(session)).toMatchObject({ addressConfirmationRequired: false });
  });
});

describe('changing the e-mail address', () => {
  it('keeps the old address for sign-in until the link mailed to the new one is opened, once', async () => {
    const session = await signUp(test);
    const newEmail = `new.${session.customerId.slice(-6).toLowerCase()}@example.com.au`;
    mailbox.clear();
    const saved = await save(session, { email: newEmail });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      email: session.email,
      pendingEmail: newEmail,
      emailAddressConfirmationRequired: true,
      emailConfirmationSent: true,
    });
    expect(await record(session)).toMatchObject({
      email: session.email,
      emailAddressConfirmationRequired: true,
    });

    const [message] = mailbox.messages();
    expect(message?.to).toEqual([newEmail]);
    expect(message?.subject).toBe('Please confirm your new email address');
    expect(message?.text).toContain('https://fairdraw.test/my-account/confirm-address/');
    const token = linkToken(message?.text ?? '');
    expect(token.length).toBeGreaterThan(20);

    // Until then the old address signs in and the new one does not.
    expect((await login(newEmail, session.password)).status).toBe(401);
    expect((await login(session.email, session.password)).status).toBe(200);

    // A tampered token is refused; the real one works without signing in, and only once.
    const tampered = await call(test, {
      method: 'PATCH',
      url: '/v2/customer/confirm-email-address',
      payload: { token: `${token.slice(0, -2)}xx` },
    });
    expect(tampered.status).toBe(404);
    const confirmed = await call(test, {
      method: 'PATCH',
      url: '/v2/customer/confirm-email-address',
      payload: { token },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result).toEqual({ confirmed: true, emailConfirmationSent: false });
    const again = await call(test, {
      method: 'PATCH',
      url: '/v2/customer/confirm-email-address',
      payload: { token },
    });
    expect(again.status).toBe(404);
    expect((again.body as { error?: { message: string } }).error?.message).toBe(EMAIL_LINK_INVALID_MESSAGE);

    expect(await record(session)).toMatchObject({ email: newEmail, emailAddressConfirmationRequired: false });
    expect((await login(newEmail, session.password)).status).toBe(200);
    expect((await login(session.email, session.password)).status).toBe(401);
  });

  it('expires the link after 24 hours; the banner Confirm sends a fresh one that retires the old', async () => {
    const session = await signUp(test);
    const newEmail = `later.${session.customerId.slice(-6).toLowerCase()}@example.com.au`;
    mailbox.clear();
    await save(session, { email: newEmail });
    const first = linkToken(mailbox.messages()[0]?.text ?? '');

    const resent = await callAsCustomer(test, session, {
      method: 'PATCH',
      url: '/v2/customer/confirm-email-address',
    });
    expect(resent.body.result).toEqual({ confirmed: false, emailConfirmationSent: true });
    const second = linkToken(mailbox.messages()[0]?.text ?? '');
    expect(second).not.toBe(first);
    const old = await call(test, {
      method: 'PATCH',
      url: '/v2/customer/confirm-email-address',
      payload: { token: first },
    });
    expect(old.status).toBe(404);

    test.clock.advance(25 * 3600_000);
    try {
      const late = await call(test, {
        method: 'PATCH',
        url: '/v2/customer/confirm-email-address',
        payload: { token: second },
      });
      expect(late.status).toBe(404);
    } finally {
      test.clock.advance(-25 * 3600_000);
    }
  });

  it('going back to the current address cancels the change and its link', async () => {
    const session = await signUp(test);
    mailbox.clear();
    await save(session, { email: `undo.${session.customerId.slice(-6).toLowerCase()}@example.com.au` });
    const token = linkToken(mailbox.messages()[0]?.text ?? '');
    const reverted = await save(session);
    expect(reverted.body.result).toMatchObject({
      pendingEmail: null,
      emailAddressConfirmationRequired: false,
    });
    const response = await call(test, {
      method: 'PATCH',
      url: '/v2/customer/confirm-email-address',
      payload: { token },
    });
    expect(response.status).toBe(404);
    expect(await record(session)).toMatchObject({ email: session.email });
  });

  it('without a token the call needs a signed-in customer', async () => {
    const response = await call(test, { method: 'PATCH', url: '/v2/customer/confirm-email-address' });
    expect(response.status).toBe(401);
  });
});

describe('terms acceptance', () => {
  it('stores each acceptance with its version and time, the location one with the state', async () => {
    const session = await signUp(test);
    const terms = await callAsCustomer(test, session, {
      method: 'POST',
      url: '/v2/customer/terms-and-conditions',
      payload: { version: CURRENT_TERMS_VERSION },
    });
    expect(terms.status).toBe(200);
    expect(terms.body.result).toEqual({
      accepted: true,
      version: CURRENT_TERMS_VERSION,
      state: null,
      acceptedAt: test.clock.now().toISOString(),
    });
    const location = await callAsCustomer(test, session, {
      method: 'POST',
      url: '/v2/customer/terms-and-conditions/location',
      payload: { version: CURRENT_TERMS_VERSION, state: 'VIC' },
    });
    expect(location.body.result).toMatchObject({ state: 'VIC' });
    const rows = await test.database.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.customerId, session.customerId));
    expect(rows.map((row) => [row.kind, row.version, row.state]).sort()).toEqual([
      ['location', CURRENT_TERMS_VERSION, 'VIC'],
      ['terms', CURRENT_TERMS_VERSION, null],
    ]);
  });

  it('refuses an old version and stores nothing', async () => {
    const session = await signUp(test);
    const response = await callAsCustomer(test, session, {
      method: 'POST',
      url: '/v2/customer/terms-and-conditions',
      payload: { version: '2019-01' },
    });
    expect(response.status).toBe(400);
    expect(fieldErrors(response).version?.[0]?.message).toBe(TERMS_CHANGED_MESSAGE);
    const rows = await test.database.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.customerId, session.customerId));
    expect(rows).toEqual([]);
  });

  it('an account behind the current terms needs an upgrade until it accepts them (decision 0022)', async () => {
    const session = await signUp(test);
    expect(await record(session)).toMatchObject({ accountUpgrade: false });
    await test.database.db
      .update(customers)
      .set({ termsVersion: '2025-07' })
      .where(eq(customers.id, session.customerId));
    expect(await record(session)).toMatchObject({ accountUpgrade: true });

    // Confirming the state alone is not accepting the terms.
    await callAsCustomer(test, session, {
      method: 'POST',
      url: '/v2/customer/terms-and-conditions/location',
      payload: { version: CURRENT_TERMS_VERSION, state: 'NSW' },
    });
    expect(await record(session)).toMatchObject({ accountUpgrade: true });

    const accepted = await callAsCustomer(test, session, {
      method: 'POST',
      url: '/v2/customer/terms-and-conditions',
      payload: { version: CURRENT_TERMS_VERSION },
    });
    expect(accepted.status).toBe(200);
    expect(await record(session)).toMatchObject({ accountUpgrade: false });
  });
});
