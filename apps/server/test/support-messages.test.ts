// The contact page's form reaches the shop: the message is kept for customer care (listed in /ops), and
// both customer care and the sender are e-mailed through real SMTP, the sender with a reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportMessages } from '@fairdraw/db';
import { call, createTestApp } from './support';
import { createMailedTestApp, PUBLIC_URL, waitForMail, type MailedTestApp } from './sign-in-support';

let test: MailedTestApp;

beforeAll(async () => {
  test = await createMailedTestApp();
});

afterAll(async () => {
  await test?.close();
});

const message = {
  topic: 'Prizes and withdrawals',
  name: 'Sam <b>Lee</b>',
  email: 'sam.lee@example.test',
  message: 'When does a prize reach my wallet after the draw?',
};

describe('a message to customer care', () => {
  it('is kept, listed for operators and e-mailed to customer care and the sender', async () => {
    const sent = await call(test, { method: 'POST', url: '/v2/support/messages', payload: message });
    expect(sent.status).toBe(201);
    const { reference } = sent.body.result as { reference: string };
    expect(reference).toMatch(/^FD-[2-9A-HJKMNP-Z]{6}$/);

    const team = await waitForMail(test.mailbox, 'help@fairdraw.com.au', new RegExp(reference));
    expect(team.text).toContain('When does a prize reach my wallet after the draw?');
    expect(team.html).toContain('Sam &lt;b&gt;Lee&lt;/b&gt;');
    const receipt = await waitForMail(test.mailbox, message.email, /We have your message/);
    expect(receipt.text).toContain(reference);

    const listed = await call(test, {
      method: 'GET',
      url: '/ops/support/messages',
      headers: { authorization: `Bearer ${test.env.OPS_TOKEN}` },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.result).toEqual([expect.objectContaining({ reference, topic: message.topic })]);
    expect((await call(test, { method: 'GET', url: '/ops/support/messages' })).status).toBe(401);
  });

  it('refuses a message without an address or with too little to go on, and keeps nothing', async () => {
    const before = (await test.database.db.select().from(supportMessages)).length;
    const refused = await call(test, {
      method: 'POST',
      url: '/v2/support/messages',
      payload: { ...message, email: 'not an address', message: 'Help' },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors as object).sort()).toEqual(['email', 'message']);
    expect((await test.database.db.select().from(supportMessages)).length).toBe(before);
  });

  it('still gives the sender a reference when mail is down', async () => {
    const refusingMailer = {
      from: 'Fairdraw <no-reply@fairdraw.test>',
      send: async () => Promise.reject(new Error('SMTP server refused the connection')),
      verify: async () => {},
      close: async () => {},
    };
    const mailless = await createTestApp({ mail: { mailer: refusingMailer, publicUrl: PUBLIC_URL } });
    try {
      const sent = await call(mailless, { method: 'POST', url: '/v2/support/messages', payload: message });
      expect(sent.status).toBe(201);
      const rows = await mailless.database.db.select().from(supportMessages);
      expect(rows.map((row) => row.reference)).toEqual([
        (sent.body.result as { reference: string }).reference,
      ]);
    } finally {
      await mailless.close();
    }
  });
});
