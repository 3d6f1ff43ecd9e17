import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filledQueryClient, offlineClient, renderShop, waitLongerForLazyPages } from '../../test/render';
import { navigationQueryOptions } from '../../lib/api/get-navigation';

waitLongerForLazyPages();

describe('the primary navigation', () => {
  it("uses the site config's label for a route, and the shop's own for the rest", async () => {
    const queryClient = filledQueryClient();
    queryClient.setQueryData(navigationQueryOptions(offlineClient).queryKey, {
      header: [],
      footer: [],
      routeLabels: { '/lotto-tickets': 'Play lotto' },
    });
    renderShop('/about/contact-us', {}, queryClient);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Play lotto' })).toHaveAttribute('href', '/lotto-tickets');
    expect(within(nav).getByRole('link', { name: 'Charity raffles' })).toBeInTheDocument();
  });
});
