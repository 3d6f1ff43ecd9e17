// Every security event e-mails the customer once, after it committed (decision 0039): two-factor sign-in
// on and off, the password changed (from the account, by a reset link, when forced), a limit change
// asked for or applied, and the outcome of an identity check.
import { describe, expect, it, vi } from 'vitest';
import { customers, eq } from '@fairdraw/db';
import { totpCode } from '../src/modules/two-factor/totp';
import { call, callAsCustomer, signUp, type CustomerSession } from './support';
import { limitChangesJob } from '../src/jobs/limit-changes';
import { DAY, setSpendLimit, signInAgain, spendLimits } from './limits-support';
import { asOperator, JPEG, matchingDetails, reviews, upload } from './verification-support';
import { PUBLIC_URL, useEmailsApp } from './customer-emails-support';

const shop = useEmailsApp();
const NEW_PASSWORD = 'a brand new 2nd one';
const subjects = async (customer: CustomerSession, from = 0) =>
  (await shop.mailsTo(customer.email, from)).map((mail) => mail.subject);

describe('two-factor sign-in', () => {
  it('e-mails once when it goes on and once when it goes off, naming no secret', async () => {
    const customer = await signUp(shop.test);
    const url = '/v2/customer/two-factor-auth';
    const setup = await callAsCustomer(shop.test, customer, { method: 'POST', url: `${url}/authenticator` });
    const secret = String((setup.body.result as { secret: string }).secret);
    const on = await callAsCustomer(shop.test, customer, {
      method: 'PUT',
      url: `${url}/authenticator`,
      payload: { code: totpCode(secret, shop.test.clock.now()) },
    });
    expect(on.status, on.raw).toBe(200);
    const [mail] = await shop.mailsTo(customer.email);
    expect(mail?.subject).toBe('Two-factor sign-in is on');
    expect(mail?.text).toContain('your authenticator app');
    expect(mail?.text).toContain(`${PUBLIC_URL}my-account/login-and-security`);
    expect(mail?.text).not.toContain(secret);
    expect(mail?.html).not.toContain(secret);

    shop.test.clock.advance(30_000);
    const off = await callAsCustomer(shop.test, customer, {
      method: 'DELETE',
      url,
      payload: { password: customer.password, code: totpCode(secret, shop.test.clock.now()) },
    });
    expect(off.status, off.raw).toBe(200);
    expect(await subjects(customer)).toEqual(['Two-factor sign-in is on', 'Two-factor sign-in is off']);
  });

  it('e-mails once when e-mailed codes are switched on, and not when they were on already', async () => {
    const customer = await signUp(shop.test);
    const url = '/v2/customer/two-factor-auth/email';
    const confirmWithNewCode = async () => {
      const sent = await callAsCustomer(shop.test, customer, { method: 'POST', url });
      expect(sent.body.result).toEqual({ sent: true });
      const mails = await shop.mailsTo(customer.email);
      const code = /code is (\d{6})/.exec(mails.at(-1)!.text)?.[1];
      const on = await callAsCustomer(shop.test, customer, { method: 'PUT', url, payload: { code } });
      expect(on.status, on.raw).toBe(200);
      shop.test.clock.advance(61_000);
    };
    await confirmWithNewCode();
    await confirmWithNewCode();
    const told = (await shop.mailsTo(customer.email)).filter(
      (mail) => !mail.subject.endsWith('Fairdraw code'),
    );
    expect(told.map((mail) => mail.subject)).toEqual(['Two-factor sign-in is on']);
    expect(told[0]!.text).toContain('a code we e-mail you');
  });
});

