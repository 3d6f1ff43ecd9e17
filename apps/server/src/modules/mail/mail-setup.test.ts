// Where e-mail goes for each configuration, and the mail settings of env.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { startDevMailbox } from './dev-mailbox';
import { startMail, type MailEnv, type MailSetup } from './mail-setup';
import { MailSendError } from './mailer';

const setups: MailSetup[] = [];
afterEach(async () => {
  for (const setup of setups.splice(0)) await setup.close();
});

async function start(env: Partial<MailEnv>): Promise<MailSetup> {
  const setup = await startMail({
    NODE_ENV: 'development',
    MAIL_FROM: 'Fairdraw <no-reply@fairdraw.test>',
    MAILBOX_SMTP_PORT: 0,
    SMTP_URL: undefined,
    PUBLIC_URL: undefined,
    HOST: '127.0.0.1',
    PORT: 3000,
    ...env,
  });
  setups.push(setup);
  return setup;
}

describe('startMail', () => {
  it('starts the development mailbox without SMTP_URL outside production, and mail reaches it', async () => {
    const setup = await start({ NODE_ENV: 'development' });
    expect(setup.kind).toBe('dev-mailbox');
    expect(setup.mailbox?.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);

    await setup.mailer.send({ to: 'ada@example.com.au', subject: 'Hello', text: 'Hi Ada' });
    expect(setup.mailbox?.messages().map((message) => message.subject)).toEqual(['Hello']);
  });

  it('sends to SMTP_URL when it is set, with no mailbox of its own', async () => {
    const peer = await startDevMailbox();
    try {
      const setup = await start({ SMTP_URL: peer.smtpUrl });
      expect(setup.kind).toBe('smtp');
      expect(setup.mailbox).toBeNull();
      await setup.mailer.send({ to: 'ada@example.com.au', subject: 'Via SMTP_URL', text: 'Hi' });
      expect(peer.messages()[0]?.subject).toBe('Via SMTP_URL');
      await setup.close(); // before the peer, so the peer need not wait for the pooled connection
    } finally {
      await peer.close();
    }
  });

  it('never starts a mailbox in production; sending fails as not configured', async () => {
    const setup = await start({ NODE_ENV: 'production' });
    expect(setup.kind).toBe('not-configured');
    expect(setup.mailbox).toBeNull();
    await expect(
      setup.mailer.send({ to: 'ada@example.com.au', subject: 'x', text: 'y' }),
    ).rejects.toBeInstanceOf(MailSendError);
  });

  it('links e-mail to PUBLIC_URL, or outside production to where the server listens', async () => {
    expect((await start({ PUBLIC_URL: 'https://fairdraw.com.au' })).publicUrl).toBe(
      'https://fairdraw.com.au/',
    );
    expect((await start({ HOST: '0.0.0.0', PORT: 8080 })).publicUrl).toBe('http://localhost:8080/');
    expect((await start({ NODE_ENV: 'production' })).publicUrl).toBe('http://127.0.0.1:3000/');
  });

  it('refuses to start in production with SMTP_URL but no PUBLIC_URL, since links would lead nowhere', async () => {
    await expect(start({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' })).rejects.toThrow(
      /PUBLIC_URL must be set/,
    );
  });

  it('listens on MAILBOX_SMTP_PORT when one is set', async () => {
    const probe = await startDevMailbox();
    const { port } = probe;
    await probe.close();
    const setup = await start({ MAILBOX_SMTP_PORT: port });
    expect(setup.mailbox?.port).toBe(port);
    // A second process with the same port does not start quietly without its mailbox.
    await expect(start({ MAILBOX_SMTP_PORT: port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});

describe('mail settings in env.ts', () => {
  it('takes smtp:// and smtps:// URLs and defaults the sender', () => {
    expect(loadEnv({ SMTP_URL: 'smtp://user:pass@mail.example:587' }).SMTP_URL).toBe(
      'smtp://user:pass@mail.example:587',
    );
    expect(loadEnv({ SMTP_URL: 'smtps://mail.example:465' }).SMTP_URL).toBe('smtps://mail.example:465');
    const defaults = loadEnv({});
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.MAIL_FROM).toBe('Fairdraw <no-reply@fairdraw.test>');
    expect(defaults.MAILBOX_SMTP_PORT).toBe(0);
    expect(loadEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it.each(['http://user:hunter2@mail.example', 'mail.example:587', 'smtp://'])(
    'refuses SMTP_URL=%s with one line that names it and shows no password',
    (value) => {
      let message = '';
      try {
        loadEnv({ SMTP_URL: value });
      } catch (error) {
        message = (error as Error).message;
      }
      const problems = message.split('\n').slice(1);
      expect(problems).toEqual([
        '  SMTP_URL: must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587',
      ]);
      expect(message).not.toContain('hunter2');
    },
  );

  it('refuses a sender that is not an address or spans lines, ports out of range, and a PUBLIC_URL that is not http(s)', () => {
    expect(() => loadEnv({ MAIL_FROM: 'Fairdraw' })).toThrow(/MAIL_FROM/);
    expect(() => loadEnv({ MAIL_FROM: 'a@b.example\nBcc: everyone@example.com' })).toThrow(/MAIL_FROM/);
    expect(loadEnv({ MAIL_FROM: 'prizes@fairdraw.com.au' }).MAIL_FROM).toBe('prizes@fairdraw.com.au');
    expect(() => loadEnv({ MAILBOX_SMTP_PORT: 'twenty-five' })).toThrow(/MAILBOX_SMTP_PORT/);
    expect(() => loadEnv({ MAILBOX_SMTP_PORT: '70000' })).toThrow(/MAILBOX_SMTP_PORT/);
    expect(loadEnv({ MAILBOX_SMTP_PORT: '2525' }).MAILBOX_SMTP_PORT).toBe(2525);
    expect(() => loadEnv({ PUBLIC_URL: 'fairdraw.com.au' })).toThrow(/PUBLIC_URL/);
    expect(() => loadEnv({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(loadEnv({ PUBLIC_URL: 'https://fairdraw.com.au' }).PUBLIC_URL).toBe('https://fairdraw.com.au');
  });
});
