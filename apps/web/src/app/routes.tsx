import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Capability } from '@fairdraw/contracts';
import { CapabilityGate } from '../lib/capabilities';
import { RequireAuth } from '../lib/require-auth';
import { NotFoundPage } from './error-pages';
import { BaseLayout } from './layout/base-layout';
import { RouteErrorPage } from './route-error-page';
import { StartUpGate, StartUpLoading } from './start-up';

/** A page that exists only while its capability is on; otherwise the address is a 404. */
function gated(require: Capability, Page: ComponentType): ComponentType {
  return function GatedPage() {
    return (
      <CapabilityGate require={require} fallback={<NotFoundPage />}>
        <Page />
      </CapabilityGate>
    );
  };
}

/** A page for signed-in customers only (shop-core §6). */
function protectedPage(Page: ComponentType): ComponentType {
  return function ProtectedPage() {
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  };
}

function ShopRoot() {
  return (
    <StartUpGate>
      <BaseLayout />
    </StartUpGate>
  );
}

/**
 * Every route of the shop. Pages load lazily, which is also what drives the route-transition bar.
 * Product-offer routes come last so fixed paths win (shop-core §2).
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <ShopRoot />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: StartUpLoading,
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('../features/catalogue/routes/home-route')).HomeRoute,
          }),
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
            return { Component: gated('charity_lotteries', CharityTicketsRoute) };
          },
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
            Component: (await import('../features/cart/routes/cart-route')).CartRoute,
          }),
        },
        {
          path: 'my-account',
          lazy: async () => {
            const { AccountHomeRoute } = await import('../features/account/routes/account-home-route');
            return { Component: protectedPage(AccountHomeRoute) };
          },
        },
        {
          path: 'my-account/login-and-security',
          lazy: async () => {
            const { LoginAndSecurityRoute } =
              await import('../features/security/routes/login-and-security-route');
            return { Component: protectedPage(LoginAndSecurityRoute) };
          },
        },
        {
          path: 'my-account/upgrade-account',
          lazy: async () => {
            const { UpgradeAccountRoute } = await import('../features/auth/routes/upgrade-account-route');
            return { Component: protectedPage(UpgradeAccountRoute) };
          },
        },
        {
          path: 'my-account/cards-and-accounts',
          lazy: async () => {
            const { CardsAndAccountsRoute } =
              await import('../features/funds/routes/cards-and-accounts-route');
            return { Component: protectedPage(CardsAndAccountsRoute) };
          },
        },
        {
          path: 'my-account/deposit',
          lazy: async () => {
            const { MyAccountDepositRoute } = await import('../features/deposit/routes/deposit-route');
            return { Component: protectedPage(MyAccountDepositRoute) };
          },
        },
        {
          path: 'deposit',
          lazy: async () => {
            const { CheckoutDepositRoute } = await import('../features/deposit/routes/deposit-route');
            return { Component: protectedPage(CheckoutDepositRoute) };
          },
        },
        ...[
          'checkout/deposit/:depositId/success',
          'checkout/deposit/:depositId/cancel',
          'my-account/deposit/details/:depositID',
          'my-account/deposit/details/:depositID/success',
          'my-account/deposit/details/:depositID/failure',
          'my-account/deposit/:depositId/cancel',
          'my-account/deposit/summary/:transactionID',
          'my-account/deposit/authorisation/:depositID',
        ].map((path) => ({
          // The bank's return pages and the deposit's details (account-area §2): one page reads the deposit.
          path,
          lazy: async () => {
            const { DepositOutcomeRoute } = await import('../features/deposit/routes/deposit-outcome-route');
            return { Component: protectedPage(DepositOutcomeRoute) };
          },
        })),
        {
          path: 'my-account/my-details',
          lazy: async () => {
            const { MyDetailsRoute } = await import('../features/account-details/routes/my-details-route');
            return { Component: protectedPage(MyDetailsRoute) };
          },
        },
        {
          // Public: opened from the e-mailed link; the token is the proof (decision 0021).
          path: 'my-account/confirm-address/:token?',
          lazy: async () => ({
            Component: (await import('../features/account-details/routes/confirm-address-route'))
              .ConfirmAddressRoute,
          }),
        },
        {
          path: 'my-account/favourite-numbers',
          lazy: async () => {
            const { FavouriteNumbersRoute } =
              await import('../features/account-details/routes/favourite-numbers-route');
            return { Component: protectedPage(gated('favourite-numbers', FavouriteNumbersRoute)) };
          },
        },
        {
          path: 'communication-preferences',
          lazy: async () => {
            const { OwnCommunicationPreferencesRoute } =
              await import('../features/account-details/routes/communication-preferences-route');
            const Page = () => <OwnCommunicationPreferencesRoute notFound={<NotFoundPage />} />;
            return { Component: protectedPage(Page) };
          },
        },
        {
          // Public: the id is a signed link id from an e-mail, never a bare customer id.
          path: 'communication-preferences/:id',
          lazy: async () => {
            const { LinkedCommunicationPreferencesRoute } =
              await import('../features/account-details/routes/communication-preferences-route');
            return { Component: () => <LinkedCommunicationPreferencesRoute notFound={<NotFoundPage />} /> };
          },
        },
        {
          path: 'unsubscribe/:customerId/:productOfferKey?',
          lazy: async () => {
            const { UnsubscribeRoute } = await import('../features/account-details/routes/unsubscribe-route');
            return { Component: () => <UnsubscribeRoute notFound={<NotFoundPage />} /> };
          },
        },
        {
          path: 'close-my-account',
          lazy: async () => {
            const { CloseAccountRoute } =
              await import('../features/account-details/routes/close-account-route');
            return { Component: protectedPage(gated('customer-deactivate', CloseAccountRoute)) };
          },
        },
        {
          path: 'close-my-account/success',
          lazy: async () => ({
            Component: (await import('../features/account-details/routes/close-account-route'))
              .CloseAccountSuccessRoute,
          }),
        },
        {
          path: 'my-account/upcoming-tickets/:page?',
          lazy: async () => {
            const { UpcomingTicketsRoute } = await import('../features/orders/routes/upcoming-tickets-route');
            return { Component: protectedPage(UpcomingTicketsRoute) };
          },
        },
        {
          path: 'my-account/upcoming-tickets/ticket/:id',
          lazy: async () => {
            const { TicketDetailRoute } = await import('../features/orders/routes/ticket-detail-route');
            return { Component: protectedPage(TicketDetailRoute) };
          },
        },
        {
          path: 'my-account/past-tickets/:page?',
          lazy: async () => {
            const { PastTicketsRoute } = await import('../features/orders/routes/past-tickets-route');
            return { Component: protectedPage(PastTicketsRoute) };
          },
        },
        {
          path: 'my-account/past-tickets/ticket/:id',
          lazy: async () => {
            const { PastTicketDetailRoute } =
              await import('../features/orders/routes/past-ticket-detail-route');
            return { Component: protectedPage(PastTicketDetailRoute) };
          },
        },
        {
          path: 'my-account/withdraw',
          lazy: async () => {
            const { WithdrawRoute } = await import('../features/withdraw/routes/withdraw-route');
            return { Component: protectedPage(gated('wallet_withdrawal', WithdrawRoute)) };
          },
        },
        {
          path: 'my-account/withdraw/details/:withdrawID',
          lazy: async () => {
            const { WithdrawalDetailRoute } =
              await import('../features/withdraw/routes/withdrawal-detail-route');
            return { Component: protectedPage(gated('wallet_withdrawal', WithdrawalDetailRoute)) };
          },
        },
        {
          path: 'my-account/withdraw/summary/:transactionID',
          lazy: async () => {
            const { WithdrawalSummaryRoute } =
              await import('../features/withdraw/routes/withdrawal-summary-route');
            return { Component: protectedPage(gated('wallet_withdrawal', WithdrawalSummaryRoute)) };
          },
        },
        {
          path: 'my-account/transactions/:page?',
          lazy: async () => {
            const { TransactionsRoute } = await import('../features/transactions/routes/transactions-route');
            return { Component: protectedPage(gated('viewing-orders', TransactionsRoute)) };
          },
        },
        {
          path: 'my-account/spend-limits',
          lazy: async () => {
            const { SpendLimitsRoute } = await import('../features/limits/routes/spend-limits-route');
            return { Component: protectedPage(gated('spend_limits', SpendLimitsRoute)) };
          },
        },
        {
          path: 'my-account/precommitment-limit',
          lazy: async () => {
            const { PrecommitmentRoute } = await import('../features/limits/routes/precommitment-route');
            return { Component: protectedPage(gated('precommitment-amount', PrecommitmentRoute)) };
          },
        },
        {
          path: 'my-account/verify-account',
          lazy: async () => {
            const { VerifyAccountRoute } =
              await import('../features/verification/routes/verify-account-route');
            return { Component: protectedPage(gated('verify_id', VerifyAccountRoute)) };
          },
        },
        {
          path: 'my-account/manual-verification',
          lazy: async () => {
            const { ManualVerificationRoute } =
              await import('../features/verification/routes/manual-verification-route');
            return { Component: protectedPage(gated('verify_id', ManualVerificationRoute)) };
          },
        },
        {
          // Public: why and how customers verify (account-area §2).
          path: 'account-verification',
          lazy: async () => {
            const { AccountVerificationRoute } =
              await import('../features/verification/routes/account-verification-route');
            return { Component: gated('verify_id', AccountVerificationRoute) };
          },
        },
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
          path: ':productOfferKey/:gameTypeKey?',
          lazy: async () => ({ Component: (await import('./product-offer-page')).ProductOfferPage }),
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}
