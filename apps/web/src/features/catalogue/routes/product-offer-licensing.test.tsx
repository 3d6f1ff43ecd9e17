// The play screen of a product the shop is not licensed to sell in the customer's state (decision 0045).
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productOffersResultSchema, type AustralianState } from '@fairdraw/contracts';
import { fakeApi } from '../../../test/fake-api';
import { offersFixture } from '../../../test/offer-fixtures';
import {
  filledQueryClient,
  renderShop,
  signedInCustomer,
  waitLongerForLazyPages,
} from '../../../test/render';

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

describe('a visitor, before they build a ticket (decision 0050)', () => {
  const restrictedInWa = productOffersResultSchema.parse({
    ...offersFixture,
    restrictions: [{ type: 'licensing_restriction', productOfferKey: 'powerball', regions: ['SA', 'WA'] }],
  });

  afterEach(() => window.localStorage.clear());

  function renderVisitor(located: AustralianState | null) {
    const api = fakeApi({ 'GET /locate': () => ({ country: 'AU', state: located, source: 'edge' }) });
    const view = renderShop(
      '/powerball',
      { offers: restrictedInWa },
      filledQueryClient({ offers: restrictedInWa }),
      {
        client: api.client,
      },
    );
    return { ...view, api };
  }

  it('tells a visitor located in a restricted state, in place of the builder', async () => {
    const { api } = renderVisitor('WA');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      "Powerball can't be bought with an address in Western Australia: we are not licensed to sell it there.",
    );
    expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Your state or territory' })).toHaveValue('WA');
    expect(api.callsTo('GET', '/locate')).toHaveLength(1);
  });

  it('lets the visitor choose their state, keeps the choice, and shows the builder where it sells', async () => {
    const { user } = renderVisitor(null);
    const picker = await screen.findByRole('combobox', { name: 'Your state or territory' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Play Powerball' })).toBeInTheDocument();

    await user.selectOptions(picker, 'SA');
    expect(await screen.findByRole('note')).toHaveTextContent('South Australia');
    expect(window.localStorage.getItem('fairdraw.visitor-state')).toBe('SA');

    await user.selectOptions(picker, 'VIC');
    expect(await screen.findByRole('heading', { level: 2, name: 'Play Powerball' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('asks nothing, and locates nobody, on an offer sold everywhere', async () => {
    const api = fakeApi({ 'GET /locate': () => ({ country: 'AU', state: 'WA', source: 'edge' }) });
    renderShop('/powerball', {}, filledQueryClient(), { client: api.client });
    expect(await screen.findByRole('heading', { level: 2, name: 'Play Powerball' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Your state or territory' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/locate')).toHaveLength(0);
  });
});
