// Sign-in links and password changes (account-area §2, §7; shop-core §7; decision 0019): the e-mail
// check, autologin and transfer, forgotten, reset and changed passwords, and signing out everywhere.
// Calls that take an e-mail address answer the same whether or not it has an account, and do the
// account's work (a link, an e-mail) after answering, so the time taken does not tell either.
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@fairdraw/contracts';
import type {
  ChangePasswordBody,
  CheckEmailResult,
  LoginResult,
  ResetPasswordBody,
  TransferTokenResult,
} from '@fairdraw/contracts';
import type { AccountLinkKind, Db } from '@fairdraw/db';
import type { Clock } from '../../lib/clock';
import { AppError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { passwordResetEmail, signInLinkEmail } from '../mail/account-mail-templates';
import type { EmailContent } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { tellNobody, type TellCustomer } from '../mail/customer-notifier';
import type { TwoFactorService } from '../two-factor/two-factor.service';
import {
  findCustomerByEmail,
  findCustomerById,
  revokeOtherSessions,
  type CustomerRow,
} from './accounts.repository';
import { SAME_PASSWORD_MESSAGE } from './accounts.service';
import {
  findLiveLink,
  insertLink,
  revokeAllSessions,
  setPassword,
  spendLink,
} from './account-links.repository';
import { passwordStrengthProblem, personalWords } from './password-strength';
import { hashPassword, verifyPassword } from './passwords';
import { openSession } from './sessions';
import { hashRefreshToken, tokenKey } from './tokens';
import { UNCACHED_SIGN_INS, type SignInMemo } from './sign-in-memo';

export const LINK_INVALID_MESSAGE = 'Email link no longer valid';
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is no longer valid. Please ask for a new one.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not correct.';

/** How long each kind of link works (decision 0019). */
export const LINK_LIFETIME_MS: Record<AccountLinkKind, number> = {
  autologin: 15 * 60_000,
  transfer: 60_000,
  password_reset: 60 * 60_000,
};
const LIFETIME_WORDS: Record<'autologin' | 'password_reset', string> = {
  autologin: '15 minutes',
  password_reset: 'hour',
};
/** The web app's pages each link opens (apps/web routes). */
const LINK_PAGES: Record<'autologin' | 'password_reset', string> = {
  autologin: 'login/autologin/',
  password_reset: 'reset-password/',
};

export interface AccountSecurityService {
  checkEmail(emailOrToken: string): Promise<CheckEmailResult>;
  autologin(token: string, code: string | undefined): Promise<LoginResult>;
  /** E-mails a sign-in link when the address has an open account; the caller never learns which. */
  requestLoginLink(email: string): Promise<void>;
  createTransferToken(customerId: string): Promise<TransferTokenResult>;
  transfer(token: string): Promise<LoginResult>;
  forgotPassword(email: string): Promise<void>;
  resetPassword(body: ResetPasswordBody): Promise<void>;
  changePassword(
    customer: { customerId: string; sessionId: string },
    body: ChangePasswordBody,
  ): Promise<void>;
  logoutEverywhere(customerId: string): Promise<number>;
  /** True when the password is the customer's (switching two-factor off asks for it). */
  checkPassword(customerId: string, password: string): Promise<boolean>;
}

export function createAccountSecurityService(options: {
  db: Db;
  clock: Clock;
  tokenSecret: string;
  twoFactor: Pick<TwoFactorService, 'checkSignIn' | 'info'>;
  mailer: Pick<Mailer, 'send'>;
  /** The shop's public address links start with, e.g. https://fairdraw.com.au/. */
  publicUrl: string;
  /** Work done after answering reports its failures here (the request log). */
  onBackgroundError: (error: unknown, what: string) => void;
  /** E-mails the customer that their password changed, once committed (decision 0039). */
  tellCustomer?: TellCustomer;
  /** Told once sessions have ended, so no process still takes them (sign-in-memo.ts). */
  signIns?: Pick<SignInMemo, 'sessionsEnded'>;
}): AccountSecurityService {
  const { db, clock, twoFactor, mailer, tellCustomer = tellNobody, signIns = UNCACHED_SIGN_INS } = options;
  const key = tokenKey(options.tokenSecret);
  const base = options.publicUrl.endsWith('/') ? options.publicUrl : `${options.publicUrl}/`;

  async function newLink(customerId: string, kind: AccountLinkKind): Promise<string> {
    const now = clock.now();
    const token = randomBytes(32).toString('base64url');
    await insertLink(db, {
      customerId,
      kind,
      tokenHash: hashRefreshToken(token),
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[kind]),
      createdAt: now,
    });
    return token;
  }

  /** Looks the address up and e-mails a link after the caller has its answer. */
  function emailLinkLater(
    email: string,
    kind: 'autologin' | 'password_reset',
    content: (input: { firstname: string; url: string; validFor: string }) => EmailContent,
  ): void {
    setImmediate(() => {
      void (async () => {
        const customer = await findCustomerByEmail(db, email);
        if (!customer || customer.state === 'closed') return;
        const token = await newLink(customer.id, kind);
        const url = new URL(`${LINK_PAGES[kind]}${token}`, base).href;
        await mailer.send({
          to: customer.email,
          ...content({ firstname: customer.firstname, url, validFor: LIFETIME_WORDS[kind] }),
        });
      })().catch((error: unknown) => options.onBackgroundError(error, `${kind} e-mail`));
    });
  }

  async function openCustomer(customerId: string | null): Promise<CustomerRow | null> {
    if (!customerId) return null;
    const customer = await findCustomerById(db, customerId);
    return customer && customer.state !== 'closed' ? customer : null;
  }

  const linkInvalid = () => new UnauthorizedError(ErrorCode.linkInvalid, LINK_INVALID_MESSAGE);

  return {
    async checkEmail(emailOrToken) {
      if (emailOrToken.includes('@')) return { twoFactorAuth: null };
      const customer = await openCustomer(
        await findLiveLink(db, 'autologin', hashRefreshToken(emailOrToken), clock.now()),
      );
      return { twoFactorAuth: customer ? await twoFactor.info(customer) : null };
    },

    async autologin(token, code) {
      const tokenHash = hashRefreshToken(token);
      const customer = await openCustomer(await findLiveLink(db, 'autologin', tokenHash, clock.now()));
      if (!customer) throw linkInvalid();
      // The link is spent only once the code (when one is needed) was right.
      await twoFactor.checkSignIn(customer, code);
      const now = clock.now();
      if ((await spendLink(db, 'autologin', tokenHash, now)) !== customer.id) throw linkInvalid();
      return openSession(db, key, customer, now, await twoFactor.info(customer));
    },

    async requestLoginLink(email) {
      emailLinkLater(email, 'autologin', signInLinkEmail);
    },

    async createTransferToken(customerId) {
      const token = await newLink(customerId, 'transfer');
      return { token, expiresInSeconds: LINK_LIFETIME_MS.transfer / 1000 };
    },

    async transfer(token) {
      const now = clock.now();
      const customer = await openCustomer(await spendLink(db, 'transfer', hashRefreshToken(token), now));
      if (!customer) throw linkInvalid();
      return openSession(db, key, customer, now, await twoFactor.info(customer));
    },

    async forgotPassword(email) {
      emailLinkLater(email, 'password_reset', passwordResetEmail);
    },

    async resetPassword({ token, password }) {
      const tokenHash = hashRefreshToken(token);
      const resetLinkInvalid = () => new AppError(400, ErrorCode.linkInvalid, RESET_LINK_INVALID_MESSAGE);
      // The link stays unspent while the customer picks a password that is hard enough to guess.
      const holderId = await findLiveLink(db, 'password_reset', tokenHash, clock.now());
      const holder = holderId ? await findCustomerById(db, holderId) : null;
      if (!holder) throw resetLinkInvalid();
      const weak = await passwordStrengthProblem(password, personalWords(holder));
      if (weak) throw ValidationError.field('password', weak);
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const customerId = await db.transaction(async (tx) => {
        const customer = await spendLink(tx, 'password_reset', tokenHash, now);
        if (!customer) throw resetLinkInvalid();
        await setPassword(tx, customer, passwordHash, now);
        // Whoever knew the old password is signed out everywhere.
        await revokeAllSessions(tx, customer, now);
        return customer;
      });
      await signIns.sessionsEnded(customerId);
      tellCustomer(customerId, { kind: 'password_changed', way: 'reset', at: now });
    },

    async changePassword({ customerId, sessionId }, { currentPassword, password }) {
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw new NotFoundError();
      if (!(await verifyPassword(customer.passwordHash, currentPassword)))
        throw ValidationError.field('currentPassword', CURRENT_PASSWORD_WRONG_MESSAGE);
      if (currentPassword === password) throw ValidationError.field('password', SAME_PASSWORD_MESSAGE);
      const weak = await passwordStrengthProblem(password, personalWords(customer));
      if (weak) throw ValidationError.field('password', weak);
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await setPassword(tx, customerId, passwordHash, now);
        await revokeOtherSessions(tx, customerId, sessionId, now);
      });
      await signIns.sessionsEnded(customerId);
      tellCustomer(customerId, { kind: 'password_changed', way: 'changed', at: now });
    },

    async logoutEverywhere(customerId) {
      const ended = await revokeAllSessions(db, customerId, clock.now());
      await signIns.sessionsEnded(customerId);
      return ended;
    },

    async checkPassword(customerId, password) {
      const customer = await findCustomerById(db, customerId);
      return verifyPassword(customer?.passwordHash ?? null, password);
    },
  };
}
