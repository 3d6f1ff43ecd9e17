// Identity verification over HTTP: the record's methods and deadline, auto verification against the
// account and the sandbox identity source, the driver's licence and its rules per state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@fairdraw/domain';
import {
  seedDemoCustomer,
  DEMO_CUSTOMER_EMAIL,
  DEMO_CUSTOMER_PASSWORD,
} from '../src/modules/accounts/demo-customer';
import {
  PERSON_NOT_FOUND_MESSAGE,
  LICENCE_NOT_FOUND_MESSAGE,
  RESIDENTIAL_ADDRESS_MESSAGE,
} from '../src/modules/verification/sandbox-identity';
import {
  ALREADY_VERIFIED_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../src/modules/verification/verification.service';
import { call, callAsCustomer, signUp, type TestApp } from './support';
import { createVerificationTestApp, customerRecord, matchingDetails, statusOf } from './verification-support';

let test: TestApp;
beforeAll(async () => {
  ({ test } = await createVerificationTestApp());
});
afterAll(async () => {
  await test.close();
});

const verify = (customer: Awaited<ReturnType<typeof signUp>>, payload: Record<string, unknown>) =>
  callAsCustomer(test, customer, { method: 'POST', url: '/v2/customer/verify', payload });
const licence = (customer: Awaited<ReturnType<typeof signUp>>, payload: Record<string, unknown>) =>
  callAsCustomer(test, customer, { method: 'POST', url: '/v2/customer/verification/licence', payload });

describe('the customer record', () => {
  it('reports a new customer unverified, every method, and 90 days to verify', async () => {
    const customer = await signUp(test);
    const record = await customerRecord(test, customer);
    expect(record.isVerified).toBe(false);
    expect(record.verification.methods).toEqual([
      { type: 'auto_verification', status: 'not_attempted' },
      { type: 'connect_id', status: 'disabled' },
      { type: 'drivers_licence', status: 'not_attempted' },
      { type: 'greenid_ui', status: 'disabled' },
      { type: 'pdf_form', status: 'not_attempted' },
      { type: 'photo_id_upload', status: 'not_attempted' },
    ]);
    expect(record.verification).toMatchObject({
      pending: false,
      deadline: new Date(test.clock.now().getTime() + 90 * 86_400_000).toISOString(),
      daysLeft: 90,
      restricted: false,
      withdrawalsBlocked: false,
      restrictionReason: null,
    });
    expect(record.verificationRules).toMatchObject({
      deadlineDays: 90,
      maxAttemptsPerMethod: 3,
      maxDocumentBytes: 5 * 1024 * 1024,
      acceptedDocumentTypes: ['image/jpeg', 'image/png', 'application/pdf'],
    });
  });

  it('reports the demo customer verified, with no deadline', async () => {
    await seedDemoCustomer(test.database.db, test.clock.now());
    const login = await call(test, {
      method: 'POST',
      url: '/v2/login',
      payload: { credentials: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD } },
    });
    const record = await customerRecord(test, login.body.result as Awaited<ReturnType<typeof signUp>>);
    expect(record.isVerified).toBe(true);
    expect(record.verification).toMatchObject({ deadline: null, daysLeft: null, restricted: false });
  });

  it('restricts an unverified account after the deadline until it is verified', async () => {
    const customer = await signUp(test);
    const start = test.clock.now();
    try {
      // Access tokens last 15 minutes: sign in again at each new time.
      const loginNow = async () => {
        const login = await call(test, {
          method: 'POST',
          url: '/v2/login',
          payload: { credentials: { email: customer.email, password: customer.password } },
        });
        return { ...customer, ...(login.body.result as object) } as typeof customer;
      };
      test.clock.set(new Date(start.getTime() + 89 * 86_400_000 + 1));
      expect((await customerRecord(test, await loginNow())).verification).toMatchObject({
        daysLeft: 1,
        restricted: false,
        withdrawalsBlocked: false,
      });
      test.clock.set(new Date(start.getTime() + 90 * 86_400_000));
      const session = await loginNow();
      expect((await customerRecord(test, session)).verification).toMatchObject({
        daysLeft: 0,
        restricted: true,
        withdrawalsBlocked: true,
        restrictionReason: 'verification_overdue',
      });
      expect((await verify(session, matchingDetails)).status).toBe(200);
      const after = await customerRecord(test, session);
      expect(after.isVerified).toBe(true);
      expect(after.verification).toMatchObject({
        restricted: false,
        withdrawalsBlocked: false,
        deadline: null,
      });
    } finally {
      test.clock.set(start);
    }
  });
});

