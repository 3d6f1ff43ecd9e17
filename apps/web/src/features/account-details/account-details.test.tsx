import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  Capability,
  CommunicationPreferences,
  CustomerDetails,
  CustomerRecord,
} from '@fairdraw/contracts';
import { validationMessages } from '@fairdraw/domain';
import { customerQueryOptions } from '../../lib/api/get-customer';
import { createSessionStore, memoryCookieJar } from '../../lib/session-store';
import { fakeApi } from '../../test/fake-api';
import { allCapabilities, customerFixture, loginResultFixture } from '../../test/fixtures';
import { filledQueryClient, offlineClient, renderShop } from '../../test/render';
import { ADDRESS_CONFIRMED_MESSAGE } from './components/confirmation-banner';
import { DETAILS_UPDATED_MESSAGE } from './components/details-form';
import { FAVOURITES_SAVED_MESSAGE } from './routes/favourite-numbers-route';

const detailsFixture: CustomerDetails = {
  firstname: 'Dana',
  lastname: 'Scully',
  email: 'dana@example.com.au',
  pendingEmail: null,
  phone: '0412345678',
  address: '1 George Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'AU',
  dateOfBirth: '1990-12-10',
  addressConfirmationRequired: false,
  emailAddressConfirmationRequired: false,
};

const accountCapabilities: Capability[] = [
  ...allCapabilities,
  'account_details_manage',
  'favourite-numbers',
  'customer-deactivate',
  'manage-notification-settings',
];

function signedIn(record: Partial<CustomerRecord> = {}, capabilities = accountCapabilities) {
  const session = createSessionStore({ cookies: memoryCookieJar() });
  session.signIn(loginResultFixture);
  const queryClient = filledQueryClient({ capabilities });
  queryClient.setQueryData(customerQueryOptions(offlineClient, loginResultFixture.customerId).queryKey, {
    ...customerFixture,
    ...record,
  });
  return { session, queryClient };
}

describe('confirmation banner', () => {
  it('asks for the address first, confirms once however often clicked, refetches and says so', async () => {
    let release: () => void = () => {};
    const api = fakeApi({
      'PATCH /customer/confirm-address': () =>
        new Promise((resolve) => {
          release = () => resolve({ addressConfirmationRequired: false });
        }),
      'GET /customer': () => ({ ...customerFixture, addressConfirmationRequired: false }),
    });
    const { session, queryClient } = signedIn({
      addressConfirmationRequired: true,
      emailAddressConfirmationRequired: true,
    });
    const { user } = renderShop('/my-account', {}, queryClient, { session, client: api.client });

    const banner = await screen.findByRole('region', { name: 'Please confirm your address' });
    const confirm = within(banner).getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    await user.click(confirm);
    expect(api.callsTo('PATCH', '/customer/confirm-address')).toHaveLength(1);
    await act(async () => release());
    expect(await screen.findByText(ADDRESS_CONFIRMED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/customer').length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Please confirm your address' })).not.toBeInTheDocument(),
    );
  });

  it('is hidden on my details, and Update goes there without the manage capability', async () => {
    const api = fakeApi({ 'GET /customer/details': () => detailsFixture });
    const { session, queryClient } = signedIn(
      { emailAddressConfirmationRequired: true },
      accountCapabilities.filter((capability) => capability !== 'account_details_manage'),
    );
    const { user, router } = renderShop('/my-account', {}, queryClient, { session, client: api.client });
    const banner = await screen.findByRole('region', { name: 'Please confirm your new email address' });
    await user.click(within(banner).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/my-details'));
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Please confirm/ })).not.toBeInTheDocument();
  });

  it('opens the details in a dialog with the manage capability', async () => {
    const api = fakeApi({ 'GET /customer/details': () => detailsFixture });
    const { session, queryClient } = signedIn({ addressConfirmationRequired: true });
    const { user } = renderShop('/my-account', {}, queryClient, { session, client: api.client });
    const banner = await screen.findByRole('region', { name: 'Please confirm your address' });
    await user.click(within(banner).getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update my details' });
    expect(await within(dialog).findByLabelText('Street address')).toHaveValue('1 George Street');
  });
});

