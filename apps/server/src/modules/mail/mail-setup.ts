// Chooses where e-mail goes from the environment (decision 0013):
// - SMTP_URL set: that SMTP server;
// - otherwise, outside production: the development mailbox, started here, over real SMTP;
// - otherwise (production without SMTP_URL): nowhere; every send fails as not-configured, so the work
//   stays queued until an SMTP server is configured.
// Links in e-mail point at PUBLIC_URL; outside production it defaults to where this server listens.
import type { Env } from '../../env';
import type { DevMailbox } from './dev-mailbox';
import { createMailer, createUnconfiguredMailer, type Mailer } from './mailer';

export type MailEnv = Pick<
  Env,
  'NODE_ENV' | 'SMTP_URL' | 'MAIL_FROM' | 'MAILBOX_SMTP_PORT' | 'PUBLIC_URL' | 'HOST' | 'PORT'
>;

export interface MailSetup {
  kind: 'smtp' | 'dev-mailbox' | 'not-configured';
  mailer: Mailer;
  /** Only when kind is 'dev-mailbox'. */
  mailbox: DevMailbox | null;
  /** The shop's address that links in e-mail start with, e.g. https://fairdraw.com.au/. */
  publicUrl: string;
  /** Closes the mailer, then the mailbox. */
  close(): Promise<void>;
}

/** PUBLIC_URL, or outside production the address this server listens on. */
export function mailPublicUrl(env: MailEnv): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).href;
  if (env.NODE_ENV === 'production' && env.SMTP_URL)
    throw new Error(
      'Invalid configuration: PUBLIC_URL must be set when SMTP_URL is (links in e-mail use it)',
    );
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`).href;
}

export async function startMail(env: MailEnv): Promise<MailSetup> {
  const publicUrl = mailPublicUrl(env);
  if (env.SMTP_URL) {
    const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
    return { kind: 'smtp', mailer, mailbox: null, publicUrl, close: () => mailer.close() };
  }
  if (env.NODE_ENV === 'production') {
    const mailer = createUnconfiguredMailer(env.MAIL_FROM);
    return { kind: 'not-configured', mailer, mailbox: null, publicUrl, close: () => mailer.close() };
  }
  // Loaded only here: its SMTP server and mail parser (about 7 MB of heap) have no place in production.
  const { startDevMailbox } = await import('./dev-mailbox');
  const mailbox = await startDevMailbox({ port: env.MAILBOX_SMTP_PORT });
  const mailer = createMailer({ smtpUrl: mailbox.smtpUrl, from: env.MAIL_FROM });
  return {
    kind: 'dev-mailbox',
    mailer,
    mailbox,
    publicUrl,
    async close() {
      await mailer.close();
      await mailbox.close();
    },
  };
}
