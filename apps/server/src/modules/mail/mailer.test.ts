// The mailer against real SMTP servers on 127.0.0.1: the development mailbox (which parses what it
// receives with mailparser) and small smtp-server peers that refuse. No mocks: bytes cross a socket.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { startDevMailbox, type DevMailbox } from './dev-mailbox';
import { winnerEmail } from './mail-templates';
import { createMailer, createUnconfiguredMailer, MailSendError, type Mailer } from './mailer';

const FROM = 'Fairdraw <no-reply@fairdraw.test>';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function mailbox(options: Parameters<typeof startDevMailbox>[0] = {}): Promise<DevMailbox> {
  const started = await startDevMailbox(options);
  cleanups.push(() => started.close());
  return started;
}

function mailer(smtpUrl: string): Mailer {
  const created = createMailer({ smtpUrl, from: FROM, timeoutMs: 3_000 });
  cleanups.push(() => created.close());
  return created;
}

/** An SMTP server that refuses every recipient with the given reply code. */
async function refusingServer(responseCode: number): Promise<string> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      const error: SMTPServerError = new Error('Mailbox unavailable');
      error.responseCode = responseCode;
      callback(error);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

const winner = {
  firstname: 'Ada',
  productName: 'Saturday Lotto',
  drawNo: 4521,
  drawDate: new Date('2026-12-05T09:30:00Z'),
  division: 3,
  prizeCents: 123_450,
  ticketUrl: 'https://fairdraw.test/account/tickets/3f1c',
};

async function sendError(promise: Promise<unknown>): Promise<MailSendError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(MailSendError);
  return error as MailSendError;
}

describe('createMailer over real SMTP', () => {
  it('delivers a winner e-mail that reads back with its prize, recipient and message id', async () => {
    const box = await mailbox();
    const messageId = await mailer(box.smtpUrl).send({
      to: 'Ada Lovelace <ada@example.com.au>',
      ...winnerEmail(winner),
    });

    const [received, ...others] = box.messages();
    expect(others).toHaveLength(0);
    expect(received?.messageId).toBe(messageId);
    expect(received?.to).toEqual(['ada@example.com.au']);
    expect(received?.from).toContain('no-reply@fairdraw.test');
    expect(received?.subject).toBe('You won $1,234.50 in Saturday Lotto draw 4521');
    expect(received?.text).toContain('Your prize: $1,234.50');
    expect(received?.text).toContain('Saturday 5 December 2026');
    expect(received?.text).toContain('Division 3');
    expect(received?.html).toContain('href="https://fairdraw.test/account/tickets/3f1c"');
  });

  it('keeps the newest messages first and only as many as the mailbox holds', async () => {
    const box = await mailbox({ maxMessages: 2 });
    const send = mailer(box.smtpUrl);
    for (const subject of ['first', 'second', 'third'])
      await send.send({ to: 'ada@example.com.au', subject, text: `${subject} body` });

    expect(box.messages().map((message) => message.subject)).toEqual(['third', 'second']);
    expect(box.messages()[0]?.html).toBeNull();
    box.clear();
    expect(box.messages()).toEqual([]);
  });

  it('fails with a retryable connection error when no SMTP server answers, without the body', async () => {
    const box = await startDevMailbox();
    const { smtpUrl } = box;
    await box.close();

    const error = await sendError(
      mailer(smtpUrl).send({ to: 'ada@example.com.au', subject: 'Private', text: 'SECRET-BODY-TEXT' }),
    );
    expect(error.reason).toBe('connection');
    expect(error.retryable).toBe(true);
    expect(`${error.message} ${String(error.cause)}`).not.toContain('SECRET-BODY-TEXT');
  });

  it('fails for good when the server refuses the recipient with 5xx, and retryably with 4xx', async () => {
    const permanent = await sendError(
      mailer(await refusingServer(550)).send({
        to: 'gone@example.com.au',
        subject: 'Hi',
        text: 'SECRET-BODY',
      }),
    );
    expect(permanent).toMatchObject({ reason: 'rejected', retryable: false, responseCode: 550 });
    expect(permanent.message).not.toContain('SECRET-BODY');

    const later = await sendError(
      mailer(await refusingServer(451)).send({ to: 'busy@example.com.au', subject: 'Hi', text: 'Later' }),
    );
    expect(later).toMatchObject({ reason: 'rejected', retryable: true, responseCode: 451 });
  });

  it('without an SMTP server every send fails as not configured and stays retryable', async () => {
    const error = await sendError(
      createUnconfiguredMailer(FROM).send({ to: 'ada@example.com.au', subject: 'Hi', text: 'Hello' }),
    );
    expect(error).toMatchObject({ reason: 'not-configured', retryable: true });
  });
});
