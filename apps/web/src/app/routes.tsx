import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { CharitySupport, UniqueSellingPoints } from '../features/site-widgets';
import { accountRoutes, withPaymentParts } from './account-routes';
import { contentPage, contentRoutes } from './content-routes';
import { NotFoundPage } from './error-pages';
import { BaseLayout } from './layout/base-layout';
import { StandaloneLayout } from './layout/standalone-layout';
import { RouteErrorPage } from './route-error-page';
import { gated, protectedPage } from './route-guards';
import { StartUpGate, StartUpLoading } from './start-up';

/**
 * Start-up wraps every page and its first-visit fallback alike, so the gate stays mounted (and asks
 * nothing again) when the entered page's chunk arrives.
 */
function StartUpRoot() {
  return (
    <StartUpGate>
      <Outlet />
    </StartUpGate>
  );
}

/**
 * Every route of the shop. Pages load lazily, which is also what drives the route-transition bar.
 * Product-offer routes come last so fixed paths win (shop-core §2).
 */
export function createRoutes(): RouteObject[] {
  return [{ element: <StartUpRoot />, errorElement: <RouteErrorPage />, children: pageGroups() }];
}

/** Pages without the base layout, then the shop's pages in it. */
function pageGroups(): RouteObject[] {
  return [
    {
      // Pages outside the base layout still wait for start-up: they read config, capabilities and offers.
      errorElement: <RouteErrorPage />,
      HydrateFallback: StartUpLoading,
      children: [
        {
          // Framed by e-mails and partner sites: no header, footer or cookie banner of its own.
          path: 'marketing/feature-banner',
          lazy: async () => ({
            Component: (await import('../features/catalogue/routes/feature-banner-route')).FeatureBannerRoute,
          }),
        },
        {
          element: <StandaloneLayout />,
          children: [
            {
              path: 'app/android',
              lazy: async () => {
                const { AndroidDownloadRoute } = await import('../features/native-app/routes/android-routes');
                return { Component: gated('native-app', AndroidDownloadRoute) };
              },
            },
            {
              path: 'app/android/install',
              lazy: async () => {
                const { AndroidInstallRoute } = await import('../features/native-app/routes/android-routes');
                return { Component: gated('native-app', AndroidInstallRoute) };
              },
            },
          ],
        },
      ],
    },
    {
      element: <BaseLayout />,
      errorElement: <RouteErrorPage />,
      // A first visit shows the shell at once (the same layout, so it stays mounted when the page
      // arrives); only the page's own part waits for its chunk.
      HydrateFallback: BaseLayout,
      children: [
        {
          index: true,
          lazy: async () => {
            const [{ HomeRoute }, { HomePlacement }] = await Promise.all([
              import('../features/catalogue/routes/home-route'),
              import('../features/placements/components/home-placement'),
            ]);
            return {
              Component: () => (
                <HomeRoute highlights={<UniqueSellingPoints />} recommended={<HomePlacement />} />
              ),
            };
          },
        },
        {
          path: 'lotto-tickets',
          lazy: async () => {
            const { LottoTicketsRoute } = await import('../features/catalogue/routes/lotto-tickets-route');
            return { Component: gated('commercial_lotteries', LottoTicketsRoute) };
          },
        },
        {
          path: 'charity-tickets',
          lazy: async () => {
            const { CharityTicketsRoute } =
              await import('../features/catalogue/routes/charity-tickets-route');
            return {
              Component: gated('charity_lotteries', () => (
                <>
                  <CharityTicketsRoute />
                  <CharitySupport />
                </>
              )),
            };
          },
        },
        {
          path: 'app',
          lazy: async () => {
            const { AppRoute } = await import('../features/native-app/routes/app-route');
            return { Component: gated('native-app', AppRoute) };
          },
        },
        {
          path: 'your-support',
          lazy: async () => ({
            Component: (await import('../features/catalogue/routes/your-support-route')).YourSupportRoute,
          }),
        },
        {
          path: 'syndicates',
          lazy: async () => {
            const { SyndicatesRoute } = await import('../features/catalogue/routes/syndicates-route');
            return { Component: gated('syndicates', SyndicatesRoute) };
          },
        },
        {
          // Results pages check their own capabilities: lotteries, raffles, or either for all.
          path: 'lotto-results/lotteries/:page?',
          lazy: async () => {
            const { LotteryResultsRoute } = await import('../features/results/routes/lotto-results-route');
            return { Component: () => <LotteryResultsRoute notFound={<NotFoundPage />} /> };
          },
        },
        {
          path: 'lotto-results/raffles/:page?',
          lazy: async () => {
            const { RaffleResultsRoute } = await import('../features/results/routes/lotto-results-route');
            return { Component: () => <RaffleResultsRoute notFound={<NotFoundPage />} /> };
          },
        },
        {
          path: 'lotto-results/:page?',
          lazy: async () => {
            const { AllResultsRoute } = await import('../features/results/routes/lotto-results-route');
            return { Component: () => <AllResultsRoute notFound={<NotFoundPage />} /> };
          },
        },
        {
          path: 'login',
          lazy: async () => ({
            Component: (await import('../features/auth/routes/login-route')).LoginRoute,
          }),
        },
        {
          path: 'register',
          lazy: async () => ({
            Component: (await import('../features/auth/routes/register-route')).RegisterRoute,
          }),
        },
        {
          path: 'logout',
          lazy: async () => ({
            Component: (await import('../features/auth/routes/logout-route')).LogoutRoute,
          }),
        },
        {
          path: 'force-password-change',
          lazy: async () => {
            const { ForcePasswordChangeRoute } =
              await import('../features/auth/routes/force-password-change-route');
            return { Component: protectedPage(ForcePasswordChangeRoute) };
          },
        },
        {
          path: 'forgot-password',
          lazy: async () => ({
            Component: (await import('../features/auth/routes/forgot-password-route')).ForgotPasswordRoute,
          }),
        },
        {
          // Public: opened from the e-mailed reset link; the token is the proof.
          path: 'reset-password/:token',
          lazy: async () => ({
            Component: (await import('../features/auth/routes/reset-password-route')).ResetPasswordRoute,
          }),
        },
        {
          // The spec's capital P; paths match regardless of case, so /change-password opens it too.
          path: 'change-Password',
          lazy: async () => {
            const { ChangePasswordRoute } = await import('../features/auth/routes/change-password-route');
            return { Component: protectedPage(ChangePasswordRoute) };
          },
        },
        {
          // Public: the e-mailed sign-in link.
          path: 'login/autologin/:autologinToken',
          lazy: async () => ({
            Component: (await import('../features/auth/routes/autologin-route')).AutologinRoute,
          }),
        },
        {
          // Public: a signed-in session handed over with a one-time token.
          path: 'login/transfer/:autologinToken',
          lazy: async () => ({
            Component: (await import('../features/auth/routes/transfer-route')).TransferRoute,
          }),
        },
        {
          path: 'checkout/login',
          lazy: async () => ({
            Component: (await import('../features/auth/routes/checkout-login-route')).CheckoutLoginRoute,
          }),
        },
        {
          // Open to anonymous visitors too: they see their cart and log in to buy it (decision 0010).
          path: 'cart',
          lazy: async () => ({
            Component: await withPaymentParts(
              import('../features/cart/routes/cart-route').then((page) => page.CartRoute),
            ),
          }),
        },
        {
          path: 'cart/buy',
          lazy: async () => {
            const { CartBuyRoute } = await import('./entry-redirects');
            return { Component: protectedPage(CartBuyRoute) };
          },
        },
        {
          // Signed in, with the replay capability; the e-mailed link and the past ticket's "Play again".
          path: 'cart/replay/:replayID',
          lazy: async () => {
            const { ReplayRoute } = await import('../features/cart/routes/replay-route');
            const ReplayPage = () => <ReplayRoute notFound={<NotFoundPage />} />;
            return { Component: protectedPage(gated('lottery_play_replay', ReplayPage)) };
          },
        },
        {
          path: 'buy',
          lazy: async () => ({ Component: (await import('./entry-redirects')).BuyEntryRoute }),
        },
        ...accountRoutes(),
        ...contentRoutes(),
        {
          path: 'receipt/:checkoutID',
          lazy: async () => {
            const { ReceiptRoute } = await import('../features/orders/routes/receipt-route');
            return { Component: protectedPage(ReceiptRoute) };
          },
        },
        {
          // Public: anyone can check a ticket, signed in or not.
          path: 'ticket-checker',
          lazy: async () => ({
            Component: (await import('../features/ticket-checker/routes/ticket-checker-route'))
              .TicketCheckerRoute,
          }),
        },
        {
          path: ':productOfferKey/statistics',
          lazy: async () => {
            const { StatisticsRoute } = await import('../features/statistics/routes/statistics-route');
            const StatisticsPage = () => <StatisticsRoute notFound={<NotFoundPage />} />;
            return { Component: gated('commercial_lotteries', StatisticsPage) };
          },
        },
        {
          path: ':productOfferKey/results',
          lazy: async () => {
            const { OfferResultsRoute } = await import('../features/results/routes/offer-results-route');
            return { Component: () => <OfferResultsRoute notFound={<NotFoundPage />} /> };
          },
        },
        {
          path: ':productOfferKey/results/draw/:drawNo',
          lazy: async () => {
            const { DrawResultRoute } = await import('../features/results/routes/draw-result-route');
            return { Component: () => <DrawResultRoute notFound={<NotFoundPage />} /> };
          },
        },
        {
          path: ':productOfferKey/results/:date',
          lazy: async () => {
            const { ArchivedResultsRoute } =
              await import('../features/results/routes/archived-results-route');
            return { Component: () => <ArchivedResultsRoute notFound={<NotFoundPage />} /> };
          },
        },
        {
          path: ':productOfferKey/winners',
          lazy: async () => {
            const { RaffleWinnersRoute } = await import('../features/results/routes/raffle-winners-route');
            return { Component: () => <RaffleWinnersRoute notFound={<NotFoundPage />} /> };
          },
        },
        {
          // Also matches /about/terms-and-conditions: a path that is no offer may be a content page.
          path: ':productOfferKey/terms-and-conditions/:drawNo?',
          lazy: async () => {
            const [{ OfferTermsRoute }, { ContentOrNotFoundPage }] = await Promise.all([
              import('../features/catalogue/routes/offer-terms-route'),
              import('./product-offer-page'),
            ]);
            return { Component: () => <OfferTermsRoute notFound={<ContentOrNotFoundPage />} /> };
          },
        },
        {
          path: ':productOfferKey/your-support',
          lazy: async () => {
            const [{ OfferYourSupportRoute }, { ContentOrNotFoundPage }, ContentPage] = await Promise.all([
              import('../features/catalogue/routes/your-support-route'),
              import('./product-offer-page'),
              contentPage(),
            ]);
            // The cause's work in an operator's words when published; else, while it loads, or while the
            // content service cannot answer, the raffle's own.
            const story = ({ path, fallback }: { path: string; fallback: ReactNode }) => (
              <ContentPage path={path} notFound={fallback} loading={fallback} notFoundOnError />
            );
            return {
              Component: () => <OfferYourSupportRoute notFound={<ContentOrNotFoundPage />} story={story} />,
            };
          },
        },
        {
          path: ':productOfferKey/draw/:drawNo',
          lazy: async () => ({ Component: (await import('./product-offer-page')).OfferDrawPage }),
        },
        {
          path: ':productOfferKey/draw/:drawNo/buy',
          lazy: async () => ({ Component: (await import('./product-offer-page')).OfferBuyPage }),
        },
        {
          path: ':productOfferKey/buy',
          lazy: async () => ({ Component: (await import('./product-offer-page')).OfferBuyPage }),
        },
        {
          path: ':productOfferKey/:gameTypeKey?',
          lazy: async () => ({ Component: (await import('./product-offer-page')).ProductOfferPage }),
        },
        // A page an operator published at any other path, else the 404 page.
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./product-offer-page')).ContentOrNotFoundPage }),
        },
      ],
    },
  ];
}
