import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Capability, ConfigResult } from '@fairdraw/contracts';
import { CONSENT_COOKIE } from '../../lib/consent';
import { memoryCookieJar } from '../../lib/session-store';
import { allCapabilities, configFixture } from '../../test/fixtures';
import { renderShop } from '../../test/render';

const consentConfig: ConfigResult = { ...configFixture, cookieConsent: { required: true, maxAgeDays: 365 } };
const consentCapabilities: Capability[] = [...allCapabilities, 'cookie_consent'];

/** What a returning visitor has: a cart, an affiliate code, a campaign and favourite numbers. */
function returningVisitorJar(extra: Record<string, string> = {}) {
  return memoryCookieJar({
    fd_cart_token: 'cart-token-1',
    fd_aff: 'partner7',
    fd_session_campaign: 'utm_source-news',
    fd_favourite_numbers: '4-8-15',
    ...extra,
  });
}

function renderWithConsent(path = '/', cookies = returningVisitorJar(), capabilities = consentCapabilities) {
  return renderShop(path, { config: consentConfig, capabilities }, undefined, { cookies });
}

const findBanner = () => screen.findByRole('region', { name: 'Cookies on Fairdraw' });
const queryBanner = () => screen.queryByRole('region', { name: 'Cookies on Fairdraw' });

describe('cookie consent banner', () => {
  it('asks a visitor with no stored consent; essential only keeps the cart and removes the rest', async () => {
    const cookies = returningVisitorJar();
    const { user } = renderWithConsent('/', cookies);
    const banner = await findBanner();
    // Until the visitor chooses, only essential cookies stay.
    await waitFor(() => expect(cookies.values.has('fd_aff')).toBe(false));

    await user.click(within(banner).getByRole('button', { name: 'Essential only' }));
    expect(queryBanner()).not.toBeInTheDocument();
    expect(cookies.values.get(CONSENT_COOKIE)).toBe('v1-p0-a0-m0');
    expect(cookies.values.get('fd_cart_token')).toBe('cart-token-1');
    expect(cookies.values.has('fd_session_campaign')).toBe(false);
    expect(cookies.values.has('fd_favourite_numbers')).toBe(false);
  });

  it('accept all grants every category and writes what was held back', async () => {
    const cookies = memoryCookieJar();
    const { user } = renderWithConsent('/?aff=partner9', cookies);
    const banner = await findBanner();
    // The affiliate code is held in memory, not written, while the visitor has not chosen.
    expect(cookies.values.has('fd_aff')).toBe(false);

    await user.click(within(banner).getByRole('button', { name: 'Accept all' }));
    expect(queryBanner()).not.toBeInTheDocument();
    expect(cookies.values.get(CONSENT_COOKIE)).toBe('v1-p1-a1-m1');
    expect(cookies.values.get('fd_aff')).toBe('partner9');
  });

  it('moves focus to the main area when the banner goes, so the keyboard carries on from the top', async () => {
    const { user } = renderWithConsent();
    const accept = within(await findBanner()).getByRole('button', { name: 'Accept all' });
    accept.focus();
    await user.keyboard('{Enter}');
    expect(queryBanner()).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('does not ask a visitor who already chose, nor where the capability is off', async () => {
    renderWithConsent('/', returningVisitorJar({ [CONSENT_COOKIE]: 'v1-p1-a0-m0' }));
    await screen.findByRole('contentinfo');
    expect(queryBanner()).not.toBeInTheDocument();
  });

  it('does not ask and keeps every cookie without the cookie_consent capability', async () => {
    const cookies = returningVisitorJar();
    renderWithConsent('/', cookies, allCapabilities);
    await screen.findByRole('contentinfo');
    expect(queryBanner()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
    expect(cookies.values.get('fd_aff')).toBe('partner7');
  });
});

describe('cookie settings dialog', () => {
  it('opens from Manage as a modal: focus inside, essential always on, Escape closes and returns focus', async () => {
    const { user } = renderWithConsent();
    const manage = within(await findBanner()).getByRole('button', { name: 'Manage' });
    manage.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    // react-aria moves focus in once the modal has mounted, a moment after it appears.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const essential = within(dialog).getByRole('switch', { name: 'Essential' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    for (const name of ['Preferences', 'Analytics', 'Marketing'])
      expect(within(dialog).getByRole('switch', { name })).not.toBeChecked();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(manage).toHaveFocus());
    expect(queryBanner()).toBeInTheDocument();
  });

  it('saves the chosen categories from the keyboard', async () => {
    const cookies = returningVisitorJar();
    const { user } = renderWithConsent('/', cookies);
    await user.click(within(await findBanner()).getByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });

    within(dialog).getByRole('switch', { name: 'Analytics' }).focus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('switch', { name: 'Preferences' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queryBanner()).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(cookies.values.get(CONSENT_COOKIE)).toBe('v1-p1-a1-m0');
    expect(cookies.values.has('fd_aff')).toBe(false);
  });

  it('withdrawing consent from Cookie settings in the footer removes the cookies of that category', async () => {
    const cookies = returningVisitorJar({ [CONSENT_COOKIE]: 'v1-p1-a1-m1' });
    const { user } = renderWithConsent('/', cookies);
    const footer = await screen.findByRole('contentinfo');
    expect(cookies.values.get('fd_aff')).toBe('partner7');

    const settings = within(footer).getByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const marketing = within(dialog).getByRole('switch', { name: 'Marketing' });
    expect(marketing).toBeChecked();
    await user.click(marketing);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cookies.values.get(CONSENT_COOKIE)).toBe('v1-p1-a1-m0');
    expect(cookies.values.has('fd_aff')).toBe(false);
    expect(cookies.values.has('fd_session_campaign')).toBe(false);
    expect(cookies.values.get('fd_favourite_numbers')).toBe('4-8-15');
    expect(cookies.values.get('fd_cart_token')).toBe('cart-token-1');
    await waitFor(() => expect(settings).toHaveFocus());
  });
});
