// Accounts and sessions: signup, login, refresh with rotation, logout, and who is asking
// (docs/decisions/0008-sessions.md); favourite numbers and the forced password change (decision 0018).
import { CURRENT_TERMS_VERSION, ErrorCode } from '@fairdraw/contracts';
import type {
  AustralianState,
  CustomerRecord,
  FavouriteNumbersResult,
  LoginBody,
  LoginResult,
  RefreshResult,
  SignupBody,
} from '@fairdraw/contracts';
import type { Db, Queryable } from '@fairdraw/db';
import { sameNumbers, verificationOverview, type VerificationOverview } from '@fairdraw/domain';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { DEFAULT_PRICING_ID } from '../startup/site-config';
import {
  findCustomerByEmail,
  findCustomerById,
  findCustomerToken,
  findRefreshToken,
  insertCustomer,
  insertRefreshToken,
  isSessionLive,
  markRefreshTokenUsed,
  revokeFamily,
  revokeOtherSessions,
  setFavouriteNumbers,
  setForcedPassword,
  type CustomerRow,
} from './accounts.repository';
import { NO_LIMITS, toCustomerRecord, type CustomerLimitsFields } from './customer-record';
import { favouriteNumbersProblem, type NumberMatrix } from './favourite-numbers';
import { NO_LOGIN_BRAKE, type LoginBrake } from './login-brake';
import { passwordStrengthProblem, personalWords } from './password-strength';
import { hashPassword, verifyPassword } from './passwords';
import { NO_TWO_FACTOR, openSession } from './sessions';
import type { TwoFactorService } from '../two-factor/two-factor.service';
import {
  createAccessTokenVerifier,
  hashRefreshToken,
  isCustomerId,
  newCustomerId,
  newCustomerToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  signAccessToken,
  tokenKey,
  verifyAccessToken,
  type AccessClaims,
} from './tokens';
import { tellNobody, type TellCustomer } from '../mail/customer-notifier';
import { UNCACHED_SIGN_INS, type SignInMemo } from './sign-in-memo';
import type { CustomerContact, CustomerIdentity } from './customer-views';
import { checkAge } from './signup-age';

/** Capabilities a signed-up customer gets (the seed's `customer` segment). */
export const NEW_CUSTOMER_SEGMENT = 'customer';
/** Customers whose price list a process keeps; the oldest is let go first beyond this. */
const MAX_KEPT_PRICINGS = 20_000;

// One text for every failed login, so the answer never says which part was wrong.
export const LOGIN_FAILED_MESSAGE = 'The email or password is not correct.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
export const EMAIL_TAKEN_MESSAGE =
  'An account already uses this email address. Log in, or reset your password if you have forgotten it.';
export const PASSWORD_CHANGE_NOT_NEEDED_MESSAGE =
  'Your password does not need changing. To change it anyway, use Login and security in your account.';
export const SAME_PASSWORD_MESSAGE = 'Please choose a new password, not the one you have now.';

export interface AccountsService {
  signup(body: SignupBody): Promise<LoginResult>;
  login(body: LoginBody): Promise<LoginResult>;
  /** Spends the refresh token for a new pair. `claimedCustomerId` is the X-Customer-Id sent, if any. */
  refresh(refreshToken: string | undefined, claimedCustomerId?: string): Promise<RefreshResult>;
  /** Ends the sessions the presented tokens belong to; nothing presented, nothing to do. */
  logout(presented: { refreshToken?: string; accessToken?: string }): Promise<void>;
  /** The signed-in customer when the access token is valid, theirs and its session still live. */
  authenticate(accessToken: string, customerId: string): Promise<AccessClaims | null>;
  /** For the signature check: the secret a customer's requests are signed with. */
  customerTokenFor(customerId: string): Promise<string | null>;
  /** GET /customer: the whole record, with the wallet balance and what other modules add. */
  getCustomerRecord(customerId: string): Promise<CustomerRecord>;
  /** The price list the customer buys from (set at sign-up, so each process reads it once). */
  pricingOf(customerId: string): Promise<string>;
  /**
   * The state or territory of the customer's address (where the shop may sell to them), read on `db`
   * (a purchase's transaction), or null when there is no such customer.
   */
  addressStateOf(customerId: string, db?: Queryable): Promise<AustralianState | null>;
  /** The segment whose capabilities the customer has. */
  segmentOf(customerId: string): Promise<string>;
  /** Where and how to write to the customer. */
  contactOf(customerId: string): Promise<CustomerContact>;
  /** What identity verification checks the customer against (modules/verification); null if unknown. */
  getIdentity(customerId: string): Promise<CustomerIdentity | null>;
  /** Replaces the customer's favourite numbers; refused (field errors) when no lottery can play them. */
  setFavouriteNumbers(customerId: string, numbers: number[]): Promise<FavouriteNumbersResult>;
  /**
   * Sets the new password of a customer flagged for a forced change and clears the flag. The
   * current session stays signed in; the customer's other sessions end.
   */
  forcePasswordChange(claims: AccessClaims, password: string): Promise<void>;
}

