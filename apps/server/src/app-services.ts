// The one place the Fairdraw server's services are built and wired to their neighbours: modules talk
// to each other through these services, never through each other's tables. app.ts registers each
// module's routes over them; nothing else constructs a service (docs/architecture.md).
import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from './app-dependencies';
import type { Clock } from './lib/clock';
import { cached } from './lib/cache';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createCapabilitiesService } from './modules/capabilities/capabilities.service';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAccountSecurityService } from './modules/accounts/account-security.service';
import { createCustomerDetailsService } from './modules/accounts/customer-details.service';
import { createAccountClosureService } from './modules/accounts/account-closure.service';
import { createSignInMemo } from './modules/accounts/sign-in-memo';
import { createCommunicationPreferencesService } from './modules/accounts/communication-preferences.service';
import { createPreferenceLinks } from './modules/accounts/preference-links';
import { lotteryMatrices } from './modules/accounts/favourite-numbers';
import { createLoginBrake } from './modules/accounts/login-brake';
import { createTwoFactorService } from './modules/two-factor/two-factor.service';
import { createUnconfiguredMailer } from './modules/mail/mailer';
import { createCustomerNotifier, type TellCustomer } from './modules/mail/customer-notifier';
import { createLedgerService } from './modules/ledger/ledger.service';
import { createCartService } from './modules/cart/cart.service';
import { createCheckoutService } from './modules/checkout/checkout.service';
import { createLimitsService } from './modules/limits/limits.service';
import { buyerStandingFrom, limitCartBlocks } from './modules/limits/cart-blocks';
import { createOffersMemo } from './modules/catalogue/offers-memo';
import { createDrawLifecycle } from './modules/draws/lifecycle.service';
import { domainScorer } from './modules/draws/scorer';
import { createDocumentStore } from './modules/verification/document-store';
import { createVerificationService } from './modules/verification/verification.service';
import { createSandboxGateway, type SandboxNotification } from './modules/payments/sandbox-gateway';
import { createFundsService } from './modules/payments/funds.service';
import { createDepositsService } from './modules/payments/deposits.service';
import { createWithdrawalsService } from './modules/withdrawals/withdrawals.service';
import { createTransactionsService } from './modules/withdrawals/transactions.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createResultsService } from './modules/results/results.service';
import { createStatisticsService } from './modules/statistics/statistics.service';
import { createTicketCheckService } from './modules/ticket-check/ticket-check.service';
import { createDrawIntegrityService } from './modules/draws/integrity.service';
import { createContentService } from './modules/content/content.service';
import { createTranslationService } from './modules/content/translation.service';
import { createSupportService } from './modules/support/support.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createPromotionsService } from './modules/promotions/promotions.service';
import { carryCartPromotion } from './modules/promotions/promotions.port';
import { DEFAULT_PRICING_ID, SITE_CONFIG } from './modules/startup/site-config';
import { createSitePagesService } from './modules/site-pages/site-pages.service';
import { createLicensingService, unlicensedAmong } from './modules/catalogue/licensing.service';
import { createEventsService } from './modules/events/events.service';
import { createCatalogueInfoService } from './modules/catalogue/catalogue-info.service';
import { createLocateService } from './modules/locate/locate.service';
import { createReplayService } from './modules/replay/replay.service';
import { createPlacementsService } from './modules/placements/placements.service';

export interface ServiceContext {
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where the built web app is: uploaded documents must live outside it. */
  webDistDir: string;
  /** Hands a sandbox webhook to the shop (unless the test takes them: `deps.paymentNotifications`). */
  deliverPaymentWebhook: (notification: SandboxNotification) => void;
}

