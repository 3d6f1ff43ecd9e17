// Two-factor sign-in over HTTP on a real database, with e-mailed codes over real SMTP (decision 0019):
// authenticator set-up and sign-in, each code working once, the lockout, e-mailed codes and their
// resend lock, and switching two-factor off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@fairdraw/domain';
import { totpCode } from '../src/modules/two-factor/totp';
import { MAX_WRONG_CODES, TWO_FACTOR_LOCKED_MESSAGE } from '../src/modules/two-factor/two-factor.service';
import { DEV_OPS_TOKEN } from '../src/env';
import { call, callAsCustomer, signUp, type CustomerSession } from './support';
import { createMailedTestApp, mailedCode, mailsTo, waitForMail, type MailedTestApp } from './sign-in-support';

let test: MailedTestApp;
beforeAll(async () => {
  test = await createMailedTestApp();
});
afterAll(async () => {
  await test.close();
});

type Body = Record<string, unknown>;
const login = (customer: CustomerSession, otp?: string) =>
  call(test, {
    method: 'POST',
    url: '/v2/login',
    payload: { credentials: { email: customer.email, password: customer.password, ...(otp ? { otp } : {}) } },
  });
const otpError = (response: { raw: string }) =>
  (JSON.parse(response.raw) as { errors: { otp: Array<{ code: string; message: string }> } }).errors.otp[0];
const nextStep = () => test.clock.advance(30_000);

async function withAuthenticator(): Promise<{ customer: CustomerSession; secret: string }> {
  const customer = await signUp(test);
  const setup = await callAsCustomer(test, customer, {
    method: 'POST',
    url: '/v2/customer/two-factor-auth/authenticator',
  });
  expect(setup.status).toBe(200);
  const { secret, qrCode, otpauthUrl } = setup.body.result as Body;
  expect(String(qrCode)).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(String(otpauthUrl)).toContain(`secret=${String(secret)}`);
  const confirmed = await callAsCustomer(test, customer, {
    method: 'PUT',
    url: '/v2/customer/two-factor-auth/authenticator',
    payload: { code: totpCode(String(secret), test.clock.now()) },
  });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.result).toMatchObject({ enabled: true, method: 'authenticator', locked: false });
  nextStep();
  return { customer, secret: String(secret) };
}

