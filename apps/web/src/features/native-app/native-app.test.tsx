import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allCapabilities, configFixture } from '../../test/fixtures';
import { renderShop, waitLongerForLazyPages } from '../../test/render';

waitLongerForLazyPages();

const withApp = { capabilities: [...allCapabilities, 'native-app' as const] };

describe('the app pages', () => {
  it('/app says what the app does and links to both stores and the direct Android download', async () => {
    renderShop('/app', withApp);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Fairdraw app' })).toBeInTheDocument();
    const links = screen.getByRole('list', { name: 'Download the Fairdraw app' });
    expect(links).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute(
      'href',
      'https://apps.apple.com/au/app/fairdraw/id6450000000',
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=au.com.fairdraw',
    );
    expect(screen.getByRole('link', { name: 'Download for Android without Google Play' })).toHaveAttribute(
      'href',
      '/app/android',
    );
  });

  it('leaves out a store whose address is not secure, and says so when there is no app', async () => {
    const config = {
      ...configFixture,
      nativeApp: { appStoreUrl: 'http://apps.example/app', googlePlayUrl: null, androidDownload: null },
    };
    renderShop('/app', { ...withApp, config });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Fairdraw app' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Download the Fairdraw app' })).not.toBeInTheDocument();
  });

  it('is the 404 page without the native-app capability', async () => {
    renderShop('/app');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
  });

  it('/app/android offers the package with its version, size and the Android it needs, outside the shop layout', async () => {
    renderShop('/app/android', withApp);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fairdraw for Android' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the app (24.6 MB)' })).toHaveAttribute(
      'href',
      'https://downloads.fairdraw.com.au/android/fairdraw-4.2.0.apk',
    );
    expect(screen.getByText('4.2.0')).toBeInTheDocument();
    expect(screen.getByText('Android 9 or later')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to install it' })).toHaveAttribute(
      'href',
      '/app/android/install',
    );
    expect(screen.getByRole('link', { name: 'Fairdraw home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('/app/android/install explains the steps', async () => {
    renderShop('/app/android/install', withApp);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Install Fairdraw on Android' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/app/android');
  });
});
