// Customer and session calls (shop-core §3 and §7 "Session and auth calls"; account-area §3, §7).
// These schemas are the shape of what crosses the wire. The field rules with texts people read (valid
// e-mail, phone, postcode, terms) live in @fairdraw/domain, which depends on this package; the server
// applies them on top of these shapes, the web forms use them directly.
import { z } from 'zod';
import { customerSpendLimitSchema } from './limits';
import { moneySchema } from './money';

/** The states and territories an address can be in. */
export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof australianStates)[number];

/** Where an account stands. Only `closed` accounts cannot sign in. */
export const customerStates = ['active', 'suspended', 'closed'] as const;
export type CustomerState = (typeof customerStates)[number];

/** Identity verification (shop-core §4 "Verification"). */
export const verificationMethodTypes = [
  'auto_verification',
  'connect_id',
  'drivers_licence',
  'greenid_ui',
  'pdf_form',
  'photo_id_upload',
] as const;
export const verificationStatuses = [
  'disabled',
  'not_attempted',
  'pending',
  'in_progress',
  'attempted',
] as const;
export type VerificationMethodType = (typeof verificationMethodTypes)[number];
export type VerificationStatus = (typeof verificationStatuses)[number];
/** Why an account is restricted (decision 0020): unverified after the verification deadline. */
export const restrictionReasons = ['verification_overdue'] as const;
export type RestrictionReason = (typeof restrictionReasons)[number];
/** The rules of identity verification the client checks before sending (decision 0020). */
export const verificationRulesSchema = z.object({
  deadlineDays: z.number().int(),
  maxAttemptsPerMethod: z.number().int(),
  maxDocumentBytes: z.number().int(),
  maxDocumentsPerUpload: z.number().int(),
  acceptedDocumentTypes: z.array(z.string()),
});
export type VerificationRules = z.infer<typeof verificationRulesSchema>;
export const migrationStatuses = [
  'ineligible',
  'eligible_soft',
  'eligible_hard',
  'in_progress',
  'migrated',
] as const;
export const twoFactorMethods = ['authenticator', 'email'] as const;
export const signupPlatforms = ['Web'] as const;

/**
 * Fairdraw's password rule: at least 10 characters drawn from at least two of lower-case letters,
 * capitals, digits and everything else (symbols, spaces, accented letters). Length does most of the
 * work; the second class only stops "aaaaaaaaaa" and "1234567890". No upper limit a person would meet.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;
export const passwordRuleMessage =
  'Please use at least 10 characters, mixing at least two of: lower-case letters, capitals, numbers and symbols.';

export function isStrongPassword(password: string): boolean {
  if (password.length < PASSWORD_MIN_LENGTH) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password));
  return classes.length >= 2;
}

export const dateMessage = 'Please enter a real date as YYYY-MM-DD.';

/** A calendar date written YYYY-MM-DD that exists (no 31 June). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// A blank text field fails `min(1)`, which the server reports as "This field is required"; `abort`
// stops a blank value from collecting a second, format message.
const requiredText = (max: number) => z.string().trim().min(1, { abort: true }).max(max);
// Passwords are taken exactly as typed: a space can be part of one.
const passwordText = z.string().min(1, { abort: true }).max(PASSWORD_MAX_LENGTH);

/** Numbers the customer likes to play; the ticket builder offers them in its Favourites set. */
export const favouriteNumbersSchema = z
  .array(z.number().int().min(1).max(99))
  .max(20)
  .refine((numbers) => new Set(numbers).size === numbers.length, 'Each favourite number can appear once.');

/** Where the visitor came from (the session's campaign data), stored with a new account. */
export const attributionSchema = z.object({
  campaign: z.string().max(512).optional(),
  content: z.string().max(512).optional(),
  medium: z.string().max(512).optional(),
  referrer: z.string().max(2048).optional(),
  referringDomain: z.string().max(512).optional(),
  source: z.string().max(512).optional(),
  term: z.string().max(512).optional(),
});
export type Attribution = z.infer<typeof attributionSchema>;

/** An address as stored; field rules follow config `customerAddressConfig` (address line 2: never). */
export interface CustomerAddress {
  address: string;
  suburb: string;
  state: AustralianState;
  postcode: string;
  country: 'AU';
}

