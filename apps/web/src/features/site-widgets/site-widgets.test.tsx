import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Capability, ComponentVariants, TranslationItem } from '@fairdraw/contracts';
import { filledQueryClient, offlineClient, renderShop, waitLongerForLazyPages } from '../../test/render';
import { allCapabilities, configFixture } from '../../test/fixtures';
import { clientWithGet, getByPath, notFound } from '../../test/fake-api';
import { componentsFixture, widgetTextsFixture } from '../../test/content-fixtures';
import { componentsQueryOptions } from './api/get-components';
import { widgetTextsQueryOptions } from '../../lib/api/get-widget-texts';

waitLongerForLazyPages();

interface WidgetData {
  variants?: ComponentVariants;
  texts?: TranslationItem[];
  capabilities?: readonly Capability[];
}

/** The shop at `path` with the site config choosing `variants` and the translation service's `texts`. */
function renderWithWidgets(path: string, data: WidgetData = {}) {
  const queryClient = filledQueryClient({ capabilities: data.capabilities ?? allCapabilities });
  queryClient.setQueryData(componentsQueryOptions(offlineClient).queryKey, {
    ...componentsFixture,
    ...data.variants,
  });
  queryClient.setQueryData(
    widgetTextsQueryOptions(offlineClient, configFixture.siteLocale).queryKey,
    data.texts ?? widgetTextsFixture,
  );
  return renderShop(path, {}, queryClient);
}

