// Contract-valid data for component tests: every fixture goes through the shared zod schema, so a
// contract change that breaks the pages breaks these tests too. Here: the clock, the site's config,
// capabilities and branding, and the signed-in customer. The catalogue is offer-fixtures.ts, orders
// and receipts order-fixtures.ts.
import {
  brandingResultSchema,
  capabilitiesResultSchema,
  configResultSchema,
  customerRecordSchema,
  loginResultSchema,
} from '@fairdraw/contracts';
import type { Capability, ConfigResult, CustomerRecord, LoginResult } from '@fairdraw/contracts';

/** Monday 2 March 2026, 10:00 in Sydney (AEDT, UTC+11). */
export const NOW = new Date('2026-03-01T23:00:00Z');

export const configFixture: ConfigResult = configResultSchema.parse({
  siteName: 'Fairdraw',
  siteLocale: 'en-AU',
  baseCurrency: 'AUD',
  timeZone: 'Australia/Sydney',
  sessionTimeout: 3600,
  minRegistrationAge: 18,
  socialAccounts: [
    { network: 'facebook', url: 'https://www.facebook.com/fairdraw' },
    { network: 'instagram', url: 'https://www.instagram.com/fairdraw' },
  ],
  customerAddressConfig: {
    address: 'required',
    addressLine2: 'never',
    country: 'required',
    postcode: 'required',
    state: 'required',
    suburb: 'required',
  },
  signup: { termsCheckbox: true, emailOptInCheckbox: true, emailOptInDefault: false },
  twoFactorAuthenticationConfig: {
    methods: ['authenticator', 'email'],
    codeLength: 6,
    resendLockSeconds: 30,
  },
  cookieConsent: { required: false, maxAgeDays: 365 },
  causeLotteryBinding: [],
  support: {
    phone: '1300 123 456',
    email: 'help@fairdraw.example',
    chatUrl: null,
    openingHours: 'Monday to Friday, 9am to 5pm (Sydney time)',
  },
  acceptedPaymentMethods: ['VISA', 'MASTERCARD', 'AMEX', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY'],
  regulation: {
    text: 'Fairdraw is licensed to sell lottery and raffle tickets in Australia.',
    disclaimer: 'You must be 18 or older to play. Please gamble responsibly.',
  },
  nativeApp: {
    appStoreUrl: 'https://apps.apple.com/au/app/fairdraw/id6450000000',
    googlePlayUrl: 'https://play.google.com/store/apps/details?id=au.com.fairdraw',
    androidDownload: {
      url: 'https://downloads.fairdraw.com.au/android/fairdraw-4.2.0.apk',
      version: '4.2.0',
      sizeBytes: 24_600_000,
      minimumAndroidVersion: '9',
    },
  },
  sitewideBanner: null,
  defaultSegment: 'visitor',
  defaultPricingId: 'web',
});

export const allCapabilities: Capability[] = [
  'commercial_lotteries',
  'charity_lotteries',
  'syndicates',
  'multi_offer_site',
  'responsible_gambling',
  'sitewide-banner',
];

export function capabilitiesFixture(capabilities: readonly Capability[] = allCapabilities) {
  return capabilitiesResultSchema.parse({ segmentName: 'visitor', capabilities });
}

/** Money as the wire carries it, in Australian dollars. */
export const aud = (amount: string) => ({ amount, currency: 'AUD' });

export const brandingFixture = brandingResultSchema.parse({
  products: [
    {
      id: 'powerball',
      aliases: [],
      colours: { primary: '#1d3f8f', secondary: '#ffffff', text: '#ffffff' },
      logoText: 'PB',
      regionOverrides: [],
      subvariant: null,
    },
  ],
});

/** The demo customer as GET /customer answers. */
export const customerFixture: CustomerRecord = customerRecordSchema.parse({
  customerId: 'cus_demo_1',
  pricingId: 'web',
  segmentName: 'new_customer',
  firstname: 'Dana',
  lastname: 'Demo',
  email: 'demo@fairdraw.test',
  balance: { amount: '500.00', currency: 'AUD' },
  availableFunds: { amount: '500.00', currency: 'AUD' },
  state: 'active',
  verification: { methods: [] },
  isVerified: true,
  accountUpgrade: false,
  forcePasswordChange: false,
  brandingRegion: 'NSW',
  migrationStatus: 'ineligible',
  spendLimitRequired: false,
  favouriteNumbers: [7, 14],
  countryBanned: false,
  countryBannedConfirmationRequired: false,
  addressConfirmationRequired: false,
  emailAddressConfirmationRequired: false,
} satisfies CustomerRecord);

/** A login answer; the access token is JWT-shaped like the server's. */
export const loginResultFixture: LoginResult = loginResultSchema.parse({
  accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjdXNfZGVtb18xIn0.c2lnbmF0dXJl',
  refreshToken: 'refresh_token_1',
  customerId: 'cus_demo_1',
  customerToken: 'customer-token_1',
  twoFactorAuth: { enabled: false, method: null, identifier: null },
} satisfies LoginResult);
