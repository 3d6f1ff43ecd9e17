// The draw lifecycle's winner e-mail, delivered over real SMTP to the development mailbox.
import { afterEach, describe, expect, it } from 'vitest';
import { startDevMailbox, type DevMailbox } from './dev-mailbox';
import { createMailer, MailSendError, type Mailer } from './mailer';
import { createWinnerNotifier, ticketPageUrl, type WinnerNotice } from './winner-notifier';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function mailboxAndMailer(): Promise<{ mailbox: DevMailbox; mailer: Mailer }> {
  const mailbox = await startDevMailbox();
  cleanups.push(() => mailbox.close());
  const mailer = createMailer({ smtpUrl: mailbox.smtpUrl, from: 'Fairdraw <prizes@fairdraw.test>' });
  cleanups.push(() => mailer.close());
  return { mailbox, mailer };
}

const winner: WinnerNotice = {
  email: 'grace@example.com.au',
  firstname: 'Grace',
  productName: 'Powerball',
  drawNo: 1480,
  drawAt: new Date('2026-12-10T09:30:00Z'),
  division: 2,
  prizeCents: 8_765_432,
  orderId: '2d9c4f1e-7a0b-4b8e-9a4e-3f6f1f0c2b11',
};

describe('createWinnerNotifier', () => {
  it('e-mails the winner their prize with a link to the winning ticket', async () => {
    const { mailbox, mailer } = await mailboxAndMailer();
    await createWinnerNotifier({ mailer, publicUrl: 'https://fairdraw.com.au' })(winner);

    const [received] = mailbox.messages();
    expect(received?.to).toEqual(['grace@example.com.au']);
    expect(received?.from).toContain('prizes@fairdraw.test');
    expect(received?.subject).toBe('You won $87,654.32 in Powerball draw 1480');
    expect(received?.text).toContain('won Division 2');
    expect(received?.text).toContain('Thursday 10 December 2026');
    expect(received?.text).toContain(
      'https://fairdraw.com.au/my-account/upcoming-tickets/ticket/2d9c4f1e-7a0b-4b8e-9a4e-3f6f1f0c2b11',
    );
  });

  it('throws when the message cannot be handed over, so the lifecycle tries again later', async () => {
    const { mailbox, mailer } = await mailboxAndMailer();
    await mailbox.close();
    await expect(
      createWinnerNotifier({ mailer, publicUrl: 'https://fairdraw.com.au' })(winner),
    ).rejects.toBeInstanceOf(MailSendError);
  });
});

describe('ticketPageUrl', () => {
  it('keeps a path the shop is served under and encodes the id', () => {
    expect(ticketPageUrl('https://example.com/shop', 'a/b')).toBe(
      'https://example.com/shop/my-account/upcoming-tickets/ticket/a%2Fb',
    );
    expect(ticketPageUrl('http://localhost:3000/', 'x')).toBe(
      'http://localhost:3000/my-account/upcoming-tickets/ticket/x',
    );
  });
});
