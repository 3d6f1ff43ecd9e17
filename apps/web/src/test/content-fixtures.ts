// Content service answers for component tests: the shop's built-in look as a theme.
import type { Navigation, Theme } from '@fairdraw/contracts';

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
