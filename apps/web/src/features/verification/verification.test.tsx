import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { customerRecordSchema } from '@fairdraw/contracts';
import type { CustomerRecord, CustomerVerification } from '@fairdraw/contracts';
import { documentMessages, licenceConfig, verificationOverview } from '@fairdraw/domain';
import { customerQueryOptions } from '../../lib/api/get-customer';
import { createSessionStore, memoryCookieJar } from '../../lib/session-store';
import { fakeApi } from '../../test/fake-api';
import { allCapabilities, customerFixture, loginResultFixture } from '../../test/fixtures';

const capabilities = [...allCapabilities, 'verification', 'verify_id'] as const;
import { filledQueryClient, offlineClient, renderShop } from '../../test/render';
import { licenceConfigQueryOptions } from './api/get-licence-config';
import { verificationQueryOptions } from './api/get-verification';

const signedUpAt = new Date('2026-01-01T00:00:00Z');

function unverified(
  now: Date,
  attempts: Parameters<typeof verificationOverview>[0]['attempts'] = [],
): CustomerRecord {
  const overview = verificationOverview({ accountVerified: false, attempts, signedUpAt, now });
  return customerRecordSchema.parse({ ...customerFixture, ...overview });
}

/** What a passed check of the details answers. */
const checkPassed = (record: CustomerRecord) => ({
  method: 'auto_verification',
  outcome: 'passed',
  isVerified: true,
  verification: record.verification,
});

/** The details a check sends for the fixture customer at her home address. */
const DANA_AT_HOME = {
  firstname: 'Dana',
  lastname: 'Demo',
  dateOfBirth: '1985-06-15',
  address: '1 Harbour Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
};

function signedIn(record: CustomerRecord, documents: CustomerVerification['documents'] = []) {
  const session = createSessionStore({ cookies: memoryCookieJar() });
  session.signIn(loginResultFixture);
  const queryClient = filledQueryClient({ capabilities });
  queryClient.setQueryData(
    customerQueryOptions(offlineClient, loginResultFixture.customerId).queryKey,
    record,
  );
  queryClient.setQueryData(licenceConfigQueryOptions(offlineClient).queryKey, licenceConfig);
  queryClient.setQueryData(verificationQueryOptions(offlineClient, loginResultFixture.customerId).queryKey, {
    isVerified: record.isVerified,
    verification: record.verification,
    verificationRules:
      record.verificationRules ??
      verificationOverview({ accountVerified: false, attempts: [], signedUpAt, now: signedUpAt })
        .verificationRules,
    documents,
  } satisfies CustomerVerification);
  return { session, queryClient };
}

const day = 86_400_000;

describe('the verification banner', () => {
  it('shows the days left in the account area while unverified', async () => {
    const { session, queryClient } = signedIn(unverified(new Date(signedUpAt.getTime() + 60 * day)));
    renderShop('/my-account', {}, queryClient, { session });
    const banner = await screen.findByRole('region', { name: 'Verify your identity: 30 days left' });
    expect(within(banner).getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      '/my-account/verify-account',
    );
  });

  it('shows the restriction after the deadline', async () => {
    const { session, queryClient } = signedIn(unverified(new Date(signedUpAt.getTime() + 120 * day)));
    renderShop('/my-account', {}, queryClient, { session });
    const banner = await screen.findByRole('region', { name: 'Your account is restricted' });
    expect(banner).toHaveTextContent('withdrawals are blocked');
  });

  it('is not there for a verified customer', async () => {
    const { session, queryClient } = signedIn(customerFixture);
    renderShop('/my-account', {}, queryClient, { session });
    await screen.findByRole('heading', { name: 'Hello Dana' });
    expect(
      screen.queryByRole('region', { name: /verify your identity|restricted/i }),
    ).not.toBeInTheDocument();
  });
});

