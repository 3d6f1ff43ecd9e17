// The endpoint table: every JSON call of the wire contract, by service area. The server registers its
// routes from it (apps/server/src/plugins/endpoint.ts), the client calls it (`call` in packages/client),
// and /openapi.json is generated from it.
import { endpointKey, type Endpoint, type EndpointRoute } from './define';
import { accountDetailsEndpoints } from './account-details';
import { sessionEndpoints, signInEndpoints, twoFactorEndpoints } from './accounts';
import { anonymousCartEndpoints, cartEndpoints } from './cart';
import { limitsEndpoints } from './limits';
import {
  causesEndpoints,
  contentEndpoints,
  contentOpsEndpoints,
  supportEndpoints,
  supportOpsEndpoints,
  translationEndpoints,
} from './content';
import { notificationsEndpoints, notificationsOpsEndpoints } from './notifications';
import { opsEndpoints } from './ops';
import { promotionsEndpoints, promotionsOpsEndpoints } from './promotions';
import { placementEndpoints } from './placements';
import { depositEndpoints, fundsEndpoints, gatewayEndpoints } from './payments';
import { ordersEndpoints, resultsEndpoints, statisticsEndpoints, ticketCheckEndpoints } from './results';
import { discoveryEndpoints, startupEndpoints } from './startup';
import { catalogueInfoEndpoints, replayEndpoints, visitorEndpoints } from './shop-entry';
import { verificationEndpoints } from './verification';
import { transactionsEndpoints, withdrawalsEndpoints } from './withdrawals';

export * from './define';
export { clearCacheQuerySchema, PRODUCT_OFFERS_API_VERSION } from './startup';
export { LOGIN_API_VERSION, SIGNUP_API_VERSION } from './accounts';
export {
  communicationPreferencesParamsSchema,
  CUSTOMER_DETAILS_API_VERSION,
  PREFERENCES_API_VERSION,
} from './account-details';
export { CART_API_VERSION, RECEIPT_API_VERSION } from './cart';
export {
  BANK_ACCOUNT_API_VERSION,
  CARD_DEPOSIT_API_VERSION,
  DEPOSIT_PURCHASE_API_VERSION,
  gatewayParamsSchema,
  PAYMENT_METHODS_API_VERSION,
} from './payments';
export { WITHDRAW_API_VERSION } from './withdrawals';
export { DRAW_PREVIEW_API_VERSION } from './shop-entry';
export { limitPeriodParamsSchema, spendLimitParamsSchema } from './limits';
export {
  lifecycleRunSchema,
  opsClockBodySchema,
  opsDrawIntegritySchema,
  opsDrawParamsSchema,
  opsIdParamsSchema,
  opsResultBodySchema,
  verificationReviewSchema,
} from './ops';

/** Read as `endpoints.cart.purchase`. */
export const endpoints = {
  discovery: discoveryEndpoints,
  startup: startupEndpoints,
  session: sessionEndpoints,
  signIn: signInEndpoints,
  twoFactor: twoFactorEndpoints,
  accountDetails: accountDetailsEndpoints,
  anonymousCart: anonymousCartEndpoints,
  cart: cartEndpoints,
  orders: ordersEndpoints,
  results: resultsEndpoints,
  statistics: statisticsEndpoints,
  ticketCheck: ticketCheckEndpoints,
  verification: verificationEndpoints,
  funds: fundsEndpoints,
  deposits: depositEndpoints,
  gateway: gatewayEndpoints,
  withdrawals: withdrawalsEndpoints,
  transactions: transactionsEndpoints,
  limits: limitsEndpoints,
  ops: opsEndpoints,
  content: contentEndpoints,
  contentOps: contentOpsEndpoints,
  translation: translationEndpoints,
  causes: causesEndpoints,
  support: supportEndpoints,
  supportOps: supportOpsEndpoints,
  notifications: notificationsEndpoints,
  notificationsOps: notificationsOpsEndpoints,
  visitors: visitorEndpoints,
  replay: replayEndpoints,
  catalogueInfo: catalogueInfoEndpoints,
  promotions: promotionsEndpoints,
  promotionsOps: promotionsOpsEndpoints,
  placements: placementEndpoints,
} as const;

export type EndpointArea = keyof typeof endpoints;

/** Every entry with its area and name (`cart.purchase`), in the table's order. */
export function listEndpoints(): Array<{ area: EndpointArea; name: string; endpoint: Endpoint }> {
  return Object.entries(endpoints).flatMap(([area, entries]) =>
    Object.entries(entries).map(([name, endpoint]) => ({
      area: area as EndpointArea,
      name,
      endpoint: endpoint as Endpoint,
    })),
  );
}

/** The entry a route belongs to, with its schemas. */
export function findEndpoint(route: EndpointRoute): Endpoint | undefined {
  const key = endpointKey(route);
  return listEndpoints().find(({ endpoint }) => endpointKey(endpoint) === key)?.endpoint;
}
