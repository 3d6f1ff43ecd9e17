// The shop's words in the translation service: en-AU for everything, and a few en-GB items in British
// spelling (the rest of en-GB falls back to en-AU).
import type { TranslationSeed } from './types';

const seo = (id: string, title: string, description: string): TranslationSeed => ({
  locale: 'en-AU',
  id: `seo.${id}`,
  category: 'seo',
  type: 'seo',
  value: { title, description },
});

const seoItems: TranslationSeed[] = [
  seo(
    'home',
    'Fairdraw | Official Australian lotteries and charity raffles online',
    'Buy official Powerball, Oz Lotto, Saturday Lotto and Set for Life tickets, join a syndicate or support a cause with a charity raffle. Prizes paid straight to your wallet.',
  ),
  seo(
    'lotto-tickets',
    'Buy lotto tickets online | Powerball, Oz Lotto, Saturday Lotto | Fairdraw',
    'This week’s jackpots and draw times for Powerball, Oz Lotto, Saturday Lotto, Set for Life, Monday & Wednesday Lotto and Lotto Strike. Entries in the official draws.',
  ),
  seo(
    'charity-tickets',
    'Charity raffles | Win prize homes, cars and cash | Fairdraw',
    'Win a prize home, a 4WD or cash while supporting a children’s hospital, a surf club, a hospice and a rural fire brigade. Tickets from $5.',
  ),
  seo(
    'syndicates',
    'Lotto syndicates | Play more games for less | Fairdraw',
    'Buy a share in a Powerball, Oz Lotto or Saturday Lotto syndicate. More games for your money, with prizes split by share and paid automatically.',
  ),
  seo(
    'lotto-results',
    'Lotto and raffle results | Fairdraw',
    'The latest results for Powerball, Oz Lotto, Saturday Lotto, Set for Life, Monday & Wednesday Lotto, Lotto Strike and Fairdraw’s charity raffles.',
  ),
  seo(
    'blog',
    'News | Fairdraw',
    'Winners’ stories, news from the causes our raffles support, and plain-English guides to playing responsibly.',
  ),
  seo(
    'causes',
    'The causes we support | Fairdraw',
    'Meet the Harbour Children’s Hospital Foundation, Tallowood Point Surf Life Saving Club, Riverside Hospice and the Blue Gum Rural Fire Brigade, and see what your raffle tickets pay for.',
  ),
  seo(
    'ticket-checker',
    'Ticket checker | Fairdraw',
    'Check any lottery ticket against the official results in seconds: enter the draw and your numbers to see what you have won.',
  ),
  seo(
    'login',
    'Sign in | Fairdraw',
    'Sign in to your Fairdraw account to buy tickets, see your results, manage your wallet and set your limits.',
  ),
  seo(
    'register',
    'Open an account | Fairdraw',
    'Open a free Fairdraw account in a few minutes. You must be 18 or over and live in Australia.',
  ),
];

const homeItems: TranslationSeed[] = [
  {
    locale: 'en-AU',
    id: 'home.hero.title',
    category: 'home',
    type: 'plain',
    value: 'Official lotteries and raffles that give back',
  },
  {
    locale: 'en-AU',
    id: 'home.hero.subtitle',
    category: 'home',
    type: 'plain',
    value:
      'Play Powerball, Oz Lotto and Saturday Lotto online, join a syndicate, or win a prize home while supporting Australian causes. Prizes paid to your wallet, automatically.',
  },
  {
    locale: 'en-AU',
    id: 'home.hero.image',
    category: 'home',
    type: 'image',
    value: {
      imageUrl: '/cms/assets/about-illustration',
      contentDescription: 'A lottery ticket on a phone screen next to a tick and a padlock',
      imageHeight: 630,
      imageWidth: 1200,
    },
  },
  {
    locale: 'en-AU',
    id: 'home.usp',
    category: 'home',
    type: 'json',
    value: [
      {
        title: 'Official tickets in your name',
        text: 'Every entry goes into the official Australian draw, and your ticket is in your account before the draw closes.',
      },
      {
        title: 'Prizes paid automatically',
        text: 'We check every ticket and pay prizes straight into your wallet. Withdraw to your bank whenever you like.',
      },
      {
        title: 'Licensed and regulated',
        text: 'Fairdraw holds a NSW lottery agent licence and raffle permits, and follows the national responsible gambling code.',
      },
      {
        title: 'Secure payments',
        text: 'Pay by card, PayPal, Apple Pay or Google Pay over an encrypted connection; we never keep your full card number.',
      },
    ],
  },
  {
    locale: 'en-AU',
    id: 'home.responsible-gambling',
    category: 'footer',
    type: 'markdown',
    value:
      'Gamble responsibly. Call Gambling Help on **1800 858 858** or visit [gamblinghelponline.org.au](https://www.gamblinghelponline.org.au) for free, confidential support, 24/7. You must be 18+ to play.',
  },
];

