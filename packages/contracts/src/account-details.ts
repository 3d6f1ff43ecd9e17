// The account pages' calls (account-area §3, §7; docs/decisions/0021-account-details-and-preferences.md):
// my details, the address and e-mail confirmations, communication preferences, terms acceptance and
// closing the account. Shapes only; the field rules with their texts (e-mail, phone, postcode) come
// from @fairdraw/domain and are applied on top by the server and used directly by the web forms.
import { z } from 'zod';
import { australianStates } from './customer';

const requiredText = (max: number) => z.string().trim().min(1, { abort: true }).max(max);

/** GET /customer/details (3.2): what the my-details page shows. The date of birth cannot be changed. */
export const customerDetailsSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  /** The address the customer signs in with; a new one counts only once confirmed. */
  email: z.string(),
  /** A new e-mail address waiting for its confirmation link to be opened, or null. */
  pendingEmail: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.enum(australianStates),
  postcode: z.string(),
  country: z.literal('AU'),
  dateOfBirth: z.string(),
  addressConfirmationRequired: z.boolean(),
  emailAddressConfirmationRequired: z.boolean(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

/** POST /customer/details (3.2). Everything but the date of birth, which is ignored if sent. */
export const customerDetailsBodySchema = z.object({
  firstname: requiredText(100),
  lastname: requiredText(100),
  email: requiredText(254),
  phone: requiredText(20),
  address: requiredText(200),
  suburb: requiredText(100),
  state: z.string().pipe(z.enum(australianStates)),
  postcode: requiredText(10),
  country: z.string().pipe(z.literal('AU')),
});
export type CustomerDetailsBody = z.infer<typeof customerDetailsBodySchema>;

export const customerDetailsResultSchema = customerDetailsSchema.extend({
  /** True when this save sent a confirmation link to a new e-mail address. */
  emailConfirmationSent: z.boolean(),
});
export type CustomerDetailsResult = z.infer<typeof customerDetailsResultSchema>;

/** PATCH /customer/confirm-address: the signed-in customer says the postal address is right. */
export const confirmAddressResultSchema = z.object({ addressConfirmationRequired: z.literal(false) });
export type ConfirmAddressResult = z.infer<typeof confirmAddressResultSchema>;

/**
 * PATCH /customer/confirm-email-address. With the token of the e-mailed link it confirms the new
 * address (no sign-in needed: the token is the proof). Without one, a signed-in customer with a
 * change waiting gets a fresh link sent to the new address.
 */
export const confirmEmailBodySchema = z
  .object({
    token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{20,128}$/, 'This link is not valid.')
      .optional(),
  })
  .nullish();
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

export const confirmEmailResultSchema = z.object({
  /** True once the customer's e-mail address is the confirmed one. */
  confirmed: z.boolean(),
  /** True when a new confirmation link was sent instead. */
  emailConfirmationSent: z.boolean(),
});
export type ConfirmEmailResult = z.infer<typeof confirmEmailResultSchema>;

/** Communication channels (account-area §3) and how often marketing may arrive. */
export const communicationChannels = ['email', 'phone', 'sms', 'directmail', 'push'] as const;
export type CommunicationChannel = (typeof communicationChannels)[number];
export const communicationFrequencies = ['monthly', 'weekly'] as const;
export type CommunicationFrequency = (typeof communicationFrequencies)[number];

const channelFlags = z.object({
  email: z.boolean(),
  phone: z.boolean(),
  sms: z.boolean(),
  directmail: z.boolean(),
  push: z.boolean(),
});

/** GET /customer/{id}/communication-preferences (3.2). */
export const communicationPreferencesSchema = z.object({
  /** Channel id → enabled. */
  preferences: channelFlags,
  frequency: z.enum(communicationFrequencies),
  /** Product offers whose marketing e-mail the customer turned off one by one. */
  unsubscribedProducts: z.array(z.string()),
  /** The customer's first name, so a page opened from an e-mail link can greet them. */
  firstname: z.string(),
});
export type CommunicationPreferences = z.infer<typeof communicationPreferencesSchema>;

const productOfferKeyPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * PUT /customer/{id}/communication-preferences (3.2): `preferences` maps channel ids to enabled
 * (channels left out keep their setting). A marketing unsubscribe adds `email: false` and
 * `unsubscribeReasons`, and `productOfferKey` to stop only that product's e-mail.
 */
export const communicationPreferencesBodySchema = z.object({
  preferences: channelFlags.partial().strict().default({}),
  frequency: z.string().pipe(z.enum(communicationFrequencies)).optional(),
  email: z.boolean().optional(),
  unsubscribeReasons: z.array(z.string().trim().min(1).max(200)).max(10).optional(),
  productOfferKey: z.string().regex(productOfferKeyPattern).optional(),
});
export type CommunicationPreferencesBody = z.input<typeof communicationPreferencesBodySchema>;

/** The version of the shop's terms and conditions a customer accepts today. */
export const CURRENT_TERMS_VERSION = '2026-01';

/** POST /customer/terms-and-conditions: the customer accepts this version of the terms. */
export const termsAcceptanceBodySchema = z.object({ version: requiredText(32) });
export type TermsAcceptanceBody = z.infer<typeof termsAcceptanceBodySchema>;

/**
 * POST /customer/terms-and-conditions/location: the customer accepts the terms for playing from
 * a state or territory (its own rules and restricted products).
 */
export const locationTermsAcceptanceBodySchema = z.object({
  version: requiredText(32),
  state: z.string().pipe(z.enum(australianStates)),
});
export type LocationTermsAcceptanceBody = z.infer<typeof locationTermsAcceptanceBodySchema>;

export const termsAcceptanceResultSchema = z.object({
  accepted: z.literal(true),
  version: z.string(),
  state: z.enum(australianStates).nullable(),
  /** ISO 8601, UTC. */
  acceptedAt: z.string(),
});
export type TermsAcceptanceResult = z.infer<typeof termsAcceptanceResultSchema>;

/** DELETE /customer (a form): the password confirms it is the customer; the reason is optional. */
export const closeAccountBodySchema = z.object({
  password: z.string().min(1, { abort: true }).max(256),
  reason: z.string().trim().max(500).optional(),
});
export type CloseAccountBody = z.infer<typeof closeAccountBodySchema>;

export const closeAccountResultSchema = z.object({ closed: z.literal(true) });
export type CloseAccountResult = z.infer<typeof closeAccountResultSchema>;