describe('the password', () => {
  it('e-mails once when changed from the account, and not for a refused change', async () => {
    const customer = await signUp(shop.test);
    const change = (current: string) =>
      callAsCustomer(shop.test, customer, {
        method: 'POST',
        url: '/v2/customer/change-password',
        payload: { current_password: current, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
    expect((await change('not it at all 1')).status).toBe(400);
    expect(await subjects(customer)).toEqual([]);
    expect((await change(customer.password)).status).toBe(200);
    const mails = await shop.mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Fairdraw password was changed']);
    expect(mails[0]!.text).toContain('from Login and security');
    expect(mails[0]!.text).not.toContain(NEW_PASSWORD);
  });

  it('e-mails once when reset with a link', async () => {
    const customer = await signUp(shop.test);
    await call(shop.test, { method: 'POST', url: '/v2/password/forgot', payload: { email: customer.email } });
    const link = await vi.waitFor(
      () => {
        const found = shop.mailer.sent.find(
          (mail) => mail.to === customer.email && mail.subject === 'Reset your Fairdraw password',
        );
        if (!found) throw new Error('no reset e-mail yet');
        return found;
      },
      { timeout: 5_000 },
    );
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(link.text)?.[1];
    const reset = await call(shop.test, {
      method: 'POST',
      url: '/v2/password/reset',
      payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.status, reset.raw).toBe(200);
    const mails = await shop.mailsTo(customer.email, 1);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Fairdraw password was changed']);
    expect(mails[0]!.text).toContain('with a password reset link');
    expect(mails[0]!.text).not.toContain(token);
  });

  it('e-mails once when the customer was made to change it', async () => {
    const customer = await signUp(shop.test);
    await shop.test.database.db
      .update(customers)
      .set({ forcePasswordChange: true })
      .where(eq(customers.id, customer.customerId));
    const forced = await callAsCustomer(shop.test, customer, {
      method: 'POST',
      url: '/v2/password/force-change',
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(forced.status, forced.raw).toBe(200);
    const mails = await shop.mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Fairdraw password was changed']);
    expect(mails[0]!.text).toContain('asked to choose a new one');
  });
});

describe('limits', () => {
  it('e-mails a new limit as applied, a raise as waiting with its date, and nothing for no change', async () => {
    const customer = await signUp(shop.test);
    expect((await setSpendLimit(shop.test, customer, 'week', '100')).status).toBe(200);
    expect(await subjects(customer)).toEqual(['Your weekly spend limit is now $100.00']);

    expect((await setSpendLimit(shop.test, customer, 'week', '250', 'POST')).status).toBe(200);
    expect((await setSpendLimit(shop.test, customer, 'week', '250', 'POST')).status).toBe(200);
    const raised = await shop.mailsTo(customer.email, 1);
    expect(raised).toHaveLength(1);
    expect(raised[0]!.subject).toMatch(/^Your weekly spend limit rises to \$250\.00 on \d+ \w+ 2026, /);
    expect(raised[0]!.text).toContain('Until then your limit stays at $100.00');
    expect(raised[0]!.text).toContain(`${PUBLIC_URL}my-account/spend-limits`);

    const depositLimit = await callAsCustomer(shop.test, customer, {
      method: 'POST',
      url: '/v2/deposit-limit',
      payload: { limit: '50' },
    });
    expect(depositLimit.status, depositLimit.raw).toBe(200);
    expect(await subjects(customer, 2)).toEqual(['Your weekly deposit limit is now $50.00']);
  });

  it('e-mails a raise once more when its cooling-off period is over and the job applies it', async () => {
    const customer = await signUp(shop.test);
    expect((await setSpendLimit(shop.test, customer, 'day', '20')).status).toBe(200);
    expect((await setSpendLimit(shop.test, customer, 'day', '80', 'POST')).status).toBe(200);
    const job = limitChangesJob(shop.test.app.limitChanges);
    expect(await job.run(shop.test.database.db, shop.test.clock.now())).toBe(0);
    expect(await subjects(customer, 2)).toEqual([]);

    shop.test.clock.advance(DAY + 60_000);
    expect(await job.run(shop.test.database.db, shop.test.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await job.run(shop.test.database.db, shop.test.clock.now())).toBe(0);
    expect(await subjects(customer, 2)).toEqual(['Your daily spend limit is now $80.00']);
    const limits = await spendLimits(shop.test, await signInAgain(shop.test, customer));
    expect(limits.customerLimits).toMatchObject([
      { period: 'day', limit: { amount: '80.00' }, pending: null },
    ]);
  });
});

describe('identity checks', () => {
  const verify = (customer: CustomerSession, lastname: string) =>
    callAsCustomer(shop.test, customer, {
      method: 'POST',
      url: '/v2/customer/verify',
      payload: { ...matchingDetails, lastname },
    });

  it('e-mails a failed check, then a passed one', async () => {
    const customer = await signUp(shop.test, { lastname: 'Unverifiable' });
    expect((await verify(customer, 'Unverifiable')).status).toBe(422);
    const failed = await shop.mailsTo(customer.email);
    expect(failed.map((mail) => mail.subject)).toEqual(['We could not verify your identity']);
    expect(failed[0]!.text).toContain('The reason: ');

    const passed = await signUp(shop.test);
    expect((await verify(passed, 'Lovelace')).status).toBe(200);
    expect(await subjects(passed)).toEqual(['Your identity is verified']);
  });

  it('e-mails the operator’s decision on documents: refused with the reason, then approved', async () => {
    const customer = await signUp(shop.test);
    const uploadOne = async () => {
      const uploaded = await upload(shop.test, customer, { method: 'photo_id_upload' }, [
        { fileName: 'id.jpg', contentType: 'image/jpeg', bytes: JPEG },
      ]);
      expect(uploaded.status, uploaded.raw).toBe(201);
      return (await reviews(shop.test)).find((review) => review.customerId === customer.customerId)!;
    };
    const first = await uploadOne();
    expect(await subjects(customer)).toEqual([]);
    const rejected = await asOperator(shop.test, {
      method: 'POST',
      url: `/ops/verification/attempts/${first.attemptId}/reject`,
      payload: { reason: 'The photo is too blurry to read.' },
    });
    expect(rejected.statusCode).toBe(200);
    const refused = await shop.mailsTo(customer.email);
    expect(refused.map((mail) => mail.subject)).toEqual(['We need documents to verify your identity']);
    expect(refused[0]!.text).toContain('The reason: The photo is too blurry to read.');

    const second = await uploadOne();
    const approved = await asOperator(shop.test, {
      method: 'POST',
      url: `/ops/verification/attempts/${second.attemptId}/approve`,
      payload: { reviewed_by: 'sam' },
    });
    expect(approved.statusCode).toBe(200);
    expect(await subjects(customer, 1)).toEqual(['Your identity is verified']);
  });
});
