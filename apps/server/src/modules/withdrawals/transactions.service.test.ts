import { describe, expect, it } from 'vitest';
import { describeMovement } from './transactions.service';

const posted = (description: string, metadata: Record<string, unknown> = {}) => ({ description, metadata });
const id = '0736f723-8330-4c4e-9d1f-2b7c1a5e9f10';

describe('a wallet movement in words', () => {
  it('is the posting’s own words', () => {
    expect(describeMovement(posted('Deposit by Visa ···4242'), 'deposit', null)).toBe(
      'Deposit by Visa ···4242',
    );
    expect(describeMovement(posted('Tickets for Powerball draw 1571 and 2 more'), 'purchase', null)).toBe(
      'Tickets for Powerball draw 1571 and 2 more',
    );
  });

  it('never shows an id for a deposit or a purchase posted before they had words', () => {
    expect(describeMovement(posted(`Card deposit ${id}`), 'deposit', null)).toBe('Deposit by card');
    expect(describeMovement(posted(`PayPal deposit ${id}`), 'deposit', null)).toBe('Deposit by PayPal');
    expect(describeMovement(posted(`Tickets bought, checkout ${id}`, { items: 3 }), 'purchase', null)).toBe(
      'Tickets bought (3 items)',
    );
  });

  it('says what happened to a returned withdrawal', () => {
    expect(describeMovement(posted('Withdrawal returned'), 'withdrawal_returned', 'rejected')).toBe(
      'Withdrawal rejected: money returned',
    );
  });
});
