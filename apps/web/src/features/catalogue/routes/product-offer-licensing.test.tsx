// The play screen of a product the shop is not licensed to sell in the customer's state (decision 0045).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productOffersResultSchema } from '@fairdraw/contracts';
import { offersFixture } from '../../../test/offer-fixtures';
import { renderShop, signedInCustomer, waitLongerForLazyPages } from '../../../test/render';

waitLongerForLazyPages();

describe('a product the shop may not sell where the customer lives', () => {
  it('says so to a customer in a restricted state, in place of the ticket builder', async () => {
    const restricted = productOffersResultSchema.parse({
      ...offersFixture,
      restrictions: [{ type: 'licensing_restriction', productOfferKey: 'powerball', regions: ['NSW'] }],
    });
    const { session, queryClient } = signedInCustomer({ offers: restricted });
    renderShop('/powerball', {}, queryClient, { session });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      "Powerball can't be bought with an address in New South Wales: we are not licensed to sell it there.",
    );
    expect(within(note).getByRole('link', { name: 'Check your address' })).toHaveAttribute(
      'href',
      '/my-account/my-details',
    );
    expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
  });

  it('shows the builder when the restriction names other states', async () => {
    const elsewhere = productOffersResultSchema.parse({
      ...offersFixture,
      restrictions: [{ type: 'licensing_restriction', productOfferKey: 'powerball', regions: ['SA', 'WA'] }],
    });
    const { session, queryClient } = signedInCustomer({ offers: elsewhere });
    renderShop('/powerball', {}, queryClient, { session });
    expect(await screen.findByRole('heading', { level: 2, name: 'Play Powerball' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
