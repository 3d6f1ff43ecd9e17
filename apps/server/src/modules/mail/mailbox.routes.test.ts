// GET /dev/mailbox and /dev/mailbox/messages over HTTP, with e-mail delivered through real SMTP, under
// the same security headers and web-app fallback the app registers around them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../plugins/security-headers';
import { webApp } from '../../plugins/web-app';
import { startDevMailbox, type DevMailbox } from './dev-mailbox';
import { createMailer, type Mailer } from './mailer';
import { mailboxRoutes, type MailboxMessagesResponse } from './mailbox.routes';

// A folder without a built web app: page paths nobody claims answer 503 "not built", not 404.
const noWebBuild = mkdtempSync(path.join(tmpdir(), 'fairdraw-no-web-'));

async function buildTestApp(options: { mailbox: DevMailbox | null; production: boolean }) {
  const app = Fastify();
  // The security headers of app.ts: no inline script anywhere.
  app.addHook('onRequest', securityHeaders({ hsts: false }));
  await app.register(mailboxRoutes, options);
  await app.register(webApp, {
    distDir: noWebBuild,
    runtimeConfig: { discoveryUrl: '/discover', appKey: 'k', appSecret: 's' },
    apiPrefixes: ['/discover', '/v2'],
  });
  return app;
}

let mailbox: DevMailbox;
let mailer: Mailer;
let app: FastifyInstance;
beforeAll(async () => {
  mailbox = await startDevMailbox();
  mailer = createMailer({ smtpUrl: mailbox.smtpUrl, from: 'Fairdraw <no-reply@fairdraw.test>' });
  app = await buildTestApp({ mailbox, production: false });
});
afterAll(async () => {
  await app.close();
  await mailer.close();
  await mailbox.close();
});

const HOSTILE_SUBJECT = '<script>alert("subject")</script> & more';

describe('GET /dev/mailbox', () => {
  it('lists what arrived over SMTP with every value escaped and no script on the page', async () => {
    mailbox.clear();
    await mailer.send({
      to: 'Eve <eve@example.com.au>',
      subject: HOSTILE_SUBJECT,
      text: 'Text with <img src=x onerror=alert(1)>',
      html: '<p>Hello <b>Eve</b></p><script>alert("html")</script>',
    });

    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");

    const page = response.body;
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/<img/i);
    expect(page).toContain('<h2 id="message-');
    expect(page).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt; &amp; more</h2>');
    expect(page).toContain('eve@example.com.au');
    expect(page).toContain('<pre>Text with &lt;img src=x onerror=alert(1)&gt;</pre>');

    // The message's HTML lives only in the sandboxed frame's srcdoc, escaped as an attribute value.
    const frame = /<iframe sandbox="([^"]*)"[^>]*srcdoc="([^"]*)"/.exec(page);
    expect(frame).not.toBeNull();
    const [, sandbox = '', srcdoc = ''] = frame ?? [];
    expect(sandbox.split(' ')).not.toContain('allow-scripts');
    expect(sandbox.split(' ')).not.toContain('allow-same-origin');
    expect(srcdoc).toContain('&lt;p&gt;Hello &lt;b&gt;Eve&lt;/b&gt;&lt;/p&gt;');
  });

  it('says so when nothing has arrived', async () => {
    mailbox.clear();
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No e-mail yet.');
  });
});

describe('GET /dev/mailbox/messages', () => {
  it('answers the messages as JSON, newest first, exactly as received', async () => {
    mailbox.clear();
    await mailer.send({ to: 'ada@example.com.au', subject: 'Older', text: 'one' });
    await mailer.send({ to: 'ada@example.com.au', subject: HOSTILE_SUBJECT, text: 'two' });

    const response = await app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { messages } = response.json<MailboxMessagesResponse>();
    expect(messages.map((message) => message.subject)).toEqual([HOSTILE_SUBJECT, 'Older']);
    expect(messages[0]).toMatchObject({ to: ['ada@example.com.au'], text: 'two\n', html: null });
  });
});

describe('the mailbox outside development', () => {
  it('is 404 in production even when a mailbox is running, and reveals no message', async () => {
    await mailer.send({ to: 'ada@example.com.au', subject: 'Private prize', text: 'secret' });
    const production = await buildTestApp({ mailbox, production: true });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox/messages', '/dev/mailbox/anything']) {
        const response = await production.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('Private prize');
      }
    } finally {
      await production.close();
    }
  });

  it('is 404 when e-mail goes to a real SMTP server (no mailbox)', async () => {
    const withSmtp = await buildTestApp({ mailbox: null, production: false });
    try {
      expect((await withSmtp.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await withSmtp.inject({ method: 'GET', url: '/dev/mailbox/messages' })).statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});
