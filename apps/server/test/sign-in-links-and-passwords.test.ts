// Forgotten, reset and changed passwords, autologin and transfer links, signing out everywhere, and
// answers that never tell whether an e-mail address has an account (decision 0019). HTTP on a real
// database, e-mail over real SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/modules/two-factor/totp';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  LINK_INVALID_MESSAGE,
} from '../src/modules/accounts/account-security.service';
import { call, callAsCustomer, refreshWith, signUp, type CustomerSession } from './support';
import {
  createMailedTestApp,
  mailedLinkToken,
  mailsTo,
  waitForMail,
  type MailedTestApp,
} from './sign-in-support';

let test: MailedTestApp;
beforeAll(async () => {
  test = await createMailedTestApp();
});
afterAll(async () => {
  await test.close();
});

const NEW_PASSWORD = 'a brand new secret 7';
const login = (email: string, password: string, otp?: string) =>
  call(test, {
    method: 'POST',
    url: '/v2/login',
    payload: { credentials: { email, password, ...(otp ? { otp } : {}) } },
  });
/** The answer without what differs on every response anyway. */
const comparable = (response: { status: number; raw: string }) => ({
  status: response.status,
  body: response.raw,
});

describe('answers that do not tell whether an account exists', () => {
  it('login: an unknown e-mail and a wrong password get the same answer', async () => {
    const customer = await signUp(test);
    const unknown = await login('nobody.here@example.com', 'whatever password 1');
    const wrong = await login(customer.email, 'whatever password 1');
    expect(unknown.status).toBe(401);
    expect(comparable(unknown)).toEqual(comparable(wrong));
  });

  it('forgot password, sign-in link and e-mail check answer the same for a known and an unknown address', async () => {
    const customer = await signUp(test);
    for (const url of ['/v2/password/forgot', '/v2/login-link']) {
      const known = await call(test, { method: 'POST', url, payload: { email: customer.email } });
      const unknown = await call(test, {
        method: 'POST',
        url,
        payload: { email: 'nobody.here@example.com' },
      });
      expect(known.status).toBe(200);
      expect(comparable(known)).toEqual(comparable(unknown));
    }
    const checkKnown = await call(test, {
      method: 'POST',
      url: '/v2/check-email',
      payload: { email_or_token: customer.email },
    });
    const checkUnknown = await call(test, {
      method: 'POST',
      url: '/v2/check-email',
      payload: { email_or_token: 'nobody.here@example.com' },
    });
    expect(comparable(checkKnown)).toEqual(comparable(checkUnknown));
    expect(checkKnown.body.result).toEqual({ twoFactorAuth: null });
  });
});

