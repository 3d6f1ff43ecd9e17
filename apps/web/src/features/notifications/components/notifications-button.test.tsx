import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Capability, ContentCard, ContentCardsResult } from '@fairdraw/contracts';
import { customerQueryOptions } from '../../../lib/api/get-customer';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { fakeApi, networkFailure, type FakeRoute } from '../../../test/fake-api';
import { allCapabilities, customerFixture, loginResultFixture } from '../../../test/fixtures';
import { filledQueryClient, offlineClient, renderShop } from '../../../test/render';

const withFeed: Capability[] = [...allCapabilities, 'notifications_feed'];

function card(fields: Partial<ContentCard> & Pick<ContentCard, 'id' | 'title'>): ContentCard {
  return {
    category: 'account',
    body: 'A short notice from the shop.',
    linkPath: null,
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    expiresAt: null,
    viewed: false,
    ...fields,
  };
}

const prize = card({
  id: '0b7d3c1e-1111-4a1a-9a1a-000000000001',
  category: 'prize',
  title: 'You won $25.50 in Powerball draw 1520',
  body: 'Congratulations! Your prize is in your wallet.',
  linkPath: '/my-account/upcoming-tickets/ticket/ord_1',
});
const welcome = card({ id: '0b7d3c1e-1111-4a1a-9a1a-000000000002', title: 'Welcome to Fairdraw' });
const seenBefore = card({
  id: '0b7d3c1e-1111-4a1a-9a1a-000000000003',
  title: 'Results are in',
  viewed: true,
  createdAt: '2026-10-01T00:00:00Z',
});

function render(
  routes: Record<string, FakeRoute>,
  options: { capabilities?: Capability[]; signedIn?: boolean } = {},
) {
  const session = createSessionStore({ cookies: memoryCookieJar() });
  if (options.signedIn ?? true) session.signIn(loginResultFixture);
  const queryClient = filledQueryClient({ capabilities: options.capabilities ?? withFeed });
  queryClient.setQueryData(
    customerQueryOptions(offlineClient, loginResultFixture.customerId).queryKey,
    customerFixture,
  );
  const api = fakeApi({ 'GET /customer': () => customerFixture, ...routes });
  return { api, ...renderShop('/about/contact-us', {}, queryClient, { session, client: api.client }) };
}

describe('the notifications bell', () => {
  it('says how many cards are unread, lists them when pressed and marks the new ones viewed', async () => {
    let feed: ContentCardsResult = { cards: [prize, welcome, seenBefore], unviewedCount: 2 };
    const { api, user } = render({
      'GET /notifications/cards': () => feed,
      'POST /notifications/cards/viewed': () => {
        feed = { cards: feed.cards.map((shown) => ({ ...shown, viewed: true })), unviewedCount: 0 };
        return { unviewedCount: 0 };
      },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();

    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'New: You won $25.50 in Powerball draw 1520',
      'New: Welcome to Fairdraw',
      'Results are in',
    ]);
    expect(within(items[0]!).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(items[2]!).getByText('1 Oct 2026')).toBeInTheDocument();
    expect(
      within(items[0]!).getByRole('link', { name: 'See your ticket: You won $25.50 in Powerball draw 1520' }),
    ).toHaveAttribute('href', '/my-account/upcoming-tickets/ticket/ord_1');
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();

    await waitFor(() => expect(api.callsTo('POST', '/notifications/cards/viewed')).toHaveLength(1));
    expect(api.callsTo('POST', '/notifications/cards/viewed')[0]!.body).toEqual({
      cardIds: [prize.id, welcome.id],
    });
    // The count drops (the bell is behind the open panel); the new cards stay marked while it is open.
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(within(panel).getAllByText('New')).toHaveLength(2);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus());
  });

  it('follows a card’s link and closes the panel', async () => {
    const { user, router } = render({
      'GET /notifications/cards': () => ({ cards: [prize], unviewedCount: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('link', { name: /See your ticket/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/my-account/upcoming-tickets/ticket/ord_1'),
    );
  });

  it('says when there are no notifications yet', async () => {
    const { user } = render({ 'GET /notifications/cards': () => ({ cards: [], unviewedCount: 0 }) });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('offers a retry when the feed cannot be read', async () => {
    let failing = true;
    const { user } = render({
      'GET /notifications/cards': () => {
        if (failing) throw networkFailure('/notifications/cards');
        return { cards: [welcome], unviewedCount: 0 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your notifications.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Welcome to Fairdraw')).toBeInTheDocument();
  });

  it('is not there without the notifications_feed capability, or when signed out', async () => {
    const routes = { 'GET /notifications/cards': () => ({ cards: [welcome], unviewedCount: 1 }) };
    const withoutFeed = render(routes, { capabilities: allCapabilities });
    expect(await screen.findByRole('link', { name: /My account/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(withoutFeed.api.callsTo('GET', '/notifications/cards')).toHaveLength(0);
    withoutFeed.unmount();

    const signedOut = render(routes, { signedIn: false });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(signedOut.api.callsTo('GET', '/notifications/cards')).toHaveLength(0);
  });
});
