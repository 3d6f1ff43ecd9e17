import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PaymentPartsProvider } from '../lib/payment-parts';
import { NotFoundPage } from './error-pages';
import { gated, protectedPage } from './route-guards';

/**
 * A page that takes or pays out money, with the payment forms and rules it reaches through
 * lib/payment-parts. They load with the page, in parallel with it, not in every visitor's first load.
 */
export async function withPaymentParts(page: Promise<ComponentType>): Promise<ComponentType> {
  const [Page, { paymentParts }] = await Promise.all([page, import('../features/payments')]);
  return function MoneyPage() {
    return (
      <PaymentPartsProvider parts={paymentParts}>
        <Page />
      </PaymentPartsProvider>
    );
  };
}

/**
 * The signed-in account area (account-area §2): the account pages, cards and accounts, deposits and their
 * return pages, withdrawals, transactions, limits, tickets, preferences and identity verification.
 */
export function accountRoutes(): RouteObject[] {
  return [
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
      lazy: async () => ({
        Component: await withPaymentParts(
          import('../features/funds/routes/cards-and-accounts-route').then((page) =>
            protectedPage(page.CardsAndAccountsRoute),
          ),
        ),
      }),
    },
    {
      path: 'my-account/deposit',
      lazy: async () => ({
        Component: await withPaymentParts(
          import('../features/deposit/routes/deposit-route').then((page) =>
            protectedPage(page.MyAccountDepositRoute),
          ),
        ),
      }),
    },
    {
      path: 'deposit',
      lazy: async () => ({
        Component: await withPaymentParts(
          import('../features/deposit/routes/deposit-route').then((page) =>
            protectedPage(page.CheckoutDepositRoute),
          ),
        ),
      }),
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
      lazy: async () => ({
        Component: await withPaymentParts(
          import('../features/deposit/routes/deposit-outcome-route').then((page) =>
            protectedPage(page.DepositOutcomeRoute),
          ),
        ),
      }),
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
        const { CloseAccountRoute } = await import('../features/account-details/routes/close-account-route');
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
        const { PastTicketDetailRoute } = await import('../features/orders/routes/past-ticket-detail-route');
        return { Component: protectedPage(PastTicketDetailRoute) };
      },
    },
    {
      path: 'my-account/withdraw',
      lazy: async () => ({
        Component: await withPaymentParts(
          import('../features/withdraw/routes/withdraw-route').then((page) =>
            protectedPage(gated('wallet_withdrawal', page.WithdrawRoute)),
          ),
        ),
      }),
    },
    {
      path: 'my-account/withdraw/details/:withdrawID',
      lazy: async () => {
        const { WithdrawalDetailRoute } = await import('../features/withdraw/routes/withdrawal-detail-route');
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
        const { VerifyAccountRoute } = await import('../features/verification/routes/verify-account-route');
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
  ];
}
