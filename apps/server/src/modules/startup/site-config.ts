// The shop's configuration constants (shop-core §3 "Config constants"). Operators change them here;
// they are the same for every visitor.
import type { ConfigResult } from '@fairdraw/contracts';

export const DEFAULT_PRICING_ID = 'web';

export const SITE_CONFIG: Omit<ConfigResult, 'defaultSegment' | 'defaultPricingId'> = {
  siteName: 'Fairdraw',
  siteLocale: 'en-AU',
  baseCurrency: 'AUD',
  timeZone: 'Australia/Sydney',
  sessionTimeout: 3600,
  minRegistrationAge: 18,
  socialAccounts: [
    { network: 'facebook', url: 'https://www.facebook.com/fairdraw' },
    { network: 'instagram', url: 'https://www.instagram.com/fairdraw' },
    { network: 'x', url: 'https://x.com/fairdraw' },
    { network: 'youtube', url: 'https://www.youtube.com/@fairdraw' },
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
    resendLockSeconds: 60,
  },
  // Fairdraw asks for consent before any cookie outside the essential ones (decision 0040).
  cookieConsent: { required: true, maxAgeDays: 365 },
  causeLotteryBinding: [],
  support: {
    phone: '1300 324 737',
    email: 'help@fairdraw.com.au',
    chatUrl: null,
    openingHours: 'Monday to Friday 9am–5pm, Saturday 10am–4pm (Sydney time)',
  },
  // Fairdraw has no phone app yet: the native-app capability stays off and there is nowhere to link.
  nativeApp: null,
  sitewideBanner: null,
  acceptedPaymentMethods: ['VISA', 'MASTERCARD', 'AMEX', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY'],
  regulation: {
    text: 'Fairdraw sells tickets to people aged 18 and over. Gamble responsibly: set a limit and stick to it.',
    disclaimer:
      'Chances of winning depend on the game played. For free and confidential support call Gambling Help on 1800 858 858.',
  },
};
