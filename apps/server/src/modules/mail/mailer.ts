// Sends e-mail over SMTP through a pooled nodemailer transport (decision 0013). A failure throws a
// MailSendError that says whether trying again later can help; the caller (a job) decides when.
// Neither errors nor logs ever carry a message's body.
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  /** One address, or "Name <address>". */
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** The From of every message, e.g. "Fairdraw <no-reply@fairdraw.test>". */
  readonly from: string;
  /** False when there is no SMTP server to send to: every send fails as not-configured. */
  readonly configured: boolean;
  /** Hands the message to the SMTP server; resolves to its Message-ID once the server accepted it. */
  send(mail: OutgoingMail): Promise<string>;
  /** Connects and greets the SMTP server (and logs in when the URL has credentials). */
  verify(): Promise<void>;
  /** Closes the pooled connections. */
  close(): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS from the start). */
  smtpUrl: string;
  from: string;
  /** Connections the pool keeps open at most. */
  maxConnections?: number;
  /** Give up on connecting, the greeting or a silent server after this long. */
  timeoutMs?: number;
}

/** Why a message was not sent. */
export type MailFailureReason =
  | 'not-configured' // no SMTP server in this environment
  | 'connection' // unreachable, timed out, TLS or protocol trouble
  | 'authentication' // the SMTP server refused our credentials
  | 'rejected' // the SMTP server refused the message or its recipients
  | 'unknown';

export class MailSendError extends Error {
  constructor(
    readonly reason: MailFailureReason,
    /** False when sending the same message again will fail the same way (a permanent 5xx refusal). */
    readonly retryable: boolean,
    /** Nodemailer's error code, e.g. ECONNECTION, EAUTH, EENVELOPE. */
    readonly smtpErrorCode?: string,
    /** The SMTP reply code, e.g. 550, when the server answered. */
    readonly responseCode?: number,
    options?: { cause?: unknown },
  ) {
    super(
      `E-mail was not sent (${reason}${responseCode ? `, SMTP ${responseCode}` : ''}${
        smtpErrorCode ? `, ${smtpErrorCode}` : ''
      })`,
      options,
    );
    this.name = 'MailSendError';
  }
}

const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EPROXY',
  'EPROTOCOL',
  'ECONNREFUSED',
  'ECONNRESET',
]);
const AUTH_CODES = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2']);

interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
}

/** Turns whatever nodemailer threw into a MailSendError without copying any of the message into it. */
export function toMailSendError(error: unknown): MailSendError {
  if (error instanceof MailSendError) return error;
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  const code = typeof failure.code === 'string' ? failure.code : undefined;
  const responseCode = typeof failure.responseCode === 'number' ? failure.responseCode : undefined;
  const options = { cause: error };
  if (code && AUTH_CODES.has(code))
    return new MailSendError('authentication', true, code, responseCode, options);
  // A 5xx reply is the server's final word on this message; a 4xx one asks us to come back later.
  if (responseCode !== undefined && responseCode >= 500)
    return new MailSendError('rejected', false, code, responseCode, options);
  if (responseCode !== undefined && responseCode >= 400)
    return new MailSendError('rejected', true, code, responseCode, options);
  if (code && CONNECTION_CODES.has(code))
    return new MailSendError('connection', true, code, responseCode, options);
  return new MailSendError('unknown', true, code, responseCode, options);
}

const DEFAULT_TIMEOUT_MS = 15_000;

export function createMailer({
  smtpUrl,
  from,
  maxConnections = 3,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
    // Messages are built from our own strings; nothing may pull in files or URLs as content.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
    debug: false,
  });

  return {
    from,
    configured: true,
    async send({ to, subject, text, html }) {
      let info: { messageId?: unknown };
      try {
        info = await transport.sendMail({ from, to, subject, text, ...(html === undefined ? {} : { html }) });
      } catch (error) {
        throw toMailSendError(error);
      }
      if (typeof info.messageId !== 'string') throw new MailSendError('unknown', true);
      return info.messageId;
    },
    async verify() {
      try {
        await transport.verify();
      } catch (error) {
        throw toMailSendError(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}

/** The mailer of an environment without an SMTP server: every send fails, so callers keep the work queued. */
export function createUnconfiguredMailer(from: string): Mailer {
  const notConfigured = () => new MailSendError('not-configured', true);
  return {
    from,
    configured: false,
    async send() {
      throw notConfigured();
    },
    async verify() {
      throw notConfigured();
    },
    async close() {},
  };
}
