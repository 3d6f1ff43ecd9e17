// Tells the customer by e-mail about every money and security event on their account (decision 0039).
// Services call `tell` once their change has committed; the e-mail goes in the background, so the
// answer never waits for the SMTP server, and a failure is logged and dropped: a receipt that could
// not be sent never undoes a purchase. These are service e-mails, sent whatever the customer's
// marketing preferences say.
import type { Receipt } from '@fairdraw/contracts';
import { fromWireMoney } from '@fairdraw/domain';
import type { EmailContent } from './mail-templates';
import { MailSendError, type Mailer } from './mailer';
import {
  depositReceivedEmail,
  purchaseReceiptEmail,
  withdrawalPaidEmail,
  withdrawalRefusedEmail,
  withdrawalRequestedEmail,
} from './money-mail-templates';
import {
  identityNotVerifiedEmail,
  identityVerifiedEmail,
  passwordChangedEmail,
  twoFactorOffEmail,
  twoFactorOnEmail,
  type PasswordChangeWay,
  type TwoFactorMethodName,
} from './security-mail-templates';
import {
  limitChangeAppliedEmail,
  limitChangeRequestedEmail,
  type LimitIdentity,
} from './limits-mail-templates';

interface WithdrawalFacts {
  withdrawalId: string;
  amountCents: number;
  /** The masked bank account or PayID. */
  destination: string;
}

/** What happened, as the service that did it knows it. */
export type CustomerNotice =
  | { kind: 'purchase'; receipt: Receipt }
  | {
      kind: 'deposit_received';
      depositId: string;
      amountCents: number;
      balanceAfterCents: number | null;
      /** "card", "Apple Pay", ...: never a card number. */
      method: string;
    }
  | ({ kind: 'withdrawal_requested' } & WithdrawalFacts)
  | ({ kind: 'withdrawal_paid' } & WithdrawalFacts)
  | ({ kind: 'withdrawal_refused'; reason: string | null } & WithdrawalFacts)
  | { kind: 'two_factor_on'; method: TwoFactorMethodName; at: Date }
  | { kind: 'two_factor_off'; at: Date }
  | { kind: 'password_changed'; way: PasswordChangeWay; at: Date }
  | { kind: 'limit_change_applied'; limit: LimitIdentity; amountCents: number | null }
  | {
      kind: 'limit_change_requested';
      limit: LimitIdentity;
      amountCents: number | null;
      currentCents: number | null;
      effectiveAt: Date;
    }
  | { kind: 'identity_verified' }
  | { kind: 'identity_not_verified'; reason: string | null; needsDocuments: boolean };

/** Where to write to a customer, when the caller has just read it (a purchase has). */
export interface NoticeContact {
  email: string;
  firstname: string;
}

/** Called after the change committed; returns at once and never throws. */
export type TellCustomer = (customerId: string, notice: CustomerNotice, contact?: NoticeContact) => void;

export interface CustomerNotifier {
  tell: TellCustomer;
  /** Resolves once every e-mail started so far was sent or given up on (shutdown, tests). */
  idle(): Promise<void>;
}

/** The web app's page at `path` under the shop's address (kept when the shop is served under a path). */
export function shopPageUrl(publicUrl: string, path: string): string {
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  return new URL(path, base).href;
}

const LIMIT_PAGES: Record<LimitIdentity['kind'], string> = {
  spend: 'my-account/spend-limits',
  precommitment: 'my-account/precommitment-limit',
  deposit: 'my-account/spend-limits',
};

