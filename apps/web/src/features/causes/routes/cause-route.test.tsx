import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CauseWithOffers } from '@fairdraw/contracts';
import { never } from '../../../test/fake-api';
import { allCapabilities } from '../../../test/fixtures';
import { filledQueryClient, offlineClient, renderShop, waitLongerForLazyPages } from '../../../test/render';
import { causesQueryOptions } from '../api/get-causes';

waitLongerForLazyPages();

const hospital: CauseWithOffers = {
  key: 'harbour_childrens_hospital',
  urlSlug: 'harbour-childrens-hospital',
  name: 'Harbour Children’s Hospital Foundation',
  description: 'Research, equipment and family support.',
  productOfferKeys: ['dream_home'],
};

describe('a cause page', () => {
  it('shows the cause in its own words while its story loads, and links its raffle at the raffle’s page', async () => {
    const queryClient = filledQueryClient({ capabilities: [...allCapabilities, 'causes_directory'] });
    queryClient.setQueryData(causesQueryOptions(offlineClient, hospital.urlSlug).queryKey, [hospital]);
    // The story (a content page) never arrives: the page must not sit on a skeleton meanwhile.
    renderShop(`/causes/${hospital.urlSlug}`, {}, queryClient, {
      client: { ...offlineClient, get: never as never },
    });

    expect(await screen.findByRole('heading', { level: 1, name: hospital.name })).toBeInTheDocument();
    expect(screen.getByText(hospital.description)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).not.toBeInTheDocument();
    const raffles = screen.getByRole('region', { name: `Raffles supporting ${hospital.name}` });
    expect(within(raffles).getByRole('link', { name: 'Play Dream Home Raffle' })).toHaveAttribute(
      'href',
      '/dream-home',
    );
  });
});