/** POST /signup (3.5). */
export const signupBodySchema = z.object({
  email: requiredText(254),
  password: passwordText.refine(isStrongPassword, passwordRuleMessage),
  firstname: requiredText(100),
  lastname: requiredText(100),
  dateOfBirth: requiredText(10).refine(isCalendarDate, dateMessage),
  phone: requiredText(20),
  address: requiredText(200),
  suburb: requiredText(100),
  // A string first, so a missing value is reported as missing rather than as a wrong choice.
  state: z.string().pipe(z.enum(australianStates)),
  postcode: requiredText(10),
  country: z.string().pipe(z.literal('AU')),
  /** An unticked box may be left out; it must be ticked (the domain rule `termsAccepted`). */
  acceptTerms: z.boolean().default(false),
  emailOptIn: z.boolean().default(false),
  attribution: attributionSchema.optional(),
  metadata: z.object({ platform: z.enum(signupPlatforms) }),
  favouriteNumbers: favouriteNumbersSchema.optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** A two-factor code as typed: six digits (account-area §5). Anything else is refused before it is checked. */
export const twoFactorCodeSchema = z.string().regex(/^\d{6}$/, 'A 6 digit code is required.');

/**
 * POST /login (3.2). `otp` is the two-factor code, sent again with the credentials once the first
 * answer said `2fa_required`.
 */
export const loginBodySchema = z.object({
  credentials: z.object({
    email: requiredText(254),
    password: passwordText,
    otp: twoFactorCodeSchema.optional(),
  }),
  favouriteNumbers: favouriteNumbersSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** What login and signup answer: the session the client stores. */
/** Two-factor sign-in of an account; `identifier` is the masked e-mail codes go to (account-area §2). */
export const twoFactorInfoSchema = z.object({
  enabled: z.boolean(),
  method: z.enum(twoFactorMethods).nullable(),
  identifier: z.string().nullable(),
});
export type TwoFactorInfo = z.infer<typeof twoFactorInfoSchema>;

export const loginResultSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  customerId: z.string(),
  /** Secret: the client signs every signed-in request with it. */
  customerToken: z.string(),
  twoFactorAuth: twoFactorInfoSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /refresh, a form post; the token may instead arrive in the httpOnly session cookie. */
export const refreshBodySchema = z.object({ refreshToken: z.string().min(1).max(512).optional() }).nullish();

export const refreshResultSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type RefreshResult = z.infer<typeof refreshResultSchema>;

/** GET /logout: always answers this, signed in or not. */
export const logoutResultSchema = z.object({ loggedOut: z.literal(true) });
export type LogoutResult = z.infer<typeof logoutResultSchema>;

/** GET /customer: the signed-in customer's overview. */
export const customerRecordSchema = z.object({
  customerId: z.string(),
  pricingId: z.string(),
  segmentName: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  balance: moneySchema,
  availableFunds: moneySchema,
  state: z.enum(customerStates),
  verification: z.object({
    methods: z.array(
      z.object({ type: z.enum(verificationMethodTypes), status: z.enum(verificationStatuses) }),
    ),
    /** Any method other than photo upload is pending (account-area §3). */
    pending: z.boolean().optional(),
    /** ISO instant by which an unverified customer must verify; null once verified. */
    deadline: z.string().nullable().optional(),
    /** Whole days until the deadline (0 once passed); null once verified. */
    daysLeft: z.number().int().nullable().optional(),
    /** Unverified after the deadline: no withdrawals until verified. */
    restricted: z.boolean().optional(),
    withdrawalsBlocked: z.boolean().optional(),
    restrictionReason: z.enum(restrictionReasons).nullable().optional(),
  }),
  verificationRules: verificationRulesSchema.optional(),
  isVerified: z.boolean(),
  accountUpgrade: z.boolean(),
  forcePasswordChange: z.boolean(),
  /** The customer's state, for region-specific branding. */
  brandingRegion: z.enum(australianStates),
  migrationStatus: z.enum(migrationStatuses),
  /** The precommitment limit in force (decision 0025); null when none. */
  preCommitment: moneySchema.nullable().optional(),
  /** The customer's own spend limits, with any raise waiting its 24 hours. */
  spendLimits: z.array(customerSpendLimitSchema).optional(),
  /** True when the customer must set a spend limit before buying (decision 0025). */
  spendLimitRequired: z.boolean(),
  favouriteNumbers: z.array(z.number().int()),
  countryBanned: z.boolean(),
  countryBannedConfirmationRequired: z.boolean(),
  addressConfirmationRequired: z.boolean(),
  emailAddressConfirmationRequired: z.boolean(),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

/**
 * PUT /favourite-numbers: replaces the signed-in customer's favourite numbers (an empty list clears
 * them). The server also checks them against the lotteries on sale (docs/api.md).
 */
export const favouriteNumbersBodySchema = z.object({ favouriteNumbers: favouriteNumbersSchema });
export type FavouriteNumbersBody = z.infer<typeof favouriteNumbersBodySchema>;

export const favouriteNumbersResultSchema = z.object({ favouriteNumbers: z.array(z.number().int()) });
export type FavouriteNumbersResult = z.infer<typeof favouriteNumbersResultSchema>;

/**
 * POST /password/force-change: a signed-in customer whose record says `forcePasswordChange` picks a
 * new password (the signup rule), typed twice. The session stays signed in.
 */
export const forcePasswordChangeBodySchema = z.object({
  password: passwordText.refine(isStrongPassword, passwordRuleMessage),
  passwordConfirmation: passwordText,
});
export type ForcePasswordChangeBody = z.infer<typeof forcePasswordChangeBodySchema>;

export const forcePasswordChangeResultSchema = z.object({ passwordChanged: z.literal(true) });
export type ForcePasswordChangeResult = z.infer<typeof forcePasswordChangeResultSchema>;
