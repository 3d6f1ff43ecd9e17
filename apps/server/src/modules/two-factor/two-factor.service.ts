// Two-factor sign-in (account-area §2, §3, §5; decision 0019): an authenticator app (TOTP) or a code
// e-mailed over SMTP. Each code works once; five wrong codes in a row lock two-factor sign-in until
// support unlocks it. Codes are only ever checked after the password was right, so nobody without the
// password can lock an account or learn that it uses two-factor sign-in.
import { createHmac, randomInt } from 'node:crypto';
import { ErrorCode } from '@fairdraw/contracts';
import type { AuthenticatorSetup, TwoFactorInfo, TwoFactorSettings } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { maskEmailIdentifier, validationMessages } from '@fairdraw/domain';
import type { Clock } from '../../lib/clock';
import { AppError, ConflictError, ServiceUnavailableError } from '../../lib/errors';
import { signInCodeEmail } from '../mail/account-mail-templates';
import type { Mailer } from '../mail/mailer';
import { tellNobody, type TellCustomer } from '../mail/customer-notifier';
import { SITE_CONFIG } from '../startup/site-config';
import { createSecretBox } from './secret-box';
import { matchTotpStep, newTotpSecret, otpauthUrl } from './totp';
import {
  clearFailures,
  countFailure,
  findSettings,
  insertCode,
  newestCodeSentAt,
  spendCode,
  spendStep,
  unlock,
  upsertSettings,
  type TwoFactorRow,
} from './two-factor.repository';

/** Wrong codes in a row before two-factor sign-in locks (docs/decisions/0019). */
export const MAX_WRONG_CODES = 5;
export const EMAIL_CODE_VALID_MINUTES = 10;
/** account-area §9: the resend lock. */
export const RESEND_LOCK_SECONDS = 60;

export const TWO_FACTOR_REQUIRED_MESSAGE = 'Enter the 6 digit code to finish signing in.';
export const TWO_FACTOR_LOCKED_MESSAGE =
  'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.';
export const NOT_SET_UP_MESSAGE = 'Start the set-up again: there is no new secret waiting for a code.';
const SEND_FAILED_MESSAGE = 'We could not send the e-mail just now. Please try again in a few minutes.';

/** Who a code is for: enough to e-mail them. */
export interface CodeHolder {
  id: string;
  email: string;
  firstname: string;
}

export interface TwoFactorService {
  /** How the customer signs in: on or off, the method, the masked e-mail codes go to. */
  info(holder: CodeHolder): Promise<TwoFactorInfo>;
  settings(customerId: string): Promise<TwoFactorSettings>;
  /**
   * The second step of a sign-in whose password was right. Returns when two-factor is off or the code
   * is good; otherwise throws on field `otp`: 2fa_required (and e-mails a code when that is the method
   * and none went out in the last minute), 2fa_incorrect or 2fa_account_locked.
   */
  checkSignIn(holder: CodeHolder, code: string | undefined): Promise<void>;
  /** Fails like checkSignIn, for a customer who must prove the factor again (switching it off). */
  checkCurrentCode(holder: CodeHolder, code: string): Promise<void>;
  beginAuthenticator(holder: CodeHolder): Promise<AuthenticatorSetup>;
  confirmAuthenticator(holder: CodeHolder, code: string): Promise<TwoFactorSettings>;
  /**
   * E-mails a code from Login and security: it switches e-mailed codes on, or, for a customer who has
   * them, proves the factor to switch two-factor off.
   */
  sendSettingsCode(holder: CodeHolder): Promise<{ sent: boolean }>;
  confirmEmail(holder: CodeHolder, code: string): Promise<TwoFactorSettings>;
  disable(customerId: string): Promise<TwoFactorSettings>;
  /** Support's unlock after a lockout; false when the customer has no two-factor row. */
  unlock(customerId: string): Promise<boolean>;
}

const otpError = (status: number, code: string, message: string, details?: Record<string, unknown>) =>
  new AppError(status, code, message, { otp: [{ code, message }] }, details);

