// The notifier sends in the background, to the address the accounts service gives, and a failure is
// logged without the message or the address and never reaches the caller.
import { describe, expect, it, vi } from 'vitest';
import type { Receipt } from '@fairdraw/contracts';
import { createCustomerNotifier, noticeEmail, shopPageUrl } from './customer-notifier';
import { MailSendError, type OutgoingMail } from './mailer';

const contact = { email: 'ada@example.com.au', firstname: 'Ada' };

function setup(send: (mail: OutgoingMail) => Promise<string>) {
  const warn = vi.fn();
  const contactOf = vi.fn(async () => contact);
  const notifier = createCustomerNotifier({
    mailer: { send },
    publicUrl: 'https://shop.fairdraw.test/au',
    contactOf,
    log: { warn },
  });
  return { notifier, warn, contactOf };
}

const receipt = {
  checkoutId: 'chk-1',
  total: { amount: '12.50', currency: 'AUD' },
  balanceAfter: { amount: '7.50', currency: 'AUD' },
  orders: [
    {
      productName: 'Oz Lotto',
      productType: 'lottery_ticket',
      drawNo: 1602,
      drawDate: '2026-12-04T14:00:00.000Z',
      numDraws: 1,
      numGames: 10,
      total: { amount: '12.50', currency: 'AUD' },
    },
  ],
} as unknown as Receipt;

describe('createCustomerNotifier', () => {
  it('e-mails the customer at the address the accounts service gives', async () => {
    const sent: OutgoingMail[] = [];
    const { notifier, contactOf } = setup(async (mail) => {
      sent.push(mail);
      return '<id@test>';
    });
    notifier.tell('customer-1', { kind: 'purchase', receipt });
    await notifier.idle();
    expect(contactOf).toHaveBeenCalledWith('customer-1');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('ada@example.com.au');
    expect(sent[0]?.subject).toBe('Your Fairdraw receipt: $12.50');
    expect(sent[0]?.text).toContain('Draw 1602 on Saturday 5 December 2026');
    expect(sent[0]?.text).toContain('https://shop.fairdraw.test/au/receipt/chk-1');
  });

  it('returns before the e-mail is sent, and logs a failure without throwing', async () => {
    let fail!: (error: Error) => void;
    const { notifier, warn } = setup(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );
    expect(() => notifier.tell('customer-1', { kind: 'two_factor_off', at: new Date() })).not.toThrow();
    await vi.waitFor(() => expect(fail).toBeTypeOf('function'));
    expect(warn).not.toHaveBeenCalled();
    fail(
      new MailSendError('connection', true, 'ECONNECTION', undefined, {
        cause: new Error('550 <ada@example.com.au>: Recipient address rejected'),
      }),
    );
    await notifier.idle();
    expect(warn).toHaveBeenCalledTimes(1);
    const [details, message] = warn.mock.calls[0] as [Record<string, unknown>, string];
    expect(message).toBe('customer e-mail not sent');
    expect(details).toMatchObject({
      customerId: 'customer-1',
      notice: 'two_factor_off',
      reason: 'connection',
      smtpErrorCode: 'ECONNECTION',
    });
    expect(JSON.stringify(details)).not.toContain('ada@example.com.au');
  });

  it('uses the contact the caller read with its own work, without asking for it again', async () => {
    const sent: OutgoingMail[] = [];
    const { notifier, contactOf } = setup(async (mail) => {
      sent.push(mail);
      return '<id@test>';
    });
    notifier.tell(
      'customer-1',
      { kind: 'purchase', receipt },
      { email: 'grace@example.com.au', firstname: 'Grace' },
    );
    await notifier.idle();
    expect(contactOf).not.toHaveBeenCalled();
    expect(sent[0]?.to).toBe('grace@example.com.au');
  });

  it('without an SMTP server says so once, and builds no e-mail', async () => {
    const warn = vi.fn();
    const send = vi.fn(async () => 'id');
    const contactOf = vi.fn(async () => contact);
    const notifier = createCustomerNotifier({
      mailer: { send, configured: false },
      publicUrl: 'https://shop.fairdraw.test/',
      contactOf,
      log: { warn },
    });
    notifier.tell('customer-1', { kind: 'purchase', receipt });
    notifier.tell('customer-2', { kind: 'identity_verified' });
    await notifier.idle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toBe('customer e-mails are not sent: no SMTP server');
    expect(contactOf).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('logs a customer it cannot find the same way', async () => {
    const warn = vi.fn();
    const notifier = createCustomerNotifier({
      mailer: { send: async () => 'id' },
      publicUrl: 'https://shop.fairdraw.test/',
      contactOf: async () => {
        throw new Error('not found');
      },
      log: { warn },
    });
    notifier.tell('gone', { kind: 'identity_verified' });
    await notifier.idle();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('noticeEmail', () => {
  it('links each notice to its page on the shop', () => {
    const base = 'https://shop.fairdraw.test/';
    const withdrawal = { withdrawalId: 'wd-1', amountCents: 500, destination: 'PayID a***@example.com' };
    expect(noticeEmail({ kind: 'withdrawal_paid', ...withdrawal }, 'Ada', base).text).toContain(
      'https://shop.fairdraw.test/my-account/withdraw/details/wd-1',
    );
    expect(
      noticeEmail(
        {
          kind: 'deposit_received',
          depositId: 'dep-1',
          amountCents: 2_500,
          balanceAfterCents: 2_500,
          method: 'card',
        },
        'Ada',
        base,
      ).text,
    ).toContain('https://shop.fairdraw.test/my-account/deposit/details/dep-1');
    expect(
      noticeEmail({ kind: 'identity_not_verified', reason: null, needsDocuments: true }, 'Ada', base).text,
    ).toContain('https://shop.fairdraw.test/my-account/manual-verification');
  });

  it('keeps a shop served under a path', () => {
    expect(shopPageUrl('https://fairdraw.test/shop', 'receipt/1')).toBe(
      'https://fairdraw.test/shop/receipt/1',
    );
  });
});