export function createAccountsService(options: {
  db: Db;
  clock: Clock;
  tokenSecret: string;
  /** The main number matrices of the lotteries a pricing sells; without it no favourites can be kept. */
  numberMatrices?: (pricingId: string, now: Date) => Promise<NumberMatrix[]>;
  /** The second factor of a sign-in; without it no account asks for a code. */
  twoFactor?: Pick<TwoFactorService, 'checkSignIn' | 'info'>;
  /** Slows repeated failed logins for one e-mail address, from wherever they come (login-brake.ts). */
  loginBrake?: LoginBrake;
  /** The verification part of the record (modules/verification); without it only the account flag counts. */
  verificationFor?: (subject: {
    customerId: string;
    accountVerified: boolean;
    signedUpAt: Date;
  }) => Promise<VerificationOverview>;
  /** The limit fields of the record (modules/limits); without it the customer has none. */
  limitsFor?: (subject: { customerId: string; state: string }) => Promise<CustomerLimitsFields>;
  /** The record's balance (the ledger); without it the wallet shows empty. */
  walletBalanceCents?: (customerId: string) => Promise<number>;
  /** The record's address and e-mail confirmation flags (customer details); without them none are asked. */
  confirmationFlags?: (
    customerId: string,
  ) => Promise<Pick<CustomerRecord, 'addressConfirmationRequired' | 'emailAddressConfirmationRequired'>>;
  /** E-mails the customer that their password changed (decision 0039). */
  tellCustomer?: TellCustomer;
  /** Tokens and live sessions kept between calls (sign-in-memo.ts); without it each call reads them. */
  signIns?: SignInMemo;
}): AccountsService {
  const { db, clock, tellCustomer = tellNobody, signIns = UNCACHED_SIGN_INS } = options;
  const loginBrake = options.loginBrake ?? NO_LOGIN_BRAKE;
  const twoFactor = options.twoFactor ?? {
    checkSignIn: async () => {},
    info: async () => NO_TWO_FACTOR,
  };
  const key = tokenKey(options.tokenSecret);
  const verifyForCall = createAccessTokenVerifier(key);
  const numberMatrices = options.numberMatrices ?? (async () => []);

  // A customer's price list is written once, when they sign up, so it is kept once read.
  const pricings = new Map<string, string>();

  async function requireCustomer(customerId: string): Promise<CustomerRow> {
    const customer = isCustomerId(customerId) ? await findCustomerById(db, customerId) : null;
    if (!customer) throw new NotFoundError();
    return customer;
  }

  /** What is wrong with the numbers for the lotteries of a pricing, or null. Never inside a transaction. */
  async function favouritesProblem(pricingId: string, numbers: number[], now: Date) {
    if (numbers.length === 0) return null;
    return favouriteNumbersProblem(numbers, await numberMatrices(pricingId, now));
  }

  return {
    async signup(body) {
      const now = clock.now();
      checkAge(body.dateOfBirth, now);
      const problem = await favouritesProblem(DEFAULT_PRICING_ID, body.favouriteNumbers ?? [], now);
      if (problem) throw ValidationError.field('favouriteNumbers', problem);
      const weak = await passwordStrengthProblem(body.password, personalWords(body));
      if (weak) throw ValidationError.field('password', weak);
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const customer = await insertCustomer(tx, {
          id: newCustomerId(),
          customerToken: newCustomerToken(),
          email: body.email.toLowerCase(),
          passwordHash,
          firstname: body.firstname,
          lastname: body.lastname,
          dateOfBirth: body.dateOfBirth,
          phone: body.phone.replace(/ /g, ''),
          address: {
            address: body.address,
            suburb: body.suburb,
            state: body.state,
            postcode: body.postcode,
            country: body.country,
          },
          emailOptIn: body.emailOptIn,
          termsAcceptedAt: now,
          termsVersion: CURRENT_TERMS_VERSION,
          favouriteNumbers: body.favouriteNumbers ?? [],
          segmentName: NEW_CUSTOMER_SEGMENT,
          pricingId: DEFAULT_PRICING_ID,
          attribution: body.attribution ?? null,
          createdAt: now,
          updatedAt: now,
        });
        // Signup has to say the address is taken; it says nothing about the account behind it.
        if (!customer) throw ValidationError.field('email', EMAIL_TAKEN_MESSAGE);
        return openSession(tx, key, customer, now);
      });
    },

    async login({ credentials, favouriteNumbers }) {
      const now = clock.now();
      // Before anything is looked up, so a known and an unknown address are braked alike.
      await loginBrake.beforeAttempt(credentials.email);
      const customer = await findCustomerByEmail(db, credentials.email);
      // Always verify, against a dummy hash for an unknown e-mail, so both failures take as long.
      const passwordMatches = await verifyPassword(customer?.passwordHash ?? null, credentials.password);
      if (!customer || !passwordMatches || customer.state === 'closed')
        throw new UnauthorizedError(ErrorCode.unauthorized, LOGIN_FAILED_MESSAGE);
      await loginBrake.succeeded(credentials.email);
      // The password was right: now the second factor, when the account has one.
      await twoFactor.checkSignIn(customer, credentials.otp);
      // Login success saves the numbers picked before signing in when they differ from the saved
      // ones (shop-core §4). Numbers no lottery can play are left out: they never stop a login.
      if (
        favouriteNumbers?.length &&
        !sameNumbers(favouriteNumbers, customer.favouriteNumbers) &&
        (await favouritesProblem(customer.pricingId, favouriteNumbers, now)) === null
      )
        await setFavouriteNumbers(db, customer.id, favouriteNumbers, now);
      return openSession(db, key, customer, now, await twoFactor.info(customer));
    },

    async refresh(refreshToken, claimedCustomerId) {
      if (!refreshToken) throw new UnauthorizedError(ErrorCode.unauthorized, SESSION_ENDED_MESSAGE);
      const now = clock.now();
      // Null for every other refusal; a reused token's family revocation still commits.
      const next = await db.transaction(async (tx) => {
        const token = await findRefreshToken(tx, hashRefreshToken(refreshToken));
        if (!token || (claimedCustomerId && token.customerId !== claimedCustomerId)) return null;
        if (token.revokedAt || token.expiresAt <= now) return null;
        if (token.usedAt || !(await markRefreshTokenUsed(tx, token.id, now))) {
          // A spent token came back: someone else has a copy. End the whole session.
          await revokeFamily(tx, token.customerId, token.familyId, now);
          return { kind: 'reused' as const, customerId: token.customerId };
        }
        const customer = await findCustomerById(tx, token.customerId);
        if (!customer || customer.state === 'closed') return null;
        const replacement = newRefreshToken();
        await insertRefreshToken(tx, {
          customerId: token.customerId,
          familyId: token.familyId,
          tokenHash: hashRefreshToken(replacement),
          expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
          createdAt: now,
        });
        return {
          kind: 'renewed' as const,
          refreshToken: replacement,
          claims: { customerId: token.customerId, sessionId: token.familyId },
        };
      });
      if (next?.kind === 'reused') await signIns.sessionsEnded(next.customerId);
      if (next?.kind !== 'renewed')
        throw new UnauthorizedError(ErrorCode.unauthorized, SESSION_ENDED_MESSAGE);
      return { accessToken: await signAccessToken(key, next.claims, now), refreshToken: next.refreshToken };
    },

    async logout({ refreshToken, accessToken }) {
      const now = clock.now();
      if (refreshToken) {
        const token = await findRefreshToken(db, hashRefreshToken(refreshToken));
        if (token) {
          await revokeFamily(db, token.customerId, token.familyId, now);
          await signIns.sessionsEnded(token.customerId);
        }
      }
      if (accessToken) {
        const claims = await verifyAccessToken(key, accessToken, now, { allowExpired: true });
        if (claims) {
          await revokeFamily(db, claims.customerId, claims.sessionId, now);
          await signIns.sessionsEnded(claims.customerId);
        }
      }
    },

    async authenticate(accessToken, customerId) {
      const claims = await verifyForCall(accessToken, clock.now());
      if (!claims || claims.customerId !== customerId) return null;
      const live = await signIns.sessionLive(claims.customerId, claims.sessionId, () =>
        isSessionLive(db, claims.customerId, claims.sessionId),
      );
      return live ? claims : null;
    },

    async customerTokenFor(customerId) {
      if (!isCustomerId(customerId)) return null;
      return signIns.customerToken(customerId, () => findCustomerToken(db, customerId));
    },

    async getCustomerRecord(customerId) {
      const customer = await requireCustomer(customerId);
      const subject = {
        customerId: customer.id,
        accountVerified: customer.verified,
        signedUpAt: customer.createdAt,
      };
      const [balanceCents, verification, limits, confirmations] = await Promise.all([
        options.walletBalanceCents?.(customerId) ?? 0,
        // Without the verification module: the account's own flag, no attempts, the deadline from sign-up.
        options.verificationFor?.(subject) ??
          verificationOverview({ ...subject, attempts: [], now: clock.now() }),
        options.limitsFor?.({ customerId: customer.id, state: customer.address.state }) ?? NO_LIMITS,
        options.confirmationFlags?.(customerId) ?? {},
      ]);
      return { ...toCustomerRecord(customer, balanceCents, verification, limits), ...confirmations };
    },

    async pricingOf(customerId) {
      const known = pricings.get(customerId);
      if (known !== undefined) return known;
      const { pricingId } = await requireCustomer(customerId);
      if (pricings.size >= MAX_KEPT_PRICINGS) pricings.delete(pricings.keys().next().value as string);
      pricings.set(customerId, pricingId);
      return pricingId;
    },

    async addressStateOf(customerId, queryable = db) {
      if (!isCustomerId(customerId)) return null;
      return (await findCustomerById(queryable, customerId))?.address.state ?? null;
    },

    async segmentOf(customerId) {
      return (await requireCustomer(customerId)).segmentName;
    },

    async contactOf(customerId) {
      const { id, email, firstname } = await requireCustomer(customerId);
      return { id, email, firstname };
    },

    async getIdentity(customerId) {
      const customer = isCustomerId(customerId) ? await findCustomerById(db, customerId) : null;
      if (!customer) return null;
      return {
        customerId: customer.id,
        accountVerified: customer.verified,
        signedUpAt: customer.createdAt,
        firstname: customer.firstname,
        lastname: customer.lastname,
        dateOfBirth: customer.dateOfBirth,
        address: customer.address.address,
        suburb: customer.address.suburb,
        state: customer.address.state,
        postcode: customer.address.postcode,
      };
    },

    async setFavouriteNumbers(customerId, numbers) {
      const now = clock.now();
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw new NotFoundError();
      const problem = await favouritesProblem(customer.pricingId, numbers, now);
      if (problem) throw ValidationError.field('favouriteNumbers', problem);
      await setFavouriteNumbers(db, customerId, numbers, now);
      return { favouriteNumbers: numbers };
    },

    async forcePasswordChange(claims, password) {
      const now = clock.now();
      const customer = await findCustomerById(db, claims.customerId);
      if (!customer) throw new NotFoundError();
      if (!customer.forcePasswordChange) throw new ConflictError(PASSWORD_CHANGE_NOT_NEEDED_MESSAGE);
      // A forced change that keeps the old password would leave the account as exposed as before.
      if (await verifyPassword(customer.passwordHash, password))
        throw ValidationError.field('password', SAME_PASSWORD_MESSAGE);
      const weak = await passwordStrengthProblem(password, personalWords(customer));
      if (weak) throw ValidationError.field('password', weak);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        // Only the flagged row changes: two tabs submitting at once set one password, not two.
        if (!(await setForcedPassword(tx, customer.id, passwordHash, now)))
          throw new ConflictError(PASSWORD_CHANGE_NOT_NEEDED_MESSAGE);
        // Whoever else held the old password is signed out; this session carries on.
        await revokeOtherSessions(tx, customer.id, claims.sessionId, now);
      });
      await signIns.sessionsEnded(customer.id);
      tellCustomer(customer.id, { kind: 'password_changed', way: 'forced', at: now });
    },
  };
}
