// Sign-in tests need e-mail that really arrives: a development mailbox (a real SMTP server) behind a
// real SMTP mailer, and a way to wait for a message to land in it.
import { startDevMailbox, type DevMailbox, type MailboxMessage } from '../src/modules/mail/dev-mailbox';
import { createMailer, type Mailer } from '../src/modules/mail/mailer';
import { createTestApp, type TestApp } from './support';

export const PUBLIC_URL = 'https://shop.fairdraw.test/';

export interface MailedTestApp extends TestApp {
  mailbox: DevMailbox;
  mailer: Mailer;
}

export async function createMailedTestApp(
  overrides: Parameters<typeof createTestApp>[0] = {},
): Promise<MailedTestApp> {
  const mailbox = await startDevMailbox();
  const mailer = createMailer({ smtpUrl: mailbox.smtpUrl, from: 'Fairdraw <no-reply@fairdraw.test>' });
  const test = await createTestApp({ ...overrides, mail: { mailer, publicUrl: PUBLIC_URL } });
  return {
    ...test,
    mailbox,
    mailer,
    async close() {
      await test.close();
      await mailer.close();
      await mailbox.close();
    },
  };
}

/** The newest message to `to` whose subject matches, waiting up to 5 s for it. */
export async function waitForMail(mailbox: DevMailbox, to: string, subject: RegExp): Promise<MailboxMessage> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const found = mailbox
      .messages()
      .find((message) => message.to.includes(to) && subject.test(message.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No e-mail to ${to} matching ${subject}`);
}

export const mailsTo = (mailbox: DevMailbox, to: string) =>
  mailbox.messages().filter((message) => message.to.includes(to));

/** The code in a sign-in code e-mail. */
export function mailedCode(message: MailboxMessage): string {
  const match = /code is (\d{6})/.exec(message.text);
  if (!match?.[1]) throw new Error('no code in the e-mail');
  return match[1];
}

/** The token at the end of the first link to `page` in the e-mail. */
export function mailedLinkToken(message: MailboxMessage, page: string): string {
  const match = new RegExp(`${PUBLIC_URL}${page}/([A-Za-z0-9_-]+)`).exec(message.text);
  if (!match?.[1]) throw new Error(`no ${page} link in the e-mail`);
  return match[1];
}