/** The site widgets' words (decision 0043); each value has the shape of its widgetTextSchemas entry. */
const widgetItems: TranslationSeed[] = [
  {
    locale: 'en-AU',
    id: 'widgets.company',
    category: 'widgets',
    type: 'json',
    value: {
      name: 'Fairdraw Pty Ltd',
      abn: '12 345 678 901',
      licence: 'Licensed lottery agent, NSW licence LA-000123 (demo)',
      address: 'Level 4, 100 Harbour Street, Sydney NSW 2000',
      freeEntryAddress: ['Fairdraw Free Entry', 'GPO Box 4100', 'Sydney NSW 2001'],
    },
  },
  {
    locale: 'en-AU',
    id: 'widgets.charity-support',
    category: 'widgets',
    type: 'json',
    value: {
      title: 'How your ticket helps',
      text: 'Every charity raffle ticket raises money for the cause named on its raffle, whether or not you win.',
      points: [
        'A share of every ticket goes straight to the cause.',
        'Each raffle is drawn under a permit from the state regulator.',
        'Causes tell us what the money paid for, and we share it in our news.',
      ],
      linkLabel: 'Meet the causes we support',
    },
  },
  {
    locale: 'en-AU',
    id: 'widgets.product-support',
    category: 'widgets',
    type: 'json',
    value: {
      title: 'Need a hand with your ticket?',
      text: 'Our customer care team in Sydney can help you choose a game, check an entry or sort out a payment.',
    },
  },
  {
    locale: 'en-AU',
    id: 'widgets.affiliate',
    category: 'widgets',
    type: 'json',
    value: {
      title: 'Partner with us',
      text: 'Run a sports club, a community group or a website? Earn a commission when the people you send to Fairdraw buy tickets.',
      linkLabel: 'Ask about our partner programme',
      topic: 'Partnerships and affiliates',
    },
  },
];

/** British spelling for a few items, so a missing en-GB item visibly falls back to en-AU. */
const britishItems: TranslationSeed[] = [
  {
    locale: 'en-GB',
    id: 'home.hero.subtitle',
    category: 'home',
    type: 'plain',
    value:
      'Play Australia’s official lotteries online, join a syndicate, or win a prize home whilst supporting the causes we favour. Prizes are paid to your wallet automatically.',
  },
  {
    locale: 'en-GB',
    id: 'home.usp',
    category: 'home',
    type: 'json',
    value: [
      {
        title: 'Official tickets in your name',
        text: 'Every entry goes into the official Australian draw, and your ticket is in your account before the draw closes.',
      },
      {
        title: 'Prizes paid automatically',
        text: 'We check every ticket and pay prizes straight into your wallet. Withdraw to your bank account whenever you like.',
      },
      {
        title: 'Licensed and regulated',
        text: 'Fairdraw holds a NSW lottery agent licence and raffle permits, and follows the national responsible gambling code.',
      },
      {
        title: 'Secure payments',
        text: 'Pay by card, PayPal, Apple Pay or Google Pay over an encrypted connection; we never keep your full card number.',
      },
    ],
  },
  {
    locale: 'en-GB',
    id: 'seo.home',
    category: 'seo',
    type: 'seo',
    value: {
      title: 'Fairdraw | Official Australian lotteries and charity raffles online',
      description:
        'Buy official Australian lottery tickets, join a syndicate or support a favourite cause with a charity raffle. Prizes paid straight to your wallet.',
    },
  },
];

export const translationSeeds: TranslationSeed[] = [
  ...seoItems,
  ...homeItems,
  ...widgetItems,
  ...britishItems,
];