export function createTwoFactorService(options: {
  db: Db;
  clock: Clock;
  /** AUTH_TOKEN_SECRET: keys the secret box and the hashes of e-mailed codes. */
  rootSecret: string;
  mailer: Pick<Mailer, 'send'>;
  /** E-mails the customer when two-factor sign-in goes on or off (decision 0039). */
  tellCustomer?: TellCustomer;
}): TwoFactorService {
  const { db, clock, mailer, tellCustomer = tellNobody } = options;
  const box = createSecretBox(options.rootSecret, 'two-factor-totp');
  const codeKey = createHmac('sha256', options.rootSecret).update('two-factor-email-code').digest();
  const hashCode = (customerId: string, code: string) =>
    createHmac('sha256', codeKey).update(`${customerId}:${code}`).digest('hex');

  const isOn = (row: TwoFactorRow | null): row is TwoFactorRow & { method: 'authenticator' | 'email' } =>
    row?.method === 'authenticator' || row?.method === 'email';

  function infoOf(row: TwoFactorRow | null, holder: CodeHolder): TwoFactorInfo {
    return isOn(row)
      ? { enabled: true, method: row.method, identifier: maskEmailIdentifier(holder.email) }
      : { enabled: false, method: null, identifier: null };
  }

  function settingsOf(row: TwoFactorRow | null): TwoFactorSettings {
    return {
      enabled: isOn(row),
      method: isOn(row) ? row.method : null,
      availableMethods: [...SITE_CONFIG.twoFactorAuthenticationConfig.methods],
      locked: row?.lockedAt != null,
    };
  }

  /** E-mails a new code unless one went out less than a minute ago; true when one was sent. */
  async function sendCode(holder: CodeHolder, purpose: 'sign_in' | 'settings'): Promise<boolean> {
    const now = clock.now();
    const last = await newestCodeSentAt(db, holder.id, purpose);
    if (last && now.getTime() - last.getTime() < RESEND_LOCK_SECONDS * 1000) return false;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await insertCode(db, {
      customerId: holder.id,
      purpose,
      codeHash: hashCode(holder.id, code),
      expiresAt: new Date(now.getTime() + EMAIL_CODE_VALID_MINUTES * 60_000),
      createdAt: now,
    });
    try {
      await mailer.send({
        to: holder.email,
        ...signInCodeEmail({ firstname: holder.firstname, code, validMinutes: EMAIL_CODE_VALID_MINUTES }),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown';
      throw new ServiceUnavailableError(`two-factor code e-mail not sent: ${reason}`, SEND_FAILED_MESSAGE);
    }
    return true;
  }

  /** Checks a code against the customer's method, counting a wrong one. */
  async function verify(
    holder: CodeHolder,
    row: TwoFactorRow & { method: 'authenticator' | 'email' },
    code: string,
    /** Which e-mailed codes count: those sent at sign-in, or those sent from Login and security. */
    purpose: 'sign_in' | 'settings',
  ) {
    const now = clock.now();
    if (row.lockedAt) throw otpError(401, ErrorCode.twoFactorAccountLocked, TWO_FACTOR_LOCKED_MESSAGE);
    let accepted = false;
    if (row.method === 'authenticator' && row.secretBox) {
      const step = matchTotpStep(box.open(row.secretBox), code, now);
      accepted = step !== null && (await spendStep(db, holder.id, step, now));
    } else if (row.method === 'email') {
      accepted = await spendCode(db, holder.id, purpose, hashCode(holder.id, code), now);
      if (accepted) await clearFailures(db, holder.id, now);
    }
    if (accepted) return;
    const locked = await countFailure(db, holder.id, MAX_WRONG_CODES, now);
    if (locked) throw otpError(401, ErrorCode.twoFactorAccountLocked, TWO_FACTOR_LOCKED_MESSAGE);
    throw otpError(401, ErrorCode.twoFactorIncorrect, validationMessages.twoFactorIncorrect);
  }

  return {
    async info(holder) {
      return infoOf(await findSettings(db, holder.id), holder);
    },

    async settings(customerId) {
      return settingsOf(await findSettings(db, customerId));
    },

    async checkSignIn(holder, code) {
      const row = await findSettings(db, holder.id);
      if (!isOn(row)) return;
      if (row.lockedAt) throw otpError(401, ErrorCode.twoFactorAccountLocked, TWO_FACTOR_LOCKED_MESSAGE);
      if (code === undefined) {
        if (row.method === 'email') await sendCode(holder, 'sign_in');
        throw otpError(401, ErrorCode.twoFactorRequired, TWO_FACTOR_REQUIRED_MESSAGE, {
          twoFactorAuth: infoOf(row, holder),
        });
      }
      await verify(holder, row, code, 'sign_in');
    },

    async checkCurrentCode(holder, code) {
      const row = await findSettings(db, holder.id);
      if (!isOn(row)) throw new ConflictError('Two-factor sign-in is already off.');
      await verify(holder, row, code, 'settings');
    },

    async beginAuthenticator(holder) {
      const secret = newTotpSecret();
      await upsertSettings(db, holder.id, { pendingSecretBox: box.seal(secret) }, clock.now());
      const url = otpauthUrl({ issuer: SITE_CONFIG.siteName, account: holder.email, secret });
      // Loaded on first use: only a customer setting up an authenticator needs it.
      const { default: QRCode } = await import('qrcode');
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return {
        secret,
        otpauthUrl: url,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    async confirmAuthenticator(holder, code) {
      const now = clock.now();
      const row = await findSettings(db, holder.id);
      if (!row?.pendingSecretBox) throw new ConflictError(NOT_SET_UP_MESSAGE);
      const step = matchTotpStep(box.open(row.pendingSecretBox), code, now);
      if (step === null)
        throw otpError(400, ErrorCode.twoFactorIncorrect, validationMessages.twoFactorIncorrect);
      // The new secret takes over; the step just used is spent, so the same code cannot sign in.
      await upsertSettings(
        db,
        holder.id,
        {
          method: 'authenticator',
          secretBox: row.pendingSecretBox,
          pendingSecretBox: null,
          lastUsedStep: step,
        },
        now,
      );
      tellCustomer(holder.id, { kind: 'two_factor_on', method: 'authenticator', at: now });
      return settingsOf(await findSettings(db, holder.id));
    },

    async sendSettingsCode(holder) {
      return { sent: await sendCode(holder, 'settings') };
    },

    async confirmEmail(holder, code) {
      const now = clock.now();
      if (!(await spendCode(db, holder.id, 'settings', hashCode(holder.id, code), now)))
        throw otpError(400, ErrorCode.twoFactorIncorrect, validationMessages.twoFactorIncorrect);
      const before = await findSettings(db, holder.id);
      await upsertSettings(db, holder.id, { method: 'email', secretBox: null, pendingSecretBox: null }, now);
      // Only news when e-mailed codes were not already the method.
      if (before?.method !== 'email')
        tellCustomer(holder.id, { kind: 'two_factor_on', method: 'email', at: now });
      return settingsOf(await findSettings(db, holder.id));
    },

    async disable(customerId) {
      const now = clock.now();
      const wasOn = isOn(await findSettings(db, customerId));
      await upsertSettings(db, customerId, { method: null, secretBox: null, pendingSecretBox: null }, now);
      if (wasOn) tellCustomer(customerId, { kind: 'two_factor_off', at: now });
      return settingsOf(await findSettings(db, customerId));
    },

    async unlock(customerId) {
      return unlock(db, customerId, clock.now());
    },
  };
}