export function createServices(
  deps: AppDependencies,
  { clock, log, webDistDir, deliverPaymentWebhook }: ServiceContext,
) {
  const { env, database } = deps;
  const { db } = database;
  // Sign-ins kept between calls where every process hears of a sign-out (decision 0058).
  const signIns = createSignInMemo(deps.cache, () =>
    database.engine === 'pglite' ? true : deps.cache.dropsReachEveryProcess(),
  );
  const ledger = createLedgerService({ db });
  const orders = createOrdersService({ db });
  const catalogue = createCatalogueService({ db });
  const capabilities = createCapabilitiesService({ db });
  const mail = deps.mail ?? {
    mailer: createUnconfiguredMailer(env.MAIL_FROM),
    publicUrl: env.PUBLIC_URL ?? 'http://localhost/',
  };
  // Money and security e-mails (decision 0039): each service tells the customer once its change committed.
  const customerNotifier = createCustomerNotifier({
    mailer: mail.mailer,
    publicUrl: mail.publicUrl,
    contactOf: (customerId) => accounts.contactOf(customerId),
    log,
  });
  // The notifications feed (decision 0042): operators' cards, and the shop's own about a prize (a purchase
  // writes its own card, decision 0081).
  const notifications = createNotificationsService({
    db,
    clock,
    customerExists: async (customerId) => (await accounts.getIdentity(customerId)) !== null,
  });
  const tellCustomer: TellCustomer = customerNotifier.tell;
  const twoFactor = createTwoFactorService({
    db,
    clock,
    rootSecret: env.AUTH_TOKEN_SECRET,
    mailer: mail.mailer,
    tellCustomer,
  });
  const accounts = createAccountsService({
    db,
    clock,
    tokenSecret: env.AUTH_TOKEN_SECRET,
    twoFactor,
    loginBrake: createLoginBrake({
      cache: deps.cache,
      clock,
      onCacheError: (error) => log.warn({ err: error }, 'login brake skipped: cache unavailable'),
    }),
    // Favourite numbers must fit a lottery the customer's pricing sells (decision 0018).
    numberMatrices: async (pricingId, now) =>
      lotteryMatrices((await catalogue.getProductOffers(pricingId, { numDraws: 1 }, now)).offers),
    verificationFor: (subject) => verification.overviewFor(subject),
    limitsFor: (subject) => limits.recordFor(subject),
    walletBalanceCents: (customerId) => ledger.walletBalanceCents(customerId),
    confirmationFlags: (customerId) => customerDetails.confirmationFlags(customerId),
    tellCustomer,
    signIns,
  });
  // Spend, precommitment and deposit limits (decision 0025).
  const limits = createLimitsService({
    db,
    clock,
    customerState: async (customerId) => (await accounts.getIdentity(customerId))?.state ?? null,
    tellCustomer,
  });
  // Identity verification (decision 0020): uploads on disk outside the web root.
  const verification = createVerificationService({
    db,
    clock,
    store: createDocumentStore({
      directory: env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads'),
      webRoot: webDistDir,
    }),
    identityOf: (customerId) => accounts.getIdentity(customerId),
    tellCustomer,
  });
  const security = createAccountSecurityService({
    db,
    clock,
    tokenSecret: env.AUTH_TOKEN_SECRET,
    twoFactor,
    mailer: mail.mailer,
    publicUrl: mail.publicUrl,
    onBackgroundError: (error, what) => log.error({ err: error }, `${what} failed`),
    tellCustomer,
    signIns,
  });
  // Card payments (decision 0023): the built-in sandbox gateway, its webhooks signed with a key of its own.
  const sandboxGateway = createSandboxGateway({
    db,
    clock,
    secret: createHmac('sha256', env.AUTH_TOKEN_SECRET).update('sandbox-gateway-webhooks').digest('hex'),
    notify: deps.paymentNotifications ?? deliverPaymentWebhook,
  });
  const funds = createFundsService({
    db,
    clock,
    gateway: sandboxGateway,
    payIdEnabled: async (customerId) => {
      const segment = await capabilities.getSegment(await accounts.segmentOf(customerId));
      return segment.capabilities.includes('wallet_withdrawal_payid');
    },
  });
  // Withdrawals (decision 0024) ask verification and the segment's flags through services, not tables.
  const withdrawals = createWithdrawalsService({
    db,
    clock,
    standingOf: async (customerId) => {
      const identity = await accounts.getIdentity(customerId);
      if (!identity) return null;
      const [overview, segmentName] = await Promise.all([
        verification.overviewFor(identity),
        accounts.segmentOf(customerId),
      ]);
      const { capabilities: flags } = await capabilities.getSegment(segmentName);
      return {
        isVerified: overview.isVerified,
        signedUpAt: identity.signedUpAt,
        requiresVerification: flags.includes('wallet_withdrawal_requires_verification'),
      };
    },
    funds,
    tellCustomer,
  });
  const customerDetails = createCustomerDetailsService({ db, clock, log, mail });
  const communicationPreferences = createCommunicationPreferencesService({ db, clock });
  const accountClosure = createAccountClosureService({
    db,
    clock,
    walletBalanceCents: (customerId) => ledger.walletBalanceCents(customerId),
    openTicketCount: (customerId) => orders.countUpcomingOrders(customerId),
    signIns,
  });
  const licensing = createLicensingService();
  // What carts price from between reads of the catalogue (decision 0058).
  const offersMemo = createOffersMemo(
    (pricing, query, now) => catalogue.getProductOffers(pricing, query, now),
    deps.cache,
  );
  const cart = createCartService({
    db,
    clock,
    offersFor: offersMemo.offersFor,
    pricingOf: (customerId) => accounts.pricingOf(customerId),
    // The customer's standing, read with the cart's own statement where it can be (decision 0081). Where
    // the shop may sell first: an item it may not sell is named before any limit is worked out.
    standing: {
      along: (customerId, now) => limits.buyerStandingAlong(customerId, now),
      read: (customerId, now) => limits.readBuyerStanding(customerId, now),
      blocks: async (customerId, read, items, now) => {
        const standing = buyerStandingFrom(customerId, read, now);
        const { buyer } = standing;
        return [
          // The restrictions as the cart's catalogue read them; the purchase checks again as it buys.
          ...unlicensedAmong(await offersMemo.restrictionsOf(buyer.pricing, now), buyer.addressState, items),
          ...limitCartBlocks(standing, items, now),
        ];
      },
    },
    // Promo codes (decision 0048): shown on every read, carried over at sign-in.
    promotionFor: (cartRow, totalCents, now) => promotions.cartPromotion(cartRow, totalCents, now),
    carryPromotion: carryCartPromotion,
  });
  // Playing a past order again (decision 0050): through the cart, judged by the address like a purchase.
  const replay = createReplayService({
    orders,
    cart,
    offersFor: async (customerId) =>
      catalogue.getProductOffers(await accounts.pricingOf(customerId), { numDraws: 1 }, clock.now()),
    addressStateOf: (customerId) => accounts.addressStateOf(customerId),
    canReplay: async (customerId) => {
      const segment = await capabilities.getSegment(await accounts.segmentOf(customerId));
      return segment.capabilities.includes('lottery_play_replay');
    },
  });
  const promotions = createPromotionsService({ db, clock, getCart: (owner) => cart.getCart(owner) });
  const checkout = createCheckoutService({
    db,
    clock,
    cart,
    limits,
    licensing,
    orders,
    tellCustomer,
    // Deposits buy through the checkout, so the checkout reaches them only when a receipt is read.
    topUps: { topUpFor: (customerId, checkoutId) => deposits.topUpFor(customerId, checkoutId) },
  });
  const deposits = createDepositsService({
    db,
    clock,
    gateway: sandboxGateway,
    funds,
    purchase: (request) => checkout.purchase(request),
    checkDepositLimit: deps.checkDepositLimit ?? ((tx, request) => limits.checkDepositLimit(tx, request)),
    tellCustomer,
  });
  const drawLifecycle = createDrawLifecycle({
    db,
    scorer: domainScorer,
    announcePrize: (prize) => notifications.announcePrize(prize),
    ...(deps.notifyWinner ? { notifyWinner: deps.notifyWinner } : {}),
  });

  const content = createContentService({
    db,
    clock,
    previewSecret: createHmac('sha256', env.AUTH_TOKEN_SECRET).update('content-preview').digest('hex'),
  });
  const translations = createTranslationService({ db });
  // Recommended draws (decision 0049): from sales, the customer's orders and cart, where they may buy.
  const placements = createPlacementsService({
    db,
    clock,
    cache: deps.cache,
    defaultPricingId: DEFAULT_PRICING_ID,
    // One catalogue build per pricing shared by every placement read of the next 15 seconds.
    offersFor: (pricingId, now) =>
      cached(deps.cache, `placements:offers:${pricingId}`, 15_000, () =>
        catalogue.getProductOffers(pricingId, { numDraws: 1 }, now),
      ),
    pricingOf: (customerId) => accounts.pricingOf(customerId),
    addressStateOf: (customerId) => accounts.addressStateOf(customerId),
    cartDrawsOf: async (customerId) =>
      (await cart.getCart({ kind: 'customer', customerId })).cartItems.map((item) => ({
        lotteryKey: item.lotteryKey,
        drawNumber: item.drawNo,
      })),
  });

  return {
    accountClosure,
    accounts,
    capabilities,
    cart,
    catalogue,
    catalogueInfo: createCatalogueInfoService({ db, catalogue }),
    checkout,
    communicationPreferences,
    content,
    customerDetails,
    customerNotifier,
    deposits,
    drawIntegrity: createDrawIntegrityService({ db }),
    drawLifecycle,
    events: createEventsService({ db, clock }),
    funds,
    limits,
    locate: createLocateService({ addressStateOf: (customerId) => accounts.addressStateOf(customerId) }),
    mail,
    notifications,
    orders,
    promotions,
    placements,
    preferenceLinks: createPreferenceLinks(env.AUTH_TOKEN_SECRET),
    replay,
    results: createResultsService({ db }),
    sandboxGateway,
    security,
    statistics: createStatisticsService({ db }),
    support: createSupportService({
      db,
      mailer: mail.mailer,
      log,
      supportEmail: SITE_CONFIG.support.email,
      openingHours: SITE_CONFIG.support.openingHours,
    }),
    ticketCheck: createTicketCheckService({ db }),
    transactions: createTransactionsService({ db }),
    translations,
    sitePages: createSitePagesService({
      content,
      translations,
      // One catalogue build shared by every path described in the next 15 seconds.
      offers: () =>
        cached(deps.cache, 'site-pages:offers', 15_000, () =>
          catalogue.getProductOffers(DEFAULT_PRICING_ID, {}, clock.now()),
        ),
      causes: (query) => catalogue.listCauses(query),
      visitorCapabilities: () =>
        cached(deps.cache, 'site-pages:capabilities', 15_000, async () => {
          const segment = await capabilities.getSegment();
          return segment.capabilities;
        }),
      siteName: SITE_CONFIG.siteName,
      publicUrl: env.PUBLIC_URL ?? 'http://localhost/',
    }),
    twoFactor,
    verification,
    withdrawals,
  };
}

export type Services = ReturnType<typeof createServices>;
