// The money e-mails: dollars from cents, draws by their Sydney date, names escaped in HTML.
import { describe, expect, it } from 'vitest';
import {
  depositReceivedEmail,
  entriesWording,
  purchaseReceiptEmail,
  withdrawalPaidEmail,
  withdrawalRefusedEmail,
  withdrawalRequestedEmail,
  type PurchaseReceiptEmailInput,
} from './money-mail-templates';

const HOSTILE = '<img src=x onerror="alert(1)">';

const receipt: PurchaseReceiptEmailInput = {
  firstname: 'Ada',
  lines: [
    {
      productName: 'Oz Lotto',
      productType: 'lottery_ticket',
      drawNo: 1602,
      // 14:00 UTC on Friday 4 December is 01:00 on Saturday 5 December in Sydney (AEDT, UTC+11).
      drawDate: new Date('2026-12-04T14:00:00Z'),
      numDraws: 1,
      numGames: 10,
      totalCents: 1_250,
    },
    {
      productName: 'Kids Cancer Raffle',
      productType: 'raffle_ticket',
      drawNo: 88,
      drawDate: new Date('2026-12-20T09:00:00Z'),
      numDraws: 1,
      numGames: 1,
      totalCents: 2_000,
    },
  ],
  totalCents: 3_250,
  balanceAfterCents: 1_005,
  receiptUrl: 'https://fairdraw.test/receipt/chk-1',
};

describe('purchaseReceiptEmail', () => {
  it('lists each product with its draw, Sydney date, count and price, and the total', () => {
    const email = purchaseReceiptEmail(receipt);
    expect(email.subject).toBe('Your Fairdraw receipt: $32.50');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Oz Lotto');
      expect(part).toContain('Draw 1602 on Saturday 5 December 2026');
      expect(part).toContain('10 games, $12.50');
      expect(part).toContain('Draw 88 on Sunday 20 December 2026');
      expect(part).toContain('1 ticket, $20.00');
      expect(part).toContain('$32.50');
      expect(part).toContain('Your wallet balance is now $10.05.');
    }
    expect(email.text).toContain('See your receipt: https://fairdraw.test/receipt/chk-1');
    expect(email.html).toContain('href="https://fairdraw.test/receipt/chk-1"');
    expect(email.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('takes a promo code discount off the total paid and names a credit to the wallet', () => {
    const discounted = purchaseReceiptEmail({
      ...receipt,
      promotion: { code: 'WELCOME5', discountCents: 500, creditCents: 0 },
    });
    expect(discounted.subject).toBe('Your Fairdraw receipt: $27.50');
    expect(discounted.text).toContain('Promo code WELCOME5: $5.00 off.');
    expect(discounted.text).toContain('Total paid from your wallet: $27.50');
    expect(discounted.text).not.toContain('credited');

    const credited = purchaseReceiptEmail({
      ...receipt,
      promotion: { code: 'BONUS10', discountCents: 0, creditCents: 1_000 },
    });
    expect(credited.text).toContain('Promo code BONUS10: $10.00 credited to your wallet.');
    expect(credited.text).toContain('Total paid from your wallet: $32.50');
    expect(credited.text).not.toContain(' off.');
  });

  it('counts the draws of a multi-draw ticket from its first draw', () => {
    const email = purchaseReceiptEmail({
      ...receipt,
      lines: [{ ...receipt.lines[0]!, productType: 'multi_draw_ticket', numDraws: 4, totalCents: 5_000 }],
      totalCents: 5_000,
    });
    expect(email.text).toContain('4 draws from draw 1602 on Saturday 5 December 2026');
    expect(email.text).toContain('Your entry is in');
  });

  it('escapes names and product names in the HTML', () => {
    const email = purchaseReceiptEmail({
      ...receipt,
      firstname: HOSTILE,
      lines: [{ ...receipt.lines[1]!, productName: 'Cats & Dogs <Raffle>' }],
    });
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,');
    expect(email.html).toContain('Cats &amp; Dogs &lt;Raffle&gt;');
    expect(email.text).toContain(`Hi ${HOSTILE},`);
  });

  it('refuses an empty receipt, cents that are not whole and a link that is not http(s)', () => {
    expect(() => purchaseReceiptEmail({ ...receipt, lines: [] })).toThrow(RangeError);
    expect(() => purchaseReceiptEmail({ ...receipt, totalCents: 12.5 })).toThrow(RangeError);
    expect(() => purchaseReceiptEmail({ ...receipt, receiptUrl: 'javascript:alert(1)' })).toThrow(RangeError);
  });

  it('words the count by the kind of product', () => {
    expect(entriesWording('lottery_ticket', 1)).toBe('1 game');
    expect(entriesWording('raffle_ticket', 5)).toBe('5 tickets');
    expect(entriesWording('syndicate_share', 2)).toBe('2 shares');
  });
});

describe('depositReceivedEmail', () => {
  const deposit = {
    firstname: 'Ada',
    amountCents: 2_500,
    method: 'card',
    balanceAfterCents: 12_345_67,
    detailsUrl: 'https://fairdraw.test/my-account/deposit/details/dep-1',
  };

  it('names the amount, the way paid and the new balance', () => {
    const email = depositReceivedEmail(deposit);
    expect(email.subject).toBe('Deposit received: $25.00');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('$25.00');
      expect(part).toContain('by card');
      expect(part).toContain('Your wallet balance is now $12,345.67.');
    }
  });

  it('leaves the balance out when it is not known, and escapes the name', () => {
    const email = depositReceivedEmail({ ...deposit, balanceAfterCents: null, firstname: HOSTILE });
    expect(email.text).not.toContain('balance');
    expect(email.html).not.toContain('<img');
  });
});

describe('withdrawal e-mails', () => {
  const withdrawal = {
    firstname: 'Ada',
    amountCents: 50_000,
    destination: 'BSB 062-000, account ending 5678',
    detailsUrl: 'https://fairdraw.test/my-account/withdraw/details/wd-1',
  };

  it('a request names the amount and where it goes', () => {
    const email = withdrawalRequestedEmail(withdrawal);
    expect(email.subject).toBe('Withdrawal requested: $500.00');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('$500.00');
      expect(part).toContain('BSB 062-000, account ending 5678');
    }
    expect(email.text).toContain(
      'See your withdrawal: https://fairdraw.test/my-account/withdraw/details/wd-1',
    );
  });

  it('a payment says it was paid', () => {
    const email = withdrawalPaidEmail(withdrawal);
    expect(email.subject).toBe('Withdrawal paid: $500.00');
    expect(email.text).toContain('We have paid your withdrawal of $500.00');
    expect(email.html).toContain('<strong>$500.00</strong>');
  });

  it('a refusal gives the reason when there is one and says the money is back', () => {
    const email = withdrawalRefusedEmail({ ...withdrawal, reason: 'The account name does not match yours.' });
    expect(email.subject).toBe('Withdrawal not paid: $500.00');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('The reason: The account name does not match yours.');
      expect(part).toContain('The $500.00 is back in your Fairdraw wallet.');
    }
    expect(withdrawalRefusedEmail({ ...withdrawal, reason: '  ' }).text).not.toContain('The reason');
  });

  it('escapes the name and the reason in the HTML', () => {
    const email = withdrawalRefusedEmail({ ...withdrawal, firstname: HOSTILE, reason: '<b>no</b>' });
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<b>no</b>');
    expect(email.html).toContain('&lt;b&gt;no&lt;/b&gt;');
  });
});
