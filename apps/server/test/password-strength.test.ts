// Guessable passwords are refused on sign-up, change and reset, with one plain message under the
// password field (issue 14); a passphrase is taken. HTTP on a real database, e-mail over real SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_EASY_PREFIX } from '../src/modules/accounts/password-strength';
import { call, callAsCustomer, signupBody, signUp } from './support';
import { createMailedTestApp, mailedLinkToken, waitForMail, type MailedTestApp } from './sign-in-support';

let test: MailedTestApp;
beforeAll(async () => {
  test = await createMailedTestApp();
});
afterAll(async () => {
  await test.close();
});

const GUESSABLE = ['Password123', 'aaaaaaaaaA', '1234567890a'];
const PASSPHRASE = 'kettle harbour violin 42';
const passwordErrors = (response: { raw: string }): Array<{ code: string; message: string }> =>
  (JSON.parse(response.raw) as { errors?: { password?: Array<{ code: string; message: string }> } }).errors
    ?.password ?? [];
const login = (email: string, password: string) =>
  call(test, { method: 'POST', url: '/v2/login', payload: { credentials: { email, password } } });

describe('sign-up', () => {
  it.each(GUESSABLE)('refuses %s with a message that says why', async (password) => {
    const response = await call(test, {
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody({ password }),
    });
    expect(response.status).toBe(400);
    const [error] = passwordErrors(response);
    expect(error?.message).toMatch(new RegExp(`^${TOO_EASY_PREFIX}: .+\\.$`));
  });

  it('refuses a password made of the customer’s own name, and takes a passphrase', async () => {
    const own = await call(test, {
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody({
        firstname: 'Zephyrine',
        lastname: 'Quarrington',
        password: 'Zephyrine1990',
      }),
    });
    expect(own.status).toBe(400);
    expect(passwordErrors(own)[0]?.message).toContain('it contains your name');
    const good = await call(test, {
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody({ password: PASSPHRASE }),
    });
    expect(good.status).toBe(201);
  });
});

describe('changing and resetting the password', () => {
  it('refuses a guessable new password and keeps the old one', async () => {
    const customer = await signUp(test);
    for (const password of GUESSABLE) {
      const response = await callAsCustomer(test, customer, {
        method: 'POST',
        url: '/v2/customer/change-password',
        payload: { current_password: customer.password, password, password_confirmation: password },
      });
      expect(response.status).toBe(400);
      expect(passwordErrors(response)[0]?.message).toContain(TOO_EASY_PREFIX);
    }
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });

  it('refuses a guessable password from the reset link, and the link still works for a good one', async () => {
    const customer = await signUp(test);
    await call(test, { method: 'POST', url: '/v2/password/forgot', payload: { email: customer.email } });
    const token = mailedLinkToken(
      await waitForMail(test.mailbox, customer.email, /Reset your Fairdraw password/),
      'reset-password',
    );
    const reset = (password: string) =>
      call(test, {
        method: 'POST',
        url: '/v2/password/reset',
        payload: { token, password, password_confirmation: password },
      });
    const weak = await reset('Password123');
    expect(weak.status).toBe(400);
    expect(passwordErrors(weak)[0]?.message).toContain('commonly used password');
    expect((await reset(PASSPHRASE)).status).toBe(200);
    expect((await login(customer.email, PASSPHRASE)).status).toBe(200);
  });
});
