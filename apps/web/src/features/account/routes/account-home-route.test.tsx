import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerQueryOptions } from '../../../lib/api/get-customer';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';
import { customerFixture, loginResultFixture } from '../../../test/fixtures';
import { filledQueryClient, offlineClient, renderShop } from '../../../test/render';

describe('/my-account', () => {
  it('greets the customer and links to their upcoming tickets', async () => {
    const session = createSessionStore({ cookies: memoryCookieJar() });
    session.signIn(loginResultFixture);
    const queryClient = filledQueryClient();
    queryClient.setQueryData(
      customerQueryOptions(offlineClient, loginResultFixture.customerId).queryKey,
      customerFixture,
    );
    renderShop('/my-account', {}, queryClient, { session });

    expect(await screen.findByRole('heading', { name: 'Hello Dana' })).toBeInTheDocument();
    const tickets = screen.getByRole('navigation', { name: 'My tickets' });
    expect(tickets).toContainElement(screen.getByRole('link', { name: 'Upcoming tickets' }));
    expect(screen.getByRole('link', { name: 'Upcoming tickets' })).toHaveAttribute(
      'href',
      '/my-account/upcoming-tickets',
    );
    expect(within(tickets).getByRole('link', { name: 'Past tickets and wins' })).toHaveAttribute(
      'href',
      '/my-account/past-tickets',
    );
  });
});
