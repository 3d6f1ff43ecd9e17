import { z } from 'zod';

export const socialNetworks = [
  'facebook',
  'instagram',
  'linkedin',
  'pinterest',
  'tiktok',
  'twitter',
  'x',
  'youtube',
] as const;

export const paymentMethodCodes = [
  'AMEX',
  'APPLE_PAY',
  'GOOGLE_PAY',
  'MASTERCARD',
  'PAYPAL',
  'VISA',
] as const;

/** Whether an address field must be filled in: always, never shown, or optional. */
export const addressFieldRuleSchema = z.enum(['required', 'optional', 'never']);

export const configResultSchema = z.object({
  siteName: z.string(),
  siteLocale: z.enum(['en-AU', 'en-GB']),
  baseCurrency: z.string().length(3),
  timeZone: z.string(),
  /** Seconds a signed-in session may stay idle before it expires. */
  sessionTimeout: z.number().int().positive(),
  minRegistrationAge: z.number().int().positive(),
  socialAccounts: z.array(z.object({ network: z.enum(socialNetworks), url: z.string() })),
  customerAddressConfig: z.object({
    address: addressFieldRuleSchema,
    addressLine2: addressFieldRuleSchema,
    country: addressFieldRuleSchema,
    postcode: addressFieldRuleSchema,
    state: addressFieldRuleSchema,
    suburb: addressFieldRuleSchema,
  }),
  signup: z.object({
    termsCheckbox: z.boolean(),
    emailOptInCheckbox: z.boolean(),
    emailOptInDefault: z.boolean(),
  }),
  twoFactorAuthenticationConfig: z.object({
    methods: z.array(z.enum(['authenticator', 'email'])),
    codeLength: z.number().int(),
    resendLockSeconds: z.number().int(),
  }),
  cookieConsent: z.object({ required: z.boolean(), maxAgeDays: z.number().int() }),
  /** Cause → lottery it raises money through. */
  causeLotteryBinding: z.array(z.object({ causeKey: z.string(), lotteryKey: z.string() })),
  support: z.object({
    phone: z.string(),
    email: z.string(),
    chatUrl: z.string().nullable(),
    openingHours: z.string(),
  }),
  acceptedPaymentMethods: z.array(z.enum(paymentMethodCodes)),
  regulation: z.object({ text: z.string(), disclaimer: z.string() }),
  /**
   * Where the shop's phone app is downloaded (shown only with the native-app capability); null while
   * there is no app.
   */
  nativeApp: z
    .object({
      appStoreUrl: z.string().nullable(),
      googlePlayUrl: z.string().nullable(),
      /** The Android package offered at /app/android, for phones without Google Play. */
      androidDownload: z
        .object({
          url: z.string(),
          version: z.string(),
          sizeBytes: z.number().int().positive(),
          minimumAndroidVersion: z.string(),
        })
        .nullable(),
    })
    .nullable(),
  /** The sitewide banner's text; null when there is none. */
  sitewideBanner: z.string().nullable(),
  defaultSegment: z.string(),
  defaultPricingId: z.string(),
});
export type ConfigResult = z.infer<typeof configResultSchema>;