describe('the reasons to buy on the home page (uniqueSellingPointWidget)', () => {
  it('shows four reasons with their explanations by default', async () => {
    renderWithWidgets('/');
    const strip = await screen.findByRole('region', { name: 'Why play with Fairdraw' });
    expect(
      within(strip)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Official tickets in your name',
      'Prizes paid to your account',
      'Licensed and regulated',
      'Secure payments',
    ]);
    expect(within(strip).getByText(/pay prizes straight into your wallet/)).toBeInTheDocument();
  });

  it('keeps only the titles when compact', async () => {
    renderWithWidgets('/', { variants: { uniqueSellingPointWidget: 'compact' } });
    const strip = await screen.findByRole('region', { name: 'Why play with Fairdraw' });
    expect(within(strip).getByRole('heading', { name: 'Secure payments' })).toBeInTheDocument();
    expect(within(strip).queryByText(/pay prizes straight into your wallet/)).not.toBeInTheDocument();
  });

  it('takes its words from the home.usp translation item', async () => {
    const texts: TranslationItem[] = [
      {
        id: 'home.usp',
        category: 'home',
        type: 'json',
        value: [{ title: 'Tickets in minutes', text: 'Pick your numbers and pay in a few taps.' }],
      },
    ];
    renderWithWidgets('/', { texts });
    const strip = await screen.findByRole('region', { name: 'Why play with Fairdraw' });
    expect(
      within(strip)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Tickets in minutes']);
  });

  it('is hidden when off', async () => {
    renderWithWidgets('/', { variants: { uniqueSellingPointWidget: 'off' } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Why play with Fairdraw' })).not.toBeInTheDocument();
  });
});

describe('how a ticket helps, on the charity pages (charitySupportWidget)', () => {
  it('explains the support and links to the causes on /charity-tickets', async () => {
    renderWithWidgets('/charity-tickets', { capabilities: [...allCapabilities, 'causes_directory'] });
    const block = await screen.findByRole('region', { name: 'How your ticket helps' });
    expect(within(block).getByText(/A share of every ticket goes straight to the cause/)).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Meet the causes we support' })).toHaveAttribute(
      'href',
      '/causes',
    );
  });

  it('leaves out the link while the causes directory is off, and the points when compact', async () => {
    renderWithWidgets('/charity-tickets', { variants: { charitySupportWidget: 'compact' } });
    const block = await screen.findByRole('region', { name: 'How your ticket helps' });
    expect(within(block).queryByRole('link')).not.toBeInTheDocument();
    expect(within(block).queryByRole('list')).not.toBeInTheDocument();
  });

  it('is hidden when off', async () => {
    renderWithWidgets('/charity-tickets', { variants: { charitySupportWidget: 'off' } });
    await screen.findByRole('heading', { level: 1, name: 'Charity raffles' });
    expect(screen.queryByRole('region', { name: 'How your ticket helps' })).not.toBeInTheDocument();
  });
});

describe('customer care on play pages (productSupportBanner)', () => {
  it('shows the phone, e-mail and hours from the config', async () => {
    renderWithWidgets('/powerball');
    const banner = await screen.findByRole('complementary', { name: 'Need a hand with your ticket?' });
    expect(within(banner).getByRole('link', { name: '1300 123 456' })).toHaveAttribute(
      'href',
      'tel:1300123456',
    );
    expect(within(banner).getByRole('link', { name: 'help@fairdraw.example' })).toHaveAttribute(
      'href',
      'mailto:help@fairdraw.example',
    );
    expect(within(banner).getByText(/Monday to Friday/)).toBeInTheDocument();
  });

  it('says it in one line when compact', async () => {
    renderWithWidgets('/powerball', { variants: { productSupportBanner: 'compact' } });
    const banner = await screen.findByRole('complementary', { name: 'Customer care' });
    expect(banner).toHaveTextContent(/^Questions\? Call 1300 123 456 or email help@fairdraw\.example\./);
    expect(within(banner).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('is hidden when off', async () => {
    renderWithWidgets('/powerball', { variants: { productSupportBanner: 'off' } });
    await screen.findByRole('heading', { level: 1, name: 'Powerball' });
    expect(screen.queryByRole('complementary', { name: /care|hand/ })).not.toBeInTheDocument();
  });
});

describe('the footer widgets', () => {
  it('shows the company, its ABN, licence and registered office by default', async () => {
    renderWithWidgets('/');
    const footer = await screen.findByRole('contentinfo');
    const company = within(footer).getByRole('region', { name: 'Fairdraw Pty Ltd' });
    expect(company).toHaveTextContent(/ABN\s*12 345 678 901/);
    expect(company).toHaveTextContent(/Registered office\s*Level 4, 100 Harbour Street, Sydney NSW 2000/);
  });

  it('puts the company on one line when compact, and shows nothing without its details', async () => {
    const { unmount } = renderWithWidgets('/', { variants: { companyInformationWidget: 'compact' } });
    const footer = await screen.findByRole('contentinfo');
    expect(
      within(footer).getByText('Fairdraw Pty Ltd · ABN 12 345 678 901 · NSW licence LA-000123'),
    ).toBeInTheDocument();
    unmount();
    renderWithWidgets('/', { texts: [] });
    const bare = await screen.findByRole('contentinfo');
    expect(within(bare).queryByText(/ABN/)).not.toBeInTheDocument();
  });

  it('follows the feedback variant, within its capability', async () => {
    const withFeedback = [...allCapabilities, 'feedback' as const];
    const { unmount } = renderWithWidgets('/', { capabilities: withFeedback });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(/It takes a minute/)).toBeInTheDocument();
    unmount();

    const compact = renderWithWidgets('/', {
      capabilities: withFeedback,
      variants: { customerFeedbackBanner: 'compact' },
    });
    const compactFooter = await screen.findByRole('contentinfo');
    expect(within(compactFooter).getByRole('button', { name: 'Add feedback' })).toBeInTheDocument();
    expect(within(compactFooter).queryByText(/It takes a minute/)).not.toBeInTheDocument();
    compact.unmount();

    renderWithWidgets('/', { capabilities: withFeedback, variants: { customerFeedbackBanner: 'off' } });
    const offFooter = await screen.findByRole('contentinfo');
    expect(within(offFooter).queryByRole('button', { name: 'Add feedback' })).not.toBeInTheDocument();
  });

  it('invites partners to the contact form with its topic chosen, only when turned on', async () => {
    const { unmount } = renderWithWidgets('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('region', { name: 'Partner with us' })).not.toBeInTheDocument();
    unmount();

    renderWithWidgets('/', { variants: { affiliateWidget: 'default' } });
    const onFooter = await screen.findByRole('contentinfo');
    const invitation = within(onFooter).getByRole('region', { name: 'Partner with us' });
    expect(within(invitation).getByRole('link', { name: 'Ask about our partner programme' })).toHaveAttribute(
      'href',
      '/about/contact-us?topic=Partnerships%20and%20affiliates',
    );
  });
});

describe('without a published site config (404)', () => {
  it('shows each widget in its default layout and keeps the partner invitation off', async () => {
    const queryClient = filledQueryClient();
    queryClient.removeQueries({ queryKey: componentsQueryOptions(offlineClient).queryKey });
    const get = getByPath({ '/components': () => Promise.reject(notFound('/components')) });
    renderShop('/', {}, queryClient, { client: clientWithGet(get) });
    expect(await screen.findByRole('region', { name: 'Why play with Fairdraw' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('region', { name: 'Fairdraw Pty Ltd' })).toBeInTheDocument();
    expect(within(footer).queryByRole('region', { name: 'Partner with us' })).not.toBeInTheDocument();
  });
});