describe('authenticator app', () => {
  it('asks for a code after the right password, says how, and signs in with it', async () => {
    const { customer, secret } = await withAuthenticator();
    const asked = await login(customer);
    expect(asked.status).toBe(401);
    expect(otpError(asked)?.code).toBe('2fa_required');
    expect(asked.body.details).toEqual({
      twoFactorAuth: { enabled: true, method: 'authenticator', identifier: expect.stringMatching(/^ad\*+$/) },
    });
    // No tokens until the code.
    expect(asked.raw).not.toContain('access_token');

    const signedIn = await login(customer, totpCode(secret, test.clock.now()));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.result).toMatchObject({ twoFactorAuth: { enabled: true, method: 'authenticator' } });
  });

  it('takes each code once: the same code again is refused, the next one works', async () => {
    const { customer, secret } = await withAuthenticator();
    const code = totpCode(secret, test.clock.now());
    expect((await login(customer, code)).status).toBe(200);
    const replay = await login(customer, code);
    expect(replay.status).toBe(401);
    expect(otpError(replay)).toEqual({
      code: '2fa_incorrect',
      message: validationMessages.twoFactorIncorrect,
    });
    nextStep();
    expect((await login(customer, totpCode(secret, test.clock.now()))).status).toBe(200);
  });

  it('never lets a wrong password reach the code check', async () => {
    const { customer } = await withAuthenticator();
    const wrong = await call(test, {
      method: 'POST',
      url: '/v2/login',
      payload: { credentials: { email: customer.email, password: 'not the password 1' } },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.details).toBeUndefined();
    expect(wrong.raw).not.toContain('2fa');
  });

  it(`locks after ${MAX_WRONG_CODES} wrong codes, even for the right code, until support unlocks`, async () => {
    const { customer, secret } = await withAuthenticator();
    const right = () => totpCode(secret, test.clock.now());
    const wrongCode = () => String((Number(right()) + 500_000) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt < MAX_WRONG_CODES; attempt += 1)
      expect(otpError(await login(customer, wrongCode()))?.code).toBe('2fa_incorrect');
    const last = await login(customer, wrongCode());
    expect(otpError(last)).toEqual({ code: '2fa_account_locked', message: TWO_FACTOR_LOCKED_MESSAGE });
    expect(otpError(await login(customer, right()))?.code).toBe('2fa_account_locked');
    expect(otpError(await login(customer))?.code).toBe('2fa_account_locked');

    // A customer token is no operator token.
    const byCustomer = await test.app.inject({
      method: 'POST',
      url: `/ops/customers/${customer.customerId}/two-factor/unlock`,
      headers: { authorization: `Bearer ${customer.accessToken}` },
    });
    expect(byCustomer.statusCode).toBe(401);
    const unlocked = await test.app.inject({
      method: 'POST',
      url: `/ops/customers/${customer.customerId}/two-factor/unlock`,
      headers: { authorization: `Bearer ${DEV_OPS_TOKEN}` },
    });
    expect(unlocked.statusCode).toBe(200);
    expect((await login(customer, right())).status).toBe(200);
  });

  it('a set-up code from the wrong secret does not switch it on', async () => {
    const customer = await signUp(test);
    await callAsCustomer(test, customer, {
      method: 'POST',
      url: '/v2/customer/two-factor-auth/authenticator',
    });
    const refused = await callAsCustomer(test, customer, {
      method: 'PUT',
      url: '/v2/customer/two-factor-auth/authenticator',
      payload: { code: totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', test.clock.now()) },
    });
    expect(refused.status).toBe(400);
    expect(otpError(refused)?.code).toBe('2fa_incorrect');
    const settings = await callAsCustomer(test, customer, { url: '/v2/customer/two-factor-auth' });
    expect(settings.body.result).toMatchObject({ enabled: false, method: null });
    expect((await login(customer)).status).toBe(200);
  });

  it('switches off only with the password and a current code', async () => {
    const { customer, secret } = await withAuthenticator();
    const url = '/v2/customer/two-factor-auth';
    const wrongPassword = await callAsCustomer(test, customer, {
      method: 'DELETE',
      url,
      payload: { password: 'not the password 1', code: totpCode(secret, test.clock.now()) },
    });
    expect(wrongPassword.status).toBe(400);
    expect(JSON.parse(wrongPassword.raw).errors.password).toBeDefined();
    const off = await callAsCustomer(test, customer, {
      method: 'DELETE',
      url,
      payload: { password: customer.password, code: totpCode(secret, test.clock.now()) },
    });
    expect(off.status).toBe(200);
    expect(off.body.result).toMatchObject({ enabled: false });
    expect((await login(customer)).status).toBe(200);
  });

  it('refuses a code that is not six digits with the spec message, before checking it', async () => {
    const { customer } = await withAuthenticator();
    const short = await login(customer, '123');
    expect(short.status).toBe(400);
    expect(JSON.stringify(JSON.parse(short.raw).errors)).toContain('A 6 digit code is required.');
  });
});

describe('e-mailed codes', () => {
  async function withEmailCodes(): Promise<CustomerSession> {
    const customer = await signUp(test);
    const sent = await callAsCustomer(test, customer, {
      method: 'POST',
      url: '/v2/customer/two-factor-auth/email',
    });
    expect(sent.body.result).toEqual({ sent: true });
    const code = mailedCode(await waitForMail(test.mailbox, customer.email, /is your Fairdraw code/));
    const on = await callAsCustomer(test, customer, {
      method: 'PUT',
      url: '/v2/customer/two-factor-auth/email',
      payload: { code },
    });
    expect(on.body.result).toMatchObject({ enabled: true, method: 'email' });
    // Switching it on e-mails the customer too (decision 0039): that e-mail is in before codes are counted.
    await waitForMail(test.mailbox, customer.email, /^Two-factor sign-in is on$/);
    test.clock.advance(61_000);
    return customer;
  }

  it('e-mails a code at sign-in, holds a resend back for a minute, and takes the code once', async () => {
    const customer = await withEmailCodes();
    const before = mailsTo(test.mailbox, customer.email).length;
    const asked = await login(customer);
    expect(otpError(asked)?.code).toBe('2fa_required');
    expect(asked.body.details).toMatchObject({ twoFactorAuth: { method: 'email' } });
    const mail = await waitForMail(test.mailbox, customer.email, /is your Fairdraw code/);
    expect(mailsTo(test.mailbox, customer.email)).toHaveLength(before + 1);

    // Asking again within 60 s sends nothing new.
    test.clock.advance(30_000);
    await login(customer);
    expect(mailsTo(test.mailbox, customer.email)).toHaveLength(before + 1);

    const code = mailedCode(mail);
    expect((await login(customer, code)).status).toBe(200);
    expect(otpError(await login(customer, code))?.code).toBe('2fa_incorrect');
  });

  it('switches off with the password and a code sent from Login and security', async () => {
    const customer = await withEmailCodes();
    const sent = await callAsCustomer(test, customer, {
      method: 'POST',
      url: '/v2/customer/two-factor-auth/email',
    });
    expect(sent.body.result).toEqual({ sent: true });
    const code = mailedCode(await waitForMail(test.mailbox, customer.email, /is your Fairdraw code/));
    const off = await callAsCustomer(test, customer, {
      method: 'DELETE',
      url: '/v2/customer/two-factor-auth',
      payload: { password: customer.password, code },
    });
    expect(off.status, off.raw).toBe(200);
    expect(off.body.result).toMatchObject({ enabled: false });
    expect((await login(customer)).status).toBe(200);
  });

  it('refuses an e-mailed code once it has expired', async () => {
    const customer = await withEmailCodes();
    await login(customer);
    const code = mailedCode(await waitForMail(test.mailbox, customer.email, /is your Fairdraw code/));
    test.clock.advance(11 * 60_000);
    expect(otpError(await login(customer, code))?.code).toBe('2fa_incorrect');
  });
});