/** The e-mail of a notice, for a customer of this first name. */
export function noticeEmail(notice: CustomerNotice, firstname: string, publicUrl: string): EmailContent {
  const page = (path: string) => shopPageUrl(publicUrl, path);
  const withdrawal = (facts: WithdrawalFacts) => ({
    firstname,
    amountCents: facts.amountCents,
    destination: facts.destination,
    detailsUrl: page(`my-account/withdraw/details/${encodeURIComponent(facts.withdrawalId)}`),
  });
  const security = { firstname, securityUrl: page('my-account/login-and-security') };
  switch (notice.kind) {
    case 'purchase': {
      const { receipt } = notice;
      return purchaseReceiptEmail({
        firstname,
        lines: receipt.orders.map((order) => ({
          productName: order.productName,
          productType: order.productType,
          drawNo: order.drawNo,
          drawDate: new Date(order.drawDate),
          numDraws: order.numDraws,
          numGames: order.numGames,
          totalCents: fromWireMoney(order.total),
        })),
        totalCents: fromWireMoney(receipt.total),
        promotion: receipt.promotion && {
          code: receipt.promotion.code,
          discountCents: fromWireMoney(receipt.promotion.discount),
          creditCents: fromWireMoney(receipt.promotion.credit),
        },
        balanceAfterCents: fromWireMoney(receipt.balanceAfter),
        receiptUrl: page(`receipt/${encodeURIComponent(receipt.checkoutId)}`),
      });
    }
    case 'deposit_received':
      return depositReceivedEmail({
        firstname,
        amountCents: notice.amountCents,
        balanceAfterCents: notice.balanceAfterCents,
        method: notice.method,
        detailsUrl: page(`my-account/deposit/details/${encodeURIComponent(notice.depositId)}`),
      });
    case 'withdrawal_requested':
      return withdrawalRequestedEmail(withdrawal(notice));
    case 'withdrawal_paid':
      return withdrawalPaidEmail(withdrawal(notice));
    case 'withdrawal_refused':
      return withdrawalRefusedEmail({ ...withdrawal(notice), reason: notice.reason });
    case 'two_factor_on':
      return twoFactorOnEmail({ ...security, method: notice.method, at: notice.at });
    case 'two_factor_off':
      return twoFactorOffEmail({ ...security, at: notice.at });
    case 'password_changed':
      return passwordChangedEmail({ ...security, way: notice.way, at: notice.at });
    case 'limit_change_applied':
      return limitChangeAppliedEmail({
        firstname,
        limit: notice.limit,
        amountCents: notice.amountCents,
        limitsUrl: page(LIMIT_PAGES[notice.limit.kind]),
      });
    case 'limit_change_requested':
      return limitChangeRequestedEmail({
        firstname,
        limit: notice.limit,
        amountCents: notice.amountCents,
        currentCents: notice.currentCents,
        effectiveAt: notice.effectiveAt,
        limitsUrl: page(LIMIT_PAGES[notice.limit.kind]),
      });
    case 'identity_verified':
      return identityVerifiedEmail({ firstname, accountUrl: page('my-account') });
    case 'identity_not_verified':
      return identityNotVerifiedEmail({
        firstname,
        reason: notice.reason,
        needsDocuments: notice.needsDocuments,
        verifyUrl: page(
          notice.needsDocuments ? 'my-account/manual-verification' : 'my-account/verify-account',
        ),
      });
  }
}

export interface CustomerNotifierOptions {
  mailer: Pick<Mailer, 'send'> & Partial<Pick<Mailer, 'configured'>>;
  /** The shop's public address (MailSetup.publicUrl). */
  publicUrl: string;
  /** The accounts service's narrow read of where to write to the customer. */
  contactOf: (customerId: string) => Promise<{ email: string; firstname: string }>;
  log: { warn(details: Record<string, unknown>, message: string): void };
}

export function createCustomerNotifier({
  mailer,
  publicUrl,
  contactOf,
  log,
}: CustomerNotifierOptions): CustomerNotifier {
  const pending = new Set<Promise<void>>();
  let toldNotConfigured = false;

  async function send(customerId: string, notice: CustomerNotice, known?: NoticeContact): Promise<void> {
    const contact = known ?? (await contactOf(customerId));
    await mailer.send({ to: contact.email, ...noticeEmail(notice, contact.firstname, publicUrl) });
  }

  return {
    tell(customerId, notice, contact) {
      // No SMTP server (production without SMTP_URL): said once, instead of building every e-mail only
      // for it to be refused.
      if (mailer.configured === false) {
        if (!toldNotConfigured)
          log.warn(
            { reason: 'not-configured', notice: notice.kind },
            'customer e-mails are not sent: no SMTP server',
          );
        toldNotConfigured = true;
        return;
      }
      const sending = send(customerId, notice, contact).catch((error: unknown) => {
        // Neither the address nor the message goes into the log (an SMTP refusal's text can quote the
        // address, so only its codes do): the customer id says whose it was.
        const why =
          error instanceof MailSendError
            ? {
                reason: error.reason,
                retryable: error.retryable,
                smtpErrorCode: error.smtpErrorCode,
                responseCode: error.responseCode,
              }
            : { err: error };
        log.warn({ ...why, customerId, notice: notice.kind }, 'customer e-mail not sent');
      });
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },

    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

/** For services built without e-mail (unit tests, tools): tells nobody. */
export const tellNobody: TellCustomer = () => {};
