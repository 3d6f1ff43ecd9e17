// Content service answers for component tests: the shop's built-in look as a theme.
import type { ComponentVariants, Navigation, Theme, TranslationItem } from '@fairdraw/contracts';

export const themeFixture: Theme = {
  colours: {
    primary: '#0b5563',
    primaryContrast: '#ffffff',
    accent: '#ffe3a3',
    background: '#f6f8f8',
    surface: '#ffffff',
    text: '#1b2a30',
    mutedText: '#4a5a61',
    border: '#c7d3d6',
  },
  logos: { main: 'fairdraw-logo', alt: 'Fairdraw' },
  fonts: { body: 'system-ui, sans-serif', heading: 'system-ui, sans-serif' },
  motifs: { heading: 'none', banner: 'plain' },
  borderRadius: '8px',
  boxShadow: 'soft',
};

/** No overrides: the shop's own menus and labels. */
export const navigationFixture: Navigation = { header: [], footer: [], routeLabels: {} };

/** The demo site config's choices: every widget in its default layout, the partner invitation off. */
export const componentsFixture: ComponentVariants = {
  uniqueSellingPointWidget: 'default',
  companyInformationWidget: 'default',
  charitySupportWidget: 'default',
  productSupportBanner: 'default',
  customerFeedbackBanner: 'default',
  affiliateWidget: 'off',
};

/** The widgets' words from the translation service: the company's details; the rest keep the web's own. */
export const widgetTextsFixture: TranslationItem[] = [
  {
    id: 'widgets.company',
    category: 'widgets',
    type: 'json',
    value: {
      name: 'Fairdraw Pty Ltd',
      abn: '12 345 678 901',
      licence: 'NSW licence LA-000123',
      address: 'Level 4, 100 Harbour Street, Sydney NSW 2000',
      freeEntryAddress: ['Fairdraw Free Entry', 'GPO Box 4100', 'Sydney NSW 2001'],
    },
  },
];
