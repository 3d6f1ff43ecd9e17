// The account pages' calls (decision 0021): my details, confirmations, communication preferences,
// terms acceptance and closing the account.
import { z } from 'zod';
import { DEFAULT_API_VERSION } from '../headers';
import {
  closeAccountBodySchema,
  closeAccountResultSchema,
  communicationPreferencesBodySchema,
  communicationPreferencesSchema,
  confirmAddressResultSchema,
  confirmEmailBodySchema,
  confirmEmailResultSchema,
  customerDetailsBodySchema,
  customerDetailsResultSchema,
  customerDetailsSchema,
  locationTermsAcceptanceBodySchema,
  termsAcceptanceBodySchema,
  termsAcceptanceResultSchema,
} from '../account-details';
import { defineEndpoint } from './define';

export const CUSTOMER_DETAILS_API_VERSION = '3.2';
export const PREFERENCES_API_VERSION = '3.2';

/** The signed-in customer's own id, or a signed link id from an e-mail. */
export const communicationPreferencesParamsSchema = z.object({ id: z.string().min(1).max(200) });

const common = { service: 'main', apiVersion: DEFAULT_API_VERSION } as const;

export const accountDetailsEndpoints = {
  details: defineEndpoint({
    ...common,
    apiVersion: CUSTOMER_DETAILS_API_VERSION,
    method: 'GET',
    path: '/customer/details',
    access: 'customer',
    summary: "The customer's details",
    response: customerDetailsSchema,
  }),
  updateDetails: defineEndpoint({
    ...common,
    apiVersion: CUSTOMER_DETAILS_API_VERSION,
    method: 'POST',
    path: '/customer/details',
    access: 'customer',
    summary: "Changes the customer's details (a new e-mail address waits for its link)",
    body: customerDetailsBodySchema,
    response: customerDetailsResultSchema,
  }),
  confirmAddress: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: '/customer/confirm-address',
    access: 'customer',
    summary: 'The customer confirms their address',
    response: confirmAddressResultSchema,
  }),
  confirmEmailAddress: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: '/customer/confirm-email-address',
    // The e-mailed token is the credential; without one it needs a signed-in customer (checked inside).
    access: 'anyone',
    summary: 'Confirms a new e-mail address with its token, or re-sends the link',
    body: confirmEmailBodySchema,
    response: confirmEmailResultSchema,
  }),
  communicationPreferences: defineEndpoint({
    ...common,
    apiVersion: PREFERENCES_API_VERSION,
    method: 'GET',
    path: '/customer/:id/communication-preferences',
    // The own id signed in, or a signed link id: the route decides whose they are.
    access: 'anyone',
    summary: 'Communication preferences',
    params: communicationPreferencesParamsSchema,
    response: communicationPreferencesSchema,
  }),
  updateCommunicationPreferences: defineEndpoint({
    ...common,
    apiVersion: PREFERENCES_API_VERSION,
    method: 'PUT',
    path: '/customer/:id/communication-preferences',
    access: 'anyone',
    summary: 'Changes communication preferences',
    params: communicationPreferencesParamsSchema,
    body: communicationPreferencesBodySchema,
    response: communicationPreferencesSchema,
  }),
  acceptTerms: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/customer/terms-and-conditions',
    access: 'customer',
    summary: 'Accepts a version of the terms',
    body: termsAcceptanceBodySchema,
    response: termsAcceptanceResultSchema,
  }),
  acceptLocationTerms: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/customer/terms-and-conditions/location',
    access: 'customer',
    summary: "Accepts a version of the terms of the customer's state",
    body: locationTermsAcceptanceBodySchema,
    response: termsAcceptanceResultSchema,
  }),
  close: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: '/customer',
    access: 'customer',
    summary: 'Closes the account (refused while money or open tickets remain)',
    body: closeAccountBodySchema,
    response: closeAccountResultSchema,
  }),
};
