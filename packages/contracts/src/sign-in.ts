// Sign-in security calls (account-area §2, §5, §7; shop-core §7 "Session and auth calls"): the e-mail
// check, autologin and transfer links, forgotten and changed passwords, signing out everywhere, and
// managing two-factor sign-in. What each answers is in docs/api.md.
import { z } from 'zod';
import {
  isStrongPassword,
  passwordRuleMessage,
  PASSWORD_MAX_LENGTH,
  twoFactorCodeSchema,
  twoFactorInfoSchema,
  twoFactorMethods,
} from './customer';

const passwordText = z.string().min(1, { abort: true }).max(PASSWORD_MAX_LENGTH);
const newPassword = passwordText.refine(isStrongPassword, passwordRuleMessage);
/** Autologin, transfer and reset tokens: 32 random bytes, base64url. */
const linkToken = z
  .string()
  .min(1, { abort: true })
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * POST /check-email. With an autologin or transfer token: that account's two-factor info. With an
 * e-mail address: null, whatever the address, because the code is asked for after the password and
 * this call must not tell which addresses have accounts.
 */
export const checkEmailBodySchema = z.object({ emailOrToken: z.string().trim().min(1).max(254) });
export const checkEmailResultSchema = z.object({ twoFactorAuth: twoFactorInfoSchema.nullable() });
export type CheckEmailResult = z.infer<typeof checkEmailResultSchema>;

/** POST /autologin (3.2): signs in from an e-mailed link; `code` once the answer said 2fa_required. */
export const autologinBodySchema = z.object({ token: linkToken, code: twoFactorCodeSchema.optional() });
export type AutologinBody = z.infer<typeof autologinBodySchema>;

/** POST /login-link: e-mails a one-time sign-in link (/login/autologin/:token) if the address has an account. */
export const loginLinkBodySchema = z.object({ email: z.string().trim().min(1, { abort: true }).max(254) });
/** Same answer for every address. */
export const emailSentResultSchema = z.object({ emailSent: z.literal(true) });
export type EmailSentResult = z.infer<typeof emailSentResultSchema>;

/** POST /transfer (form): hands a signed-in session to this browser with a one-time transfer token. */
export const transferBodySchema = z.object({ token: linkToken });
/** POST /customer/transfer-token: the one-time token for /login/transfer/:token (60 seconds). */
export const transferTokenResultSchema = z.object({ token: z.string(), expiresInSeconds: z.number().int() });
export type TransferTokenResult = z.infer<typeof transferTokenResultSchema>;

/** POST /password/forgot: e-mails a reset link when the address has an account; the same answer either way. */
export const forgotPasswordBodySchema = z.object({
  email: z.string().trim().min(1, { abort: true }).max(254),
});

/** POST /password/reset: a new password from the e-mailed link. Every session of the account ends. */
export const resetPasswordBodySchema = z.object({
  token: linkToken,
  password: newPassword,
  passwordConfirmation: passwordText,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** POST /customer/change-password (form): the current password, then the new one twice. */
export const changePasswordBodySchema = z.object({
  currentPassword: passwordText,
  password: newPassword,
  passwordConfirmation: passwordText,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const passwordChangedResultSchema = z.object({ passwordChanged: z.literal(true) });
export type PasswordChangedResult = z.infer<typeof passwordChangedResultSchema>;

/** POST /customer/logout-all: every session of the customer ends, this one included. */
export const loggedOutEverywhereResultSchema = z.object({ sessionsEnded: z.number().int() });
export type LoggedOutEverywhereResult = z.infer<typeof loggedOutEverywhereResultSchema>;

/** GET /customer/two-factor-auth: how the signed-in customer signs in. */
export const twoFactorSettingsSchema = z.object({
  enabled: z.boolean(),
  method: z.enum(twoFactorMethods).nullable(),
  /** The methods this shop offers (config twoFactorAuthenticationConfig.methods). */
  availableMethods: z.array(z.enum(twoFactorMethods)),
  locked: z.boolean(),
});
export type TwoFactorSettings = z.infer<typeof twoFactorSettingsSchema>;

/** POST /customer/two-factor-auth/authenticator: a new secret to add to an authenticator app. */
export const authenticatorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/… as the QR code holds it. */
  otpauthUrl: z.string(),
  /** The QR code as an SVG data URL. */
  qrCode: z.string(),
});
export type AuthenticatorSetup = z.infer<typeof authenticatorSetupSchema>;

/** PUT /customer/two-factor-auth/authenticator and /email: a code from the new method turns it on. */
export const twoFactorConfirmBodySchema = z.object({ code: twoFactorCodeSchema });

/** DELETE /customer/two-factor-auth (form): the password and a current code turn two-factor off. */
export const twoFactorDisableBodySchema = z.object({ password: passwordText, code: twoFactorCodeSchema });
