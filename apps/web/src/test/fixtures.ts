// Contract-valid data for component tests: every fixture goes through the shared zod schema, so a
// contract change that breaks the pages breaks these tests too.
import {
  brandingResultSchema,
  capabilitiesResultSchema,
  configResultSchema,
  customerRecordSchema,
  loginResultSchema,
  productOffersResultSchema,
} from '@fairdraw/contracts';
import type {
  Capability,
  ConfigResult,
  CustomerRecord,
  LoginResult,
  ProductOffersResult,
} from '@fairdraw/contracts';
import { sydneyWeekday } from '@fairdraw/domain';

/** Monday 2 March 2026, 10:00 in Sydney (AEDT, UTC+11). */
export const NOW = new Date('2026-03-01T23:00:00Z');

export const configFixture: ConfigResult = configResultSchema.parse({
  siteName: 'Fairdraw',
  siteLocale: 'en-AU',
  baseCurrency: 'AUD',
  timeZone: 'Australia/Sydney',
  sessionTimeout: 3600,
  minRegistrationAge: 18,
  socialAccounts: [
    { network: 'facebook', url: 'https://www.facebook.com/fairdraw' },
    { network: 'instagram', url: 'https://www.instagram.com/fairdraw' },
  ],
  customerAddressConfig: {
    address: 'required',
    addressLine2: 'never',
    country: 'required',
    postcode: 'required',
    state: 'required',
    suburb: 'required',
  },
  signup: { termsCheckbox: true, emailOptInCheckbox: true, emailOptInDefault: false },
  twoFactorAuthenticationConfig: {
    methods: ['authenticator', 'email'],
    codeLength: 6,
    resendLockSeconds: 30,
  },
  cookieConsent: { required: false, maxAgeDays: 365 },
  causeLotteryBinding: [],
  support: {
    phone: '1300 123 456',
    email: 'help@fairdraw.example',
    chatUrl: null,
    openingHours: 'Monday to Friday, 9am to 5pm (Sydney time)',
  },
  acceptedPaymentMethods: ['VISA', 'MASTERCARD', 'AMEX', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY'],
  regulation: {
    text: 'Fairdraw is licensed to sell lottery and raffle tickets in Australia.',
    disclaimer: 'You must be 18 or older to play. Please gamble responsibly.',
  },
  sitewideBanner: null,
  defaultSegment: 'visitor',
  defaultPricingId: 'web',
});

export const allCapabilities: Capability[] = [
  'commercial_lotteries',
  'charity_lotteries',
  'syndicates',
  'multi_offer_site',
  'responsible_gambling',
  'sitewide-banner',
];

export function capabilitiesFixture(capabilities: readonly Capability[] = allCapabilities) {
  return capabilitiesResultSchema.parse({ segmentName: 'visitor', capabilities });
}

const aud = (amount: string) => ({ amount, currency: 'AUD' });

function numberSet(key: string, name: string, count: number, min: number, max: number) {
  return { key, name, count, min, max, drawnCount: count, supplementaryCount: 0 };
}

function gameOffer(key: string, name: string, price: string) {
  return {
    key,
    name,
    numberSets: [numberSet('main', 'Numbers', 7, 1, 35), numberSet('powerball', 'Powerball', 1, 1, 20)],
    defaultGames: 18,
    minGames: 4,
    maxGames: 50,
    pricePerGame: aud(price),
  };
}

/** A lottery draw on a given Sydney evening (UTC ISO), closing an hour before. */
function lotteryDraw(
  lotteryKey: string,
  drawNo: number,
  drawOffset: number,
  dateIso: string,
  prizePool: string,
) {
  const date = new Date(dateIso);
  return {
    type: 'lottery',
    drawId: `${lotteryKey}-${drawNo}`,
    drawNo,
    lotteryKey,
    date: date.toISOString(),
    stop: new Date(date.getTime() - 60 * 60_000).toISOString(),
    day: sydneyWeekday(date),
    prizePool: aud(prizePool),
    prizePoolSuffix: null,
    isPrizePoolUnknown: false,
    drawOffset,
    state: 'DRAW_OPEN',
    drawData: null,
    offers: [],
    purchaseStatus: null,
  };
}

function raffleDraw(lotteryKey: string, drawNo: number, purchaseStatus: string, prize: string) {
  return {
    type: 'raffle',
    drawId: `${lotteryKey}-${drawNo}`,
    drawNo,
    lotteryKey,
    date: '2026-03-20T09:00:00Z',
    stop: '2026-03-19T12:59:00Z',
    day: 'friday',
    prizePool: null,
    prizePoolSuffix: null,
    isPrizePoolUnknown: true,
    drawOffset: 0,
    state: 'DRAW_OPEN',
    drawData: {
      drawNumber: drawNo,
      name: prize,
      drawStop: '2026-03-19T12:59:00Z',
      drawDate: '2026-03-20T09:00:00Z',
      value: aud('1250000.00'),
      featureImage: null,
      drawPreOrderStartDate: null,
      ticketCap: 5000,
      ticketsSold: 1234,
    },
    offers: [
      { key: 'one', numTickets: 1, price: aud('5.00') },
      { key: 'five', numTickets: 5, price: aud('20.00') },
    ],
    purchaseStatus,
  };
}

function offer(fields: Record<string, unknown>) {
  return {
    description: '',
    urlAliases: [],
    availability: 'available',
    suspended: false,
    drawDays: 0,
    causes: [],
    gameTypes: [],
    recurringPurchase: { type: 'autoplay', availability: 'optional' },
    analyticsProductType: 'lottery',
    syndicate: null,
    ...fields,
  };
}

export const offersFixture: ProductOffersResult = productOffersResultSchema.parse({
  ranking: ['oz_lotto', 'powerball', 'dream_home', 'sold_out_raffle', 'powerball_syndicate'],
  restrictions: [],
  offers: [
    offer({
      key: 'powerball',
      type: 'lottery_ticket',
      name: 'Powerball',
      description: 'Pick 7 numbers and a Powerball for a shot at the jackpot.',
      url: '/powerball',
      displayCategory: 'jackpot',
      lotteryKey: 'powerball',
      drawDays: 0b0001000,
      draws: [
        // Listed out of order on purpose: pages sort by date.
        lotteryDraw('powerball', 1502, 1, '2026-03-12T09:30:00Z', '25000000.00'),
        lotteryDraw('powerball', 1501, 0, '2026-03-05T09:30:00Z', '20000000.00'),
        lotteryDraw('powerball', 1503, 2, '2026-03-19T09:30:00Z', '30000000.00'),
        lotteryDraw('powerball', 1504, 3, '2026-03-26T09:30:00Z', '35000000.00'),
      ],
      // Also out of order: the page shows them in the spec's game-type order.
      gameTypes: [
        { key: 'powerhit', name: 'PowerHit', gameOffers: [gameOffer('powerhit', 'PowerHit', '27.50')] },
        { key: 'standard', name: 'Standard', gameOffers: [gameOffer('standard', 'Standard', '1.35')] },
        { key: 'reduced_system', name: 'System', gameOffers: [gameOffer('system_8', 'System 8', '10.80')] },
      ],
    }),
    offer({
      key: 'oz_lotto',
      type: 'lottery_ticket',
      name: 'Oz Lotto',
      url: 'oz-lotto',
      displayCategory: 'lottery',
      lotteryKey: 'oz_lotto',
      draws: [lotteryDraw('oz_lotto', 1660, 0, '2026-03-03T09:30:00Z', '8000000.00')],
    }),
    offer({
      key: 'dream_home',
      type: 'raffle_ticket',
      name: 'Dream Home Raffle',
      url: '/dream-home',
      displayCategory: 'raffle',
      lotteryKey: 'dream_home',
      analyticsProductType: 'raffle',
      causes: [
        {
          key: 'kids_cancer',
          urlSlug: 'kids-cancer',
          name: 'Kids Cancer Foundation',
          description: 'Funding research into childhood cancers.',
        },
      ],
      draws: [raffleDraw('dream_home', 42, 'open', 'Gold Coast dream home')],
    }),
    offer({
      key: 'sold_out_raffle',
      type: 'raffle_ticket',
      name: 'Sold Out Raffle',
      url: '/sold-out-raffle',
      displayCategory: 'raffle',
      lotteryKey: 'sold_out_raffle',
      draws: [raffleDraw('sold_out_raffle', 7, 'sold_out', 'Holiday package')],
    }),
    offer({
      key: 'powerball_syndicate',
      type: 'syndicate_share',
      name: 'Powerball Syndicate',
      url: '/powerball-syndicate',
      displayCategory: 'syndicate',
      lotteryKey: 'powerball',
      draws: [lotteryDraw('powerball', 1501, 0, '2026-03-05T09:30:00Z', '20000000.00')],
      syndicate: {
        size: 100,
        sharesSold: 40,
        costPerShare: aud('25.00'),
        syndicateEncodedId: 'pbs-1',
        tickets: [{ name: 'System 10', numStandardGames: 210, numGames: 1 }],
      },
    }),
  ],
});

export const brandingFixture = brandingResultSchema.parse({
  products: [
    {
      id: 'powerball',
      aliases: [],
      colours: { primary: '#1d3f8f', secondary: '#ffffff', text: '#ffffff' },
      logoText: 'PB',
      regionOverrides: [],
      subvariant: null,
    },
  ],
});

/** The demo customer as GET /customer answers. */
export const customerFixture: CustomerRecord = customerRecordSchema.parse({
  customerId: 'cus_demo_1',
  pricingId: 'web',
  segmentName: 'new_customer',
  firstname: 'Dana',
  lastname: 'Demo',
  email: 'demo@fairdraw.test',
  balance: { amount: '500.00', currency: 'AUD' },
  availableFunds: { amount: '500.00', currency: 'AUD' },
  state: 'active',
  verification: { methods: [] },
  isVerified: true,
  accountUpgrade: false,
  forcePasswordChange: false,
  brandingRegion: 'NSW',
  migrationStatus: 'ineligible',
  spendLimitRequired: false,
  favouriteNumbers: [7, 14],
  countryBanned: false,
  countryBannedConfirmationRequired: false,
  addressConfirmationRequired: false,
  emailAddressConfirmationRequired: false,
} satisfies CustomerRecord);

/** A login answer; the access token is JWT-shaped like the server's. */
export const loginResultFixture: LoginResult = loginResultSchema.parse({
  accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjdXNfZGVtb18xIn0.c2lnbmF0dXJl',
  refreshToken: 'refresh_token_1',
  customerId: 'cus_demo_1',
  customerToken: 'customer-token_1',
  twoFactorAuth: { enabled: false, method: null, identifier: null },
} satisfies LoginResult);

// Orders: the receipt and "My tickets" (GET /checkout/{id}, GET /orders, GET /orders/{id}).
// Own import so this section can be appended without touching the list above.
import { orderDetailSchema, orderSummarySchema, receiptSchema } from '@fairdraw/contracts';
import type { OrderDetail, OrderSummary, Receipt } from '@fairdraw/contracts';

/** Powerball, 2 standard games over 2 draws from Thursday 5 March (a "This Thursday" draw at NOW). */
export const powerballOrderFixture: OrderSummary = orderSummarySchema.parse({
  id: 'ord_pb_1',
  checkoutId: 'chk_1',
  productType: 'multi_draw_ticket',
  lotteryKey: 'powerball',
  productName: 'Powerball',
  gameType: 'standard',
  gameOffer: 'standard',
  drawNo: 1501,
  drawDate: '2026-03-05T09:30:00Z',
  nextDrawDate: '2026-03-05T09:30:00Z',
  numDraws: 2,
  numGames: 2,
  quantity: 1,
  causeKey: null,
  description: 'Standard, 2 games',
  total: aud('5.40'),
  purchasedAt: '2026-03-01T22:45:00Z',
  status: 'upcoming',
} satisfies OrderSummary);

/** One bundle of 5 Dream Home raffle tickets for the Kids Cancer Foundation. */
export const raffleOrderFixture: OrderSummary = orderSummarySchema.parse({
  id: 'ord_dh_1',
  checkoutId: 'chk_1',
  productType: 'raffle_ticket',
  lotteryKey: 'dream_home',
  productName: 'Dream Home Raffle',
  gameType: null,
  gameOffer: 'five',
  drawNo: 42,
  drawDate: '2026-03-20T09:00:00Z',
  nextDrawDate: '2026-03-20T09:00:00Z',
  numDraws: 1,
  numGames: 5,
  quantity: 1,
  causeKey: 'kids_cancer',
  description: '5 tickets for $20.00',
  total: aud('20.00'),
  purchasedAt: '2026-03-01T22:45:00Z',
  status: 'upcoming',
} satisfies OrderSummary);

/** The receipt of checkout chk_1: both orders above, paid from a $500.00 wallet. */
export const receiptFixture: Receipt = receiptSchema.parse({
  checkoutId: 'chk_1',
  total: aud('25.40'),
  balanceAfter: aud('474.60'),
  paymentMethod: 'wallet',
  purchasedAt: '2026-03-01T22:45:00Z',
  orders: [powerballOrderFixture, raffleOrderFixture],
  trackingData: { goals: ['purchase'], products: [] },
} satisfies Receipt);

/** `count` upcoming Powerball orders, numbered from `first` (ord_1, ord_2, …) for list pages. */
export function upcomingOrdersFixture(count: number, first = 1): OrderSummary[] {
  return Array.from({ length: count }, (_, index) =>
    orderSummarySchema.parse({
      ...powerballOrderFixture,
      id: `ord_${first + index}`,
      checkoutId: `chk_${first + index}`,
      description: `Order ${first + index}`,
    }),
  );
}

/** A Powerball ticket bought a week earlier: its first draw is drawn, the second still open. */
export const powerballOrderDetailFixture: OrderDetail = orderDetailSchema.parse({
  ...powerballOrderFixture,
  id: 'ord_pb_0',
  drawNo: 1500,
  drawDate: '2026-02-26T09:30:00Z',
  purchasedAt: '2026-02-24T01:15:00Z',
  games: [
    {
      sets: [
        { key: 'main', numbers: [3, 12, 18, 27, 30, 33, 35] },
        { key: 'powerball', numbers: [7] },
      ],
    },
    {
      sets: [
        { key: 'main', numbers: [1, 5, 9, 14, 22, 29, 31] },
        { key: 'powerball', numbers: [19] },
      ],
    },
  ],
  draws: [
    { drawNo: 1501, drawDate: '2026-03-05T09:30:00Z', stop: '2026-03-05T08:30:00Z', state: 'DRAW_OPEN' },
    { drawNo: 1500, drawDate: '2026-02-26T09:30:00Z', stop: '2026-02-26T08:30:00Z', state: 'DRAW_DRAWN' },
  ],
  raffleTicketNumbers: [],
  unitPrice: aud('1.35'),
} satisfies OrderDetail);

/** The raffle order above with its five ticket numbers. */
export const raffleOrderDetailFixture: OrderDetail = orderDetailSchema.parse({
  ...raffleOrderFixture,
  games: [],
  draws: [{ drawNo: 42, drawDate: '2026-03-20T09:00:00Z', stop: '2026-03-19T12:59:00Z', state: 'DRAW_OPEN' }],
  raffleTicketNumbers: [7, 42, 100, 1234, 98765],
  unitPrice: aud('20.00'),
} satisfies OrderDetail);