describe('/my-account/my-details', () => {
  it('checks fields with the shop rules before sending anything', async () => {
    const api = fakeApi({ 'GET /customer/details': () => detailsFixture });
    const { session, queryClient } = signedIn();
    const { user } = renderShop('/my-account/my-details', {}, queryClient, { session, client: api.client });
    const email = await screen.findByLabelText('Email address');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), '123');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText(validationMessages.email)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.postcode)).toBeInTheDocument();
    expect(api.callsTo('POST', '/customer/details')).toHaveLength(0);
    expect(email).toHaveFocus();
  });

  it('saves, shows the details-updated toast, and shows server field errors under their field', async () => {
    let attempt = 0;
    const api = fakeApi({
      'GET /customer/details': () => detailsFixture,
      'GET /customer': () => customerFixture,
      'POST /customer/details': async () => {
        attempt += 1;
        if (attempt === 1) {
          const { ApiError } = await import('@fairdraw/client');
          throw new ApiError({
            status: 400,
            url: '/v2/customer/details',
            message: 'Please check the highlighted fields.',
            errors: { phone: ['Please enter a valid phone number'] },
          });
        }
        return { ...detailsFixture, firstname: 'Fox', emailConfirmationSent: false };
      },
    });
    const { session, queryClient } = signedIn();
    const { user } = renderShop('/my-account/my-details', {}, queryClient, { session, client: api.client });
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Fox');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText(DETAILS_UPDATED_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST', '/customer/details')[1]?.body).toMatchObject({
      firstname: 'Fox',
      country: 'AU',
    });
    expect(api.callsTo('POST', '/customer/details')[1]?.options).toMatchObject({ apiVersion: '3.2' });
  });
});

describe('communication preferences', () => {
  const preferences: CommunicationPreferences = {
    preferences: { email: true, phone: false, sms: true, directmail: false, push: true },
    frequency: 'weekly',
    unsubscribedProducts: [],
    firstname: 'Dana',
  };

  it('shows email, phone, SMS and direct mail in that order, never push, and saves', async () => {
    const path = `/customer/${loginResultFixture.customerId}/communication-preferences`;
    const api = fakeApi({
      [`GET ${path}`]: () => preferences,
      [`PUT ${path}`]: () => ({ ...preferences, frequency: 'monthly' }),
    });
    const { session, queryClient } = signedIn();
    const { user } = renderShop('/communication-preferences', {}, queryClient, {
      session,
      client: api.client,
    });
    const channels = await screen.findByRole('group', { name: /How we may contact you/ });
    expect(
      within(channels)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('id')),
    ).toEqual(['channel-email', 'channel-phone', 'channel-sms', 'channel-directmail']);
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Save my preferences' }));
    expect(await screen.findByText('Your communication preferences have been saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', path)[0]?.body).toEqual({
      preferences: { email: true, phone: false, sms: true, directmail: false },
      frequency: 'monthly',
    });
  });

  it('unsubscribes in one click from an e-mail link and confirms it', async () => {
    const path = '/customer/signed-link-id/communication-preferences';
    const api = fakeApi({
      [`PUT ${path}`]: () => ({ ...preferences, unsubscribedProducts: ['saturday_lotto'] }),
    });
    renderShop('/unsubscribe/signed-link-id/saturday_lotto', {}, undefined, { client: api.client });
    expect(await screen.findByText(/We won't email you about this game any more/)).toBeInTheDocument();
    expect(api.callsTo('PUT', path)).toHaveLength(1);
    expect(api.callsTo('PUT', path)[0]?.body).toMatchObject({
      email: false,
      productOfferKey: 'saturday_lotto',
    });
  });
});

describe('favourite numbers and closing the account', () => {
  it('saves favourite numbers and says they were added or replaced', async () => {
    const api = fakeApi({
      'PUT /favourite-numbers': () => ({ favouriteNumbers: [3, 9, 21] }),
      'GET /customer': () => ({ ...customerFixture, favouriteNumbers: [3, 9, 21] }),
    });
    const { session, queryClient } = signedIn({ favouriteNumbers: [] });
    const { user } = renderShop('/my-account/favourite-numbers', {}, queryClient, {
      session,
      client: api.client,
    });
    await user.type(await screen.findByLabelText('Your favourite numbers'), '3, 9 21');
    await user.click(screen.getByRole('button', { name: 'Save favourite numbers' }));
    expect(await screen.findByText(FAVOURITES_SAVED_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/favourite-numbers')[0]?.body).toEqual({ favouriteNumbers: [3, 9, 21] });
  });

  it('shows the server refusal while money remains, and on success signs out to the success page', async () => {
    let refuse = true;
    const api = fakeApi({
      'DELETE /customer': async () => {
        if (refuse) {
          const { ApiError } = await import('@fairdraw/client');
          throw new ApiError({
            status: 409,
            url: '/v2/customer',
            message: 'Your wallet still holds $12.50.',
          });
        }
        return { closed: true };
      },
    });
    const { session, queryClient } = signedIn();
    const { user, router } = renderShop('/close-my-account', {}, queryClient, {
      session,
      client: api.client,
    });
    await user.type(await screen.findByLabelText('Your password'), 'correct horse 42');
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your wallet still holds $12.50.');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/close-my-account/success'));
    expect(await screen.findByRole('heading', { name: 'Your account is closed' })).toBeInTheDocument();
    // A customer who changes their mind is led to support.
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      '/about/contact-us',
    );
    expect(session.getState().accessToken).toBeNull();
    expect(api.callsTo('DELETE', '/customer')[1]?.options).toMatchObject({ form: true });
  });
});
