import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConfigResult } from '@fairdraw/contracts';
import { allCapabilities, configFixture } from '../../test/fixtures';
import { renderShop } from '../../test/render';
import { BANNER_STORAGE_KEY } from './sitewide-banner';

function configWithBanner(text: string): ConfigResult {
  return { ...configFixture, sitewideBanner: text };
}

async function findBanner() {
  await screen.findByRole('contentinfo');
  return screen.queryByRole('region', { name: 'Announcement' });
}

describe('sitewide banner', () => {
  it('stays dismissed across reloads while its content is the same', async () => {
    const first = renderShop('/', { config: configWithBanner('Easter draws close early this week.') });
    expect(await findBanner()).toHaveTextContent('Easter draws close early this week.');

    await first.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(BANNER_STORAGE_KEY) ?? '{}') as Record<
      string,
      string
    >;
    expect(stored.content).toBe('Easter draws close early this week.');
    expect(Number.isNaN(Date.parse(stored.dismissedAt ?? ''))).toBe(false);

    first.unmount();
    renderShop('/', { config: configWithBanner('Easter draws close early this week.') });
    expect(await findBanner()).toBeNull();
  });

  it('comes back when the content changes', async () => {
    const first = renderShop('/', { config: configWithBanner('Old news') });
    await findBanner();
    await first.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    first.unmount();

    renderShop('/', { config: configWithBanner('Fresh news') });
    expect(await findBanner()).toHaveTextContent('Fresh news');
  });

  it('shows nothing without the sitewide-banner capability or without text', async () => {
    const first = renderShop('/', {
      config: configWithBanner('Hidden'),
      capabilities: allCapabilities.filter((capability) => capability !== 'sitewide-banner'),
    });
    expect(await findBanner()).toBeNull();
    first.unmount();

    renderShop('/', { config: configFixture });
    expect(await findBanner()).toBeNull();
  });
});