describe('forgotten password', () => {
  it('e-mails a one-time link; the new password works and every old session ends', async () => {
    const customer = await signUp(test);
    const other = await login(customer.email, customer.password);
    await call(test, { method: 'POST', url: '/v2/password/forgot', payload: { email: customer.email } });
    const mail = await waitForMail(test.mailbox, customer.email, /Reset your Fairdraw password/);
    const token = mailedLinkToken(mail, 'reset-password');

    const mismatch = await call(test, {
      method: 'POST',
      url: '/v2/password/reset',
      payload: { token, password: NEW_PASSWORD, password_confirmation: 'something else 9' },
    });
    expect(mismatch.status).toBe(400);
    expect(JSON.parse(mismatch.raw).errors.password_confirmation).toBeDefined();

    const reset = await call(test, {
      method: 'POST',
      url: '/v2/password/reset',
      payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await login(customer.email, customer.password)).status).toBe(401);
    expect((await login(customer.email, NEW_PASSWORD)).status).toBe(200);
    // Sessions from before the reset are over.
    expect((await refreshWith(test, customer.refreshToken)).status).toBe(401);
    const otherRefresh = (other.body.result as { refreshToken: string }).refreshToken;
    expect((await refreshWith(test, otherRefresh)).status).toBe(401);

    const again = await call(test, {
      method: 'POST',
      url: '/v2/password/reset',
      payload: { token, password: 'yet another one 8', password_confirmation: 'yet another one 8' },
    });
    expect(again.status).toBe(400);
    expect(JSON.parse(again.raw).error.code).toBe('link_invalid');
  });

  it('sends nothing for an unknown address, and a link expires after an hour', async () => {
    await call(test, { method: 'POST', url: '/v2/password/forgot', payload: { email: 'ghost@example.com' } });
    const customer = await signUp(test);
    await call(test, { method: 'POST', url: '/v2/password/forgot', payload: { email: customer.email } });
    const token = mailedLinkToken(
      await waitForMail(test.mailbox, customer.email, /Reset your Fairdraw password/),
      'reset-password',
    );
    expect(mailsTo(test.mailbox, 'ghost@example.com')).toHaveLength(0);
    test.clock.advance(61 * 60_000);
    const late = await call(test, {
      method: 'POST',
      url: '/v2/password/reset',
      payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(late.status).toBe(400);
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });
});

describe('changing the password', () => {
  it('needs the current password; keeps this session and ends the others', async () => {
    const customer = await signUp(test);
    const elsewhere = (await login(customer.email, customer.password)).body.result as CustomerSession;
    const wrong = await callAsCustomer(test, customer, {
      method: 'POST',
      url: '/v2/customer/change-password',
      payload: {
        current_password: 'not it at all 1',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.raw).errors.current_password[0].message).toBe(CURRENT_PASSWORD_WRONG_MESSAGE);
    expect((await login(customer.email, customer.password)).status).toBe(200);

    const changed = await callAsCustomer(test, customer, {
      method: 'POST',
      url: '/v2/customer/change-password',
      payload: {
        current_password: customer.password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(changed.status).toBe(200);
    expect((await callAsCustomer(test, customer, { url: '/v2/customer' })).status).toBe(200);
    expect((await callAsCustomer(test, elsewhere, { url: '/v2/customer' })).status).toBe(401);
    expect((await login(customer.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('sign-in links', () => {
  async function mailedLoginLink(customer: CustomerSession): Promise<string> {
    await call(test, { method: 'POST', url: '/v2/login-link', payload: { email: customer.email } });
    return mailedLinkToken(
      await waitForMail(test.mailbox, customer.email, /Your Fairdraw sign-in link/),
      'login/autologin',
    );
  }

  it('autologin signs in once; the link then says it is no longer valid', async () => {
    const customer = await signUp(test);
    const token = await mailedLoginLink(customer);
    const check = await call(test, {
      method: 'POST',
      url: '/v2/check-email',
      payload: { email_or_token: token },
    });
    expect(check.body.result).toEqual({ twoFactorAuth: { enabled: false, method: null, identifier: null } });
    const first = await call(test, { method: 'POST', url: '/v2/autologin', payload: { token } });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ customerId: customer.customerId });
    const second = await call(test, { method: 'POST', url: '/v2/autologin', payload: { token } });
    expect(second.status).toBe(401);
    expect(JSON.parse(second.raw).error).toEqual({ code: 'link_invalid', message: LINK_INVALID_MESSAGE });
  });

  it('autologin asks for the code when two-factor is on, and keeps the link until it is right', async () => {
    const customer = await signUp(test);
    const setup = await callAsCustomer(test, customer, {
      method: 'POST',
      url: '/v2/customer/two-factor-auth/authenticator',
    });
    const secret = String((setup.body.result as { secret: string }).secret);
    await callAsCustomer(test, customer, {
      method: 'PUT',
      url: '/v2/customer/two-factor-auth/authenticator',
      payload: { code: totpCode(secret, test.clock.now()) },
    });
    test.clock.advance(30_000);
    const token = await mailedLoginLink(customer);
    const asked = await call(test, { method: 'POST', url: '/v2/autologin', payload: { token } });
    expect(asked.status).toBe(401);
    expect(JSON.parse(asked.raw).errors.otp[0].code).toBe('2fa_required');
    const signedIn = await call(test, {
      method: 'POST',
      url: '/v2/autologin',
      payload: { token, code: totpCode(secret, test.clock.now()) },
    });
    expect(signedIn.status).toBe(200);
  });

  it('a sign-in link expires after 15 minutes', async () => {
    const customer = await signUp(test);
    const token = await mailedLoginLink(customer);
    test.clock.advance(16 * 60_000);
    expect((await call(test, { method: 'POST', url: '/v2/autologin', payload: { token } })).status).toBe(401);
  });

  it('transfer hands a session over once, within a minute', async () => {
    const customer = await signUp(test);
    const issued = await callAsCustomer(test, customer, {
      method: 'POST',
      url: '/v2/customer/transfer-token',
    });
    const { token } = issued.body.result as { token: string };
    const taken = await call(test, { method: 'POST', url: '/v2/transfer', payload: { token } });
    expect(taken.status).toBe(200);
    expect(taken.body.result).toMatchObject({ customerId: customer.customerId });
    expect((await call(test, { method: 'POST', url: '/v2/transfer', payload: { token } })).status).toBe(401);

    const late = await callAsCustomer(test, customer, { method: 'POST', url: '/v2/customer/transfer-token' });
    test.clock.advance(61_000);
    const lateToken = (late.body.result as { token: string }).token;
    expect(
      (await call(test, { method: 'POST', url: '/v2/transfer', payload: { token: lateToken } })).status,
    ).toBe(401);
  });
});

describe('signing out everywhere', () => {
  it('ends every session of the customer, this one too, and no one else’s', async () => {
    const customer = await signUp(test);
    const bystander = await signUp(test);
    const second = (await login(customer.email, customer.password)).body.result as CustomerSession;
    const ended = await callAsCustomer(test, customer, { method: 'POST', url: '/v2/customer/logout-all' });
    expect(ended.status).toBe(200);
    expect(ended.body.result).toEqual({ sessionsEnded: 2 });
    expect((await callAsCustomer(test, customer, { url: '/v2/customer' })).status).toBe(401);
    expect((await callAsCustomer(test, second, { url: '/v2/customer' })).status).toBe(401);
    expect((await refreshWith(test, second.refreshToken)).status).toBe(401);
    expect((await callAsCustomer(test, bystander, { url: '/v2/customer' })).status).toBe(200);
  });
});