describe('/my-account/verify-account', () => {
  it('checks the details form with the domain messages, then sends it and shows the customer verified', async () => {
    const record = unverified(signedUpAt);
    const api = fakeApi({
      'POST /customer/verify': () => checkPassed(record),
      'GET /customer': () => customerFixture,
      'GET /customer/verification': () => ({
        isVerified: true,
        verification: customerFixture.verification,
        verificationRules: record.verificationRules,
        documents: [],
      }),
    });
    const { session, queryClient } = signedIn(record);
    const { user } = renderShop('/my-account/verify-account', {}, queryClient, {
      session,
      client: api.client,
    });

    const form = await screen.findByRole('form', { name: 'Verify with your details' });
    expect(within(form).getByLabelText('First name')).toHaveValue('Dana');
    await user.click(within(form).getByRole('button', { name: 'Verify my details' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Date of birth')).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.type(within(form).getByLabelText('Date of birth'), '1985-06-15');
    await user.type(within(form).getByLabelText('Street address'), '1 Harbour Street');
    await user.type(within(form).getByLabelText('Suburb'), 'Sydney');
    await user.selectOptions(within(form).getByLabelText('State'), 'NSW');
    await user.type(within(form).getByLabelText('Postcode'), '20');
    await user.click(within(form).getByRole('button', { name: 'Verify my details' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Postcode')).toHaveAccessibleDescription(
        'Please enter a valid postcode',
      ),
    );

    await user.type(within(form).getByLabelText('Postcode'), '00');
    await user.click(within(form).getByRole('button', { name: 'Verify my details' }));
    expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/customer/verify')[0]?.body).toEqual(DANA_AT_HOME);
  });

  it('starts from the details on the account, so the customer only checks them and sends', async () => {
    const record = unverified(signedUpAt);
    const api = fakeApi({
      'GET /customer/details': () => ({
        firstname: 'Dana',
        lastname: 'Demo',
        email: 'dana@example.com',
        pendingEmail: null,
        phone: '0412345678',
        address: '1 Harbour Street',
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        country: 'AU',
        dateOfBirth: '1985-06-15',
        addressConfirmationRequired: false,
        emailAddressConfirmationRequired: false,
      }),
      'POST /customer/verify': () => checkPassed(record),
      'GET /customer': () => customerFixture,
    });
    const { session, queryClient } = signedIn(record);
    const { user } = renderShop('/my-account/verify-account', {}, queryClient, {
      session,
      client: api.client,
    });
    const form = await screen.findByRole('form', { name: 'Verify with your details' });
    expect(within(form).getByLabelText('Date of birth')).toHaveValue('1985-06-15');
    expect(within(form).getByLabelText('Street address')).toHaveValue('1 Harbour Street');
    expect(within(form).getByLabelText('State')).toHaveValue('NSW');
    await user.click(within(form).getByRole('button', { name: 'Verify my details' }));
    expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/customer/verify')[0]?.body).toEqual(DANA_AT_HOME);
  });

  it("shows the server's field errors when the details do not match", async () => {
    const api = fakeApi({
      'POST /customer/verify': () => {
        throw new ApiError({
          status: 422,
          url: '/v2/customer/verify',
          message: 'Some of your details do not match your account. Please check them.',
          code: 'verification_failed',
          errors: { dateOfBirth: ['Your date of birth does not match'] },
        });
      },
    });
    const { session, queryClient } = signedIn(unverified(signedUpAt));
    const { user } = renderShop('/my-account/verify-account', {}, queryClient, {
      session,
      client: api.client,
    });
    const form = await screen.findByRole('form', { name: 'Verify with your details' });
    await user.type(within(form).getByLabelText('Date of birth'), '1985-06-16');
    await user.type(within(form).getByLabelText('Street address'), '1 Harbour Street');
    await user.type(within(form).getByLabelText('Suburb'), 'Sydney');
    await user.selectOptions(within(form).getByLabelText('State'), 'NSW');
    await user.type(within(form).getByLabelText('Postcode'), '2000');
    await user.click(within(form).getByRole('button', { name: 'Verify my details' }));
    expect(await within(form).findByText('Your date of birth does not match')).toBeInTheDocument();
    expect(within(form).getByLabelText('Date of birth')).toHaveFocus();
  });

  it("offers the driver's licence with the chosen state's rules, checked before sending", async () => {
    const api = fakeApi({});
    const { session, queryClient } = signedIn(unverified(signedUpAt));
    const { user } = renderShop('/my-account/verify-account', {}, queryClient, {
      session,
      client: api.client,
    });
    await user.click(await screen.findByRole('radio', { name: "Driver's licence" }));
    const form = screen.getByRole('form', { name: "Verify with your driver's licence" });
    await user.selectOptions(
      within(form).getByLabelText('State or territory that issued your licence'),
      'WA',
    );
    expect(within(form).getByLabelText('Licence number')).toHaveAccessibleDescription(
      'Western Australia: 7 digits',
    );
    await user.type(within(form).getByLabelText('Licence number'), '12345');
    await user.type(within(form).getByLabelText('Card number'), 'AB123456');
    await user.click(within(form).getByRole('button', { name: 'Verify my licence' }));
    expect(await within(form).findByText('Your licence number should be 7 digits.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('marks a method that has no attempts left', async () => {
    const failed = { method: 'auto_verification' as const, outcome: 'failed' as const };
    const record = unverified(
      signedUpAt,
      [1, 2, 3].map((n) => ({ ...failed, createdAt: new Date(signedUpAt.getTime() + n) })),
    );
    const { session, queryClient } = signedIn(record);
    renderShop('/my-account/verify-account', {}, queryClient, { session });
    expect(await screen.findByRole('radio', { name: 'Your details' })).toHaveAccessibleDescription(
      'You have used all 3 attempts. Please upload documents instead.',
    );
    expect(screen.queryByRole('form', { name: 'Verify with your details' })).not.toBeInTheDocument();
  });
});

describe('/my-account/manual-verification', () => {
  it('checks the real type of a file before sending anything', async () => {
    const api = fakeApi({});
    const { session, queryClient } = signedIn(unverified(signedUpAt));
    const { user } = renderShop('/my-account/manual-verification', {}, queryClient, {
      session,
      client: api.client,
    });
    const form = await screen.findByRole('form', { name: 'Upload documents' });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText(documentMessages.missing)).toBeInTheDocument();

    const fake = new File(['just some text'], 'passport.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Files'), fake);
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText(`passport.jpg: ${documentMessages.wrongType}`)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('uploads a real photo as multipart and says it waits for review', async () => {
    const record = unverified(signedUpAt);
    const api = fakeApi({
      'POST /customer/verification': () => ({ documents: [], verification: record.verification }),
      'GET /customer': () => record,
      'GET /customer/verification': () => ({
        isVerified: false,
        verification: record.verification,
        verificationRules: record.verificationRules,
        documents: [],
      }),
    });
    const { session, queryClient } = signedIn(record);
    const { user } = renderShop('/my-account/manual-verification', {}, queryClient, {
      session,
      client: api.client,
    });
    const form = await screen.findByRole('form', { name: 'Upload documents' });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], 'front.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(within(form).getByLabelText('Files'), photo);
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(
      await within(form).findByText('Thank you. Your documents are waiting for review.'),
    ).toBeInTheDocument();
    const [sent] = api.callsTo('POST', '/customer/verification');
    const multipart = (sent?.options as { multipart: FormData }).multipart;
    expect(multipart.get('method')).toBe('photo_id_upload');
    expect((multipart.get('documents') as File).name).toBe('front.jpg');
  });

  it('shows the pending state and the documents with their outcome', async () => {
    const record = unverified(signedUpAt, [
      { method: 'pdf_form', outcome: 'awaiting_review', createdAt: signedUpAt },
    ]);
    const { session, queryClient } = signedIn(record, [
      {
        id: 'd1',
        method: 'photo_id_upload',
        fileName: 'blurry.jpg',
        contentType: 'image/jpeg',
        sizeBytes: 2048,
        outcome: 'rejected',
        reason: 'Too blurry to read.',
        uploadedAt: signedUpAt.toISOString(),
      },
    ]);
    renderShop('/my-account/manual-verification', {}, queryClient, { session });
    expect(await screen.findByText(/Your documents are waiting for review/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Completed verification form' })).toBeDisabled();
    const list = screen.getByRole('region', { name: 'Your documents' });
    expect(list).toHaveTextContent('blurry.jpg (Photo ID): Not accepted — Too blurry to read.');
  });
});

describe('/account-verification', () => {
  it('explains why and how to anonymous visitors', async () => {
    renderShop('/account-verification', { capabilities });
    expect(
      await screen.findByRole('heading', { name: 'Account verification', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You have 90 days from sign-up to verify/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to verify' })).toHaveAttribute('href', '/login');
  });

  it('is not there without the capability', async () => {
    renderShop('/account-verification', { capabilities: ['commercial_lotteries'] });
    expect(await screen.findByText(/wrong turn/)).toBeInTheDocument();
  });
});
