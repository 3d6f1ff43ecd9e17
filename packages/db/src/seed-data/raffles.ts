// Charity causes and their raffles. Each raffle is its own lottery with one draw at a time; dates
// are set relative to the seeding moment so the demo always has something on sale.
import type { causes } from '../schema/index';
import { RAFFLE_DRAW_TIME, RAFFLE_STOP_MINUTES } from './shared';

export const causeSeeds: Array<typeof causes.$inferInsert> = [
  {
    key: 'harbour_childrens_hospital',
    urlSlug: 'harbour-childrens-hospital',
    name: 'Harbour Children’s Hospital Foundation',
    description:
      'Funds research, equipment and family support at the Harbour Children’s Hospital, caring for more than 60,000 young patients each year.',
  },
  {
    key: 'tallowood_point_slsc',
    urlSlug: 'tallowood-point-surf-life-saving-club',
    name: 'Tallowood Point Surf Life Saving Club',
    description:
      'Volunteer lifesavers patrolling Tallowood Point beach every weekend from September to April; raffle proceeds buy rescue boards and an IRB.',
  },
  {
    key: 'riverside_hospice',
    urlSlug: 'riverside-hospice',
    name: 'Riverside Hospice',
    description:
      'Palliative care at home and in a twelve-bed hospice, free of charge to patients and families across the river district.',
  },
  {
    key: 'blue_gum_rfb',
    urlSlug: 'blue-gum-rural-fire-brigade',
    name: 'Blue Gum Rural Fire Brigade',
    description:
      'A volunteer brigade protecting the Blue Gum valley; your tickets fund a new Category 1 tanker and crew protective gear.',
  },
];

export interface RaffleSeed {
  key: string;
  causeKey: string;
  name: string;
  description: string;
  url: string;
  drawNo: number;
  /** Days from the seeding moment to the draw (Sydney calendar days, drawn at RAFFLE_DRAW_TIME). */
  drawInDays: number;
  prizeName: string;
  prizeValueCents: number;
  ticketCap: number;
  ticketsSold: number;
  /** Days from seeding until tickets go on sale (0 = on sale now). */
  salesStartInDays: number;
  /** Days from seeding until pre-orders open (negative = already open); null = no pre-orders. */
  preOrderStartInDays: number | null;
  /** A picture the web app ships (apps/web/public/images), named by the rule in @fairdraw/domain's pictures. */
  featureImage: string;
  /** Its primary unlike any other game's, so its mark stands apart (decision 0066). */
  colours: { primary: string; secondary: string; text: string };
  offers: Array<{ key: string; numTickets: number; priceCents: number }>;
}

const standardBundles = [
  { key: 'tickets_1', numTickets: 1, priceCents: 500 },
  { key: 'tickets_5', numTickets: 5, priceCents: 2_000 },
  { key: 'tickets_12', numTickets: 12, priceCents: 4_000 },
];

export const raffleStopMinutes = RAFFLE_STOP_MINUTES;
export const raffleDrawTime = RAFFLE_DRAW_TIME;

export const raffleSeeds: RaffleSeed[] = [
  {
    key: 'harbour_prize_home',
    causeKey: 'harbour_childrens_hospital',
    name: 'Harbour Children’s Prize Home',
    description:
      'Win a fully furnished four-bedroom home on the Central Coast worth $1.2 million and help the Harbour Children’s Hospital.',
    url: '/harbour-prize-home',
    drawNo: 112,
    drawInDays: 28,
    prizeName: 'Four-bedroom Central Coast home, fully furnished',
    prizeValueCents: 120_000_000,
    ticketCap: 250_000,
    ticketsSold: 143_208,
    salesStartInDays: 0,
    preOrderStartInDays: null,
    featureImage: '/images/raffles/harbour-prize-home-800.webp',
    colours: { primary: '#00587c', secondary: '#ffb81c', text: '#ffffff' },
    offers: standardBundles,
  },
  {
    key: 'tallowood_surf_raffle',
    causeKey: 'tallowood_point_slsc',
    name: 'Surf Club 4WD & Camper Raffle',
    description:
      'Win a new dual-cab 4WD ute and an off-road camper trailer, and keep Tallowood Point’s volunteer lifesavers on the beach.',
    url: '/tallowood-surf-raffle',
    drawNo: 37,
    drawInDays: 19,
    prizeName: 'Dual-cab 4WD ute with off-road camper trailer',
    prizeValueCents: 11_850_000,
    ticketCap: 40_000,
    // Nearly sold out.
    ticketsSold: 39_962,
    salesStartInDays: 0,
    preOrderStartInDays: null,
    featureImage: '/images/raffles/tallowood-surf-raffle-800.webp',
    colours: { primary: '#ffd100', secondary: '#e4002b', text: '#1d1d1b' },
    offers: standardBundles,
  },
  {
    key: 'riverside_hospice_cash',
    causeKey: 'riverside_hospice',
    name: 'Riverside Hospice $250,000 Cash Raffle',
    description: 'Win $250,000 in cash and fund a year of home visits by Riverside Hospice nurses.',
    url: '/riverside-hospice-cash',
    drawNo: 18,
    drawInDays: 49,
    prizeName: '$250,000 cash',
    prizeValueCents: 25_000_000,
    ticketCap: 60_000,
    ticketsSold: 0,
    // Pre-orders opened two days ago; tickets go on sale in five days.
    salesStartInDays: 5,
    preOrderStartInDays: -2,
    featureImage: '/images/raffles/riverside-hospice-cash-800.webp',
    colours: { primary: '#b5568f', secondary: '#ffffff', text: '#ffffff' },
    offers: [
      { key: 'tickets_1', numTickets: 1, priceCents: 1_000 },
      { key: 'tickets_3', numTickets: 3, priceCents: 2_500 },
      { key: 'tickets_10', numTickets: 10, priceCents: 5_000 },
    ],
  },
  {
    key: 'blue_gum_cash',
    causeKey: 'blue_gum_rfb',
    name: 'Blue Gum Brigade $50,000 Cash Raffle',
    description:
      'Win $50,000 in cash and help the Blue Gum Rural Fire Brigade buy a new tanker before summer.',
    url: '/blue-gum-cash',
    drawNo: 9,
    drawInDays: 35,
    prizeName: '$50,000 cash',
    prizeValueCents: 5_000_000,
    ticketCap: 12_000,
    ticketsSold: 6_540,
    salesStartInDays: 0,
    preOrderStartInDays: null,
    featureImage: '/images/raffles/blue-gum-cash-800.webp',
    colours: { primary: '#55691f', secondary: '#ffb81c', text: '#ffffff' },
    offers: standardBundles,
  },
];
