// The e-mails' words: en-AU money, Sydney dates, and names that cannot inject HTML.
import { describe, expect, it } from 'vitest';
import { drawResultsEmail, winnerEmail, type WinnerEmailInput } from './mail-templates';

const winner: WinnerEmailInput = {
  firstname: 'Ada',
  productName: 'Oz Lotto',
  drawNo: 1602,
  // 14:00 UTC on Friday 4 December is 01:00 on Saturday 5 December in Sydney (AEDT, UTC+11).
  drawDate: new Date('2026-12-04T14:00:00Z'),
  division: 1,
  prizeCents: 100_000_000_00,
  ticketUrl: 'https://fairdraw.test/account/tickets/9a2b',
};

describe('winnerEmail', () => {
  it('names the prize in dollars and the draw by its Sydney date', () => {
    const email = winnerEmail(winner);
    expect(email.subject).toBe('You won $100,000,000.00 in Oz Lotto draw 1602');
    expect(email.text).toBe(
      [
        'Hi Ada,',
        'Congratulations! Your ticket in Oz Lotto draw 1602 on Saturday 5 December 2026 won Division 1.',
        'Your prize: $100,000,000.00',
        'See your winning ticket: https://fairdraw.test/account/tickets/9a2b',
        'The Fairdraw team',
      ].join('\n\n') + '\n',
    );
    expect(email.html).toContain('<html lang="en-AU">');
    expect(email.html).toContain('Saturday 5 December 2026');
    expect(email.html).toContain('$100,000,000.00');
  });

  it('prints cents exactly and takes a prize’s own name as the division', () => {
    const email = winnerEmail({ ...winner, prizeCents: 1_005, division: '1st prize' });
    expect(email.subject).toBe('You won $10.05 in Oz Lotto draw 1602');
    expect(email.text).toContain('won 1st prize.');
  });

  it('escapes names in the HTML and keeps them as typed in the text', () => {
    const email = winnerEmail({
      ...winner,
      firstname: '<img src=x onerror="alert(1)">',
      productName: 'Cats & Dogs <Raffle>',
    });
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,');
    expect(email.html).toContain('Cats &amp; Dogs &lt;Raffle&gt; draw 1602');
    expect(email.text).toContain('Hi <img src=x onerror="alert(1)">,');
    expect(email.subject).toBe('You won $100,000,000.00 in Cats & Dogs <Raffle> draw 1602');
  });

  it('names no amount for a prize not paid in money', () => {
    const email = winnerEmail({ ...winner, productName: 'Kids Cancer Raffle', prizeCents: 0 });
    expect(email.subject).toBe('You won a prize in Kids Cancer Raffle draw 1602');
    expect(email.text).not.toContain('$');
    expect(email.html).not.toContain('Your prize');
  });

  it('greets without a name when there is none', () => {
    expect(winnerEmail({ ...winner, firstname: '  ' }).text.startsWith('Hi,\n')).toBe(true);
  });

  it('refuses a link that is not http(s), a negative prize, cents that are not whole, and no division', () => {
    expect(() => winnerEmail({ ...winner, ticketUrl: 'javascript:alert(1)' })).toThrow(RangeError);
    expect(() => winnerEmail({ ...winner, ticketUrl: '/account/tickets/1' })).toThrow(RangeError);
    expect(() => winnerEmail({ ...winner, prizeCents: -1 })).toThrow(RangeError);
    expect(() => winnerEmail({ ...winner, prizeCents: 12.5 })).toThrow(RangeError);
    expect(() => winnerEmail({ ...winner, division: 0 })).toThrow(RangeError);
    expect(() => winnerEmail({ ...winner, division: ' ' })).toThrow(RangeError);
  });
});

describe('drawResultsEmail', () => {
  it('tells an entrant the result without a prize, with the numbers drawn', () => {
    const email = drawResultsEmail({
      firstname: 'Ada',
      productName: 'Oz Lotto',
      drawNo: 1602,
      drawDate: winner.drawDate,
      winningNumbers: [3, 11, 19, 24, 30, 41, 44],
      ticketUrl: winner.ticketUrl,
    });
    expect(email.subject).toBe('Results of Oz Lotto draw 1602');
    expect(email.text).toContain(
      'Oz Lotto draw 1602 was drawn on Saturday 5 December 2026. Your ticket did not win a prize this time.',
    );
    expect(email.text).toContain('The winning numbers: 3, 11, 19, 24, 30, 41, 44');
    expect(email.html).toContain('<strong>3, 11, 19, 24, 30, 41, 44</strong>');
    expect(email.html).toContain('href="https://fairdraw.test/account/tickets/9a2b"');
  });

  it('leaves the numbers out when there are none', () => {
    const email = drawResultsEmail({
      firstname: 'Ada',
      productName: 'Oz Lotto',
      drawNo: 1602,
      drawDate: winner.drawDate,
      ticketUrl: winner.ticketUrl,
    });
    expect(email.text).not.toContain('winning numbers');
  });
});