describe('POST /v2/customer/verify (auto verification)', () => {
  it('verifies a customer whose details match their account and the identity source', async () => {
    const customer = await signUp(test);
    const response = await verify(customer, {
      ...matchingDetails,
      firstname: ' ADA ',
      address: '1 George St',
    });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      method: 'auto_verification',
      outcome: 'passed',
      isVerified: true,
    });
    const record = await customerRecord(test, customer);
    expect(record.isVerified).toBe(true);
    expect(statusOf(record, 'auto_verification')).toBe('attempted');

    const again = await verify(customer, matchingDetails);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ message: ALREADY_VERIFIED_MESSAGE });
  });

  it('names each detail that does not match the account, counts the attempt, and stops after three', async () => {
    const customer = await signUp(test);
    const response = await verify(customer, {
      ...matchingDetails,
      date_of_birth: '1990-12-11',
      postcode: '2001',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      dateOfBirth: [{ code: 'verification_failed', message: 'Your date of birth does not match' }],
      postcode: [{ code: 'verification_failed', message: 'Your postcode does not match' }],
    });
    const record = await customerRecord(test, customer);
    expect(record.isVerified).toBe(false);
    expect(statusOf(record, 'auto_verification')).toBe('attempted');

    await verify(customer, { ...matchingDetails, lastname: 'Byron' });
    await verify(customer, { ...matchingDetails, suburb: 'Parramatta' });
    expect(statusOf(await customerRecord(test, customer), 'auto_verification')).toBe('disabled');
    const fourth = await verify(customer, matchingDetails);
    expect(fourth.status).toBe(409);
    expect(fourth.body.error).toMatchObject({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    // The other methods stay open.
    expect(statusOf(await customerRecord(test, customer), 'drivers_licence')).toBe('not_attempted');
  });

  it('fails when the identity source has no record of the person', async () => {
    const customer = await signUp(test, { lastname: 'Unverifiable' });
    const response = await verify(customer, { ...matchingDetails, lastname: 'Unverifiable' });
    expect(response.status).toBe(422);
    expect(response.body.error).toEqual({ code: 'verification_failed', message: PERSON_NOT_FOUND_MESSAGE });
    expect((await customerRecord(test, customer)).isVerified).toBe(false);
  });

  it('refuses a post office box as the address', async () => {
    const customer = await signUp(test, { address: 'PO Box 42' });
    const response = await verify(customer, { ...matchingDetails, address: 'PO Box 42' });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ message: RESIDENTIAL_ADDRESS_MESSAGE });
  });

  it('reports blank fields as required without counting an attempt', async () => {
    const customer = await signUp(test);
    const response = await verify(customer, { ...matchingDetails, firstname: '  ', date_of_birth: '' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      firstname: [{ message: validationMessages.required }],
      dateOfBirth: [{ message: validationMessages.required }],
    });
    expect(statusOf(await customerRecord(test, customer), 'auto_verification')).toBe('not_attempted');
  });

  it('needs a signed-in customer', async () => {
    const response = await call(test, {
      method: 'POST',
      url: '/v2/customer/verify',
      payload: matchingDetails,
    });
    expect(response.status).toBe(401);
  });
});

describe("driver's licence", () => {
  it('serves the rules of every state on the verification service', async () => {
    const response = await call(test, { method: 'GET', url: '/customer-verify/config/licence' });
    expect(response.status).toBe(200);
    const { states } = response.body.result as { states: Array<{ state: string; licenceNumber: object }> };
    expect(states.map((entry) => entry.state)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(states.find((entry) => entry.state === 'WA')?.licenceNumber).toEqual({
      minLength: 7,
      maxLength: 7,
      characters: 'digits',
      hint: '7 digits',
    });
  });

  it('is discovered like every other service', async () => {
    const response = await call(test, { method: 'GET', url: '/discover' });
    expect(JSON.stringify(response.body)).toContain('/customer-verify');
  });

  it('verifies a licence in the right format that the identity source knows', async () => {
    const customer = await signUp(test);
    const response = await licence(customer, {
      state: 'VIC',
      licence_number: '012 345 678',
      card_number: 'ab12cd34',
    });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      method: 'drivers_licence',
      outcome: 'passed',
      isVerified: true,
    });
    expect(statusOf(await customerRecord(test, customer), 'drivers_licence')).toBe('attempted');
  });

  it("applies the state's rules before asking, without counting an attempt", async () => {
    const customer = await signUp(test);
    const response = await licence(customer, { state: 'NSW', licence_number: '12345', card_number: '12345' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      licenceNumber: [
        { code: 'invalid', message: 'Your licence number should be 6 to 8 letters or digits.' },
      ],
      cardNumber: [{ code: 'invalid', message: 'Your card number should be 10 digits.' }],
    });
    const unknownState = await licence(customer, {
      state: 'XX',
      licence_number: '123456',
      card_number: '1234567890',
    });
    expect(unknownState.status).toBe(400);
    expect(unknownState.body.errors).toHaveProperty('state');
    expect(statusOf(await customerRecord(test, customer), 'drivers_licence')).toBe('not_attempted');
  });

  it('records a licence the identity source does not know as a failed attempt', async () => {
    const customer = await signUp(test);
    const response = await licence(customer, {
      state: 'WA',
      licence_number: '9912345',
      card_number: 'AB123456',
    });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({
      code: 'verification_failed',
      message: LICENCE_NOT_FOUND_MESSAGE,
    });
    const record = await customerRecord(test, customer);
    expect(record.isVerified).toBe(false);
    expect(statusOf(record, 'drivers_licence')).toBe('attempted');
  });
});
