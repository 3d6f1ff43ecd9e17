// The development mailbox (decision 0013): a real SMTP server on 127.0.0.1 that keeps what it receives
// in memory, parsed, newest first. The mailer talks real SMTP to it, so development and tests send
// e-mail exactly as production does; only the receiving end differs. Never started in production.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { systemClock, type Clock } from '../../lib/clock';

export interface MailboxMessage {
  /** Our own id for the message in this mailbox. */
  id: string;
  /** The Message-ID header, as the mailer's send() returned it. */
  messageId: string | null;
  from: string;
  /** Addresses of the To header (the SMTP envelope's when the header has none). */
  to: string[];
  subject: string;
  /** The Date header (ISO 8601), or when it arrived. */
  date: string;
  receivedAt: string;
  text: string;
  html: string | null;
}

export interface DevMailbox {
  /** Where the mailer sends to, e.g. smtp://127.0.0.1:50123. */
  readonly smtpUrl: string;
  readonly port: number;
  /** How many messages it keeps. */
  readonly maxMessages: number;
  /** What arrived, newest first. A copy: changing it changes nothing in the mailbox. */
  messages(): MailboxMessage[];
  clear(): void;
  close(): Promise<void>;
}

export interface DevMailboxOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  /** The oldest messages are dropped beyond this many. */
  maxMessages?: number;
  /** Larger messages are refused with 552. */
  maxMessageBytes?: number;
  clock?: Clock;
  /** Told about connection errors of SMTP clients; they never stop the mailbox. */
  onError?: (error: Error) => void;
}

export const DEV_MAILBOX_HOST = '127.0.0.1';
export const DEFAULT_MAILBOX_SIZE = 200;
const DEFAULT_MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  if (!field) return [];
  return (Array.isArray(field) ? field : [field])
    .flatMap((group) => group.value)
    .map((entry) => entry.address ?? '')
    .filter(Boolean);
}

export async function startDevMailbox(options: DevMailboxOptions = {}): Promise<DevMailbox> {
  const maxMessages = options.maxMessages ?? DEFAULT_MAILBOX_SIZE;
  const clock = options.clock ?? systemClock;
  let stored: MailboxMessage[] = [];

  const server = new SMTPServer({
    name: 'fairdraw-dev-mailbox',
    banner: 'Fairdraw development mailbox',
    // Local and plain: no TLS, no login. It only ever listens on 127.0.0.1.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    // A pooled connection sends many messages without logging in; do not count them as abuse.
    maxAllowedUnauthenticatedCommands: false,
    disableReverseLookup: true,
    size: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
    rejectOversized: true,
    closeTimeout: 1_000,
    logger: false,
    onData(stream, session, callback) {
      // Answered only once the message is parsed and stored: when send() resolves, it is in the mailbox.
      simpleParser(stream, { skipImageLinks: true }).then(
        (parsed) => {
          if (stream.sizeExceeded) return callback();
          const receivedAt = clock.now();
          const to = addresses(parsed.to);
          stored = [
            {
              id: randomUUID(),
              messageId: parsed.messageId ?? null,
              from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
              to: to.length > 0 ? to : session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              date: (parsed.date ?? receivedAt).toISOString(),
              receivedAt: receivedAt.toISOString(),
              text: parsed.text ?? '',
              html: parsed.html === false ? null : parsed.html,
            },
            ...stored,
          ].slice(0, maxMessages);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error('unreadable message')),
      );
    },
  });
  server.on('error', (error: Error) => options.onError?.(error));

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.server.once('error', failed);
    server.listen(options.port ?? 0, DEV_MAILBOX_HOST, () => {
      server.server.off('error', failed);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  let closing: Promise<void> | undefined;

  return {
    smtpUrl: `smtp://${DEV_MAILBOX_HOST}:${port}`,
    port,
    maxMessages,
    messages: () => stored.map((message) => ({ ...message, to: [...message.to] })),
    clear() {
      stored = [];
    },
    close() {
      closing ??= new Promise<void>((resolve) => server.close(() => resolve()));
      return closing;
    },
  };
}
