// Demo content: the theme, the navigation, the contact page and the blog's landing text and categories.
import type { ContentItemSeed } from './types';

/** The about pages' shared menu. */
export const aboutSubnavigation = [
  { label: 'About us', href: '/about' },
  { label: 'Responsible gambling', href: '/about/responsible-gaming' },
  { label: 'FAQ', href: '/about/faq' },
  { label: 'Terms and conditions', href: '/about/terms-and-conditions' },
  { label: 'Terms of use', href: '/about/terms-of-use' },
  { label: 'Privacy', href: '/about/privacy' },
  { label: 'Cookie policy', href: '/about/cookie-policy' },
  { label: 'Contact us', href: '/about/contact-us' },
];

export const siteItemSeeds: ContentItemSeed[] = [
  {
    collection: 'theme',
    data: {
      // The values of apps/web/src/app/styles.css, so applying the theme changes nothing visually.
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
      fonts: {
        body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      },
      motifs: { heading: 'underline', banner: 'plain' },
      borderRadius: '8px',
      boxShadow: 'soft',
    },
  },
  {
    collection: 'site_config',
    data: {
      navigation: {
        header: [
          { label: 'Lotteries', href: '/lotto-tickets' },
          { label: 'Charity raffles', href: '/charity-tickets' },
          { label: 'Syndicates', href: '/syndicates' },
          { label: 'Results', href: '/lotto-results' },
          { label: 'News', href: '/blog' },
        ],
        footer: [
          {
            title: 'About Fairdraw',
            links: [
              { label: 'About us', href: '/about' },
              { label: 'News', href: '/blog' },
              { label: 'Causes', href: '/causes' },
              { label: 'Contact us', href: '/about/contact-us' },
            ],
          },
          {
            title: 'Help',
            links: [
              { label: 'FAQ', href: '/about/faq' },
              { label: 'Responsible gambling', href: '/about/responsible-gaming' },
              { label: 'Ticket checker', href: '/ticket-checker' },
            ],
          },
          {
            title: 'Legal',
            links: [
              { label: 'Terms and conditions', href: '/about/terms-and-conditions' },
              { label: 'Terms of use', href: '/about/terms-of-use' },
              { label: 'Privacy', href: '/about/privacy' },
              { label: 'Cookie policy', href: '/about/cookie-policy' },
            ],
          },
        ],
        routeLabels: { '/lotto-tickets': 'Lotteries', '/blog': 'News' },
      },
      components: {
        companyInformationWidget: 'default',
        charitySupportWidget: 'default',
        uniqueSellingPointWidget: 'default',
        productSupportBanner: 'default',
        customerFeedbackBanner: 'default',
        affiliateWidget: 'off',
      },
    },
  },
  {
    collection: 'contact_page',
    data: {
      title: 'Contact us',
      intro:
        'Our customer care team in Sydney answers every message within one business day. Choose a topic so your message reaches the right person, or call us during opening hours. Please never send your password or full card number.',
      seo: {
        title: 'Contact us | Fairdraw',
        description:
          'Questions about your account, tickets, prizes, identity checks or spend limits? Send Fairdraw’s Sydney customer care team a message and we will reply within one business day.',
      },
      topics: [
        'My account',
        'Buying tickets',
        'Prizes and withdrawals',
        'Identity verification',
        'Syndicates',
        'Charity raffles',
        'Partnerships and affiliates',
        'Responsible gambling',
        'Something else',
      ],
    },
  },
  {
    collection: 'blog',
    data: {
      title: 'News',
      intro:
        'Winners’ stories, news from the causes our raffles support, and plain-English guides to playing the lotteries safely.',
      seo: {
        title: 'News | Fairdraw',
        description:
          'Fairdraw news: stories from winners and syndicates, updates from the hospitals, surf clubs, hospices and brigades our raffles support, and guides to playing responsibly.',
      },
    },
  },
  {
    collection: 'blog_categories',
    data: {
      slug: 'winners',
      name: 'Winners’ stories',
      description:
        'Fairdraw customers and syndicates who have won, told with their permission and first names only.',
    },
  },
  {
    collection: 'blog_categories',
    data: {
      slug: 'community',
      name: 'Community and causes',
      description: 'What raffle money has paid for, and the people behind the causes Fairdraw supports.',
    },
  },
  {
    collection: 'blog_categories',
    data: {
      slug: 'guides',
      name: 'How to play',
      description:
        'Plain-English guides to the games, syndicates, prize claims and the tools that keep play in check.',
    },
  },
];
