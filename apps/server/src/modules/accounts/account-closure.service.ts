// Closing an account (DELETE /customer) and accepting the terms (decision 0021).
// Money never vanishes: an account holding money, or tickets in draws not yet drawn, is not closed;
// the customer is told what to do first. Closing ends every session at once, and a closed account
// cannot sign in or refresh (accounts.service refuses `closed`). The row and its ledger stay.
import { CURRENT_TERMS_VERSION, type AustralianState, type TermsAcceptanceResult } from '@fairdraw/contracts';
import { formatMoney } from '@fairdraw/domain';
import type { Db } from '@fairdraw/db';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { findCustomerById } from './accounts.repository';
import {
  insertClosure,
  insertTermsAcceptance,
  markClosed,
  revokeAllSessions,
  setTermsAccepted,
} from './account-details.repository';
import { verifyPassword } from './passwords';
import { UNCACHED_SIGN_INS, type SignInMemo } from './sign-in-memo';

export const WRONG_PASSWORD_MESSAGE = 'The password is not correct.';
export const fundsRemainMessage = (balance: string) =>
  `Your wallet still holds ${balance}. Please withdraw it before closing your account, or contact support and we will help.`;
export const OPEN_TICKETS_MESSAGE =
  'You have tickets in draws that have not been drawn yet. You can close your account once those draws are over and any prizes are paid out.';
export const TERMS_CHANGED_MESSAGE =
  'These terms have changed. Please read the current terms and accept them.';

export interface AccountClosureService {
  close(customerId: string, body: { password: string; reason?: string | undefined }): Promise<void>;
  acceptTerms(customerId: string, version: string, state?: AustralianState): Promise<TermsAcceptanceResult>;
}

export function createAccountClosureService(options: {
  db: Db;
  clock: Clock;
  walletBalanceCents: (customerId: string) => Promise<number>;
  /** Tickets of the customer in draws not drawn yet. */
  openTicketCount: (customerId: string) => Promise<number>;
  /** Told once the account's sessions have ended, so no process still takes them (sign-in-memo.ts). */
  signIns?: Pick<SignInMemo, 'sessionsEnded'>;
}): AccountClosureService {
  const { db, clock, signIns = UNCACHED_SIGN_INS } = options;

  return {
    async close(customerId, { password, reason }) {
      const now = clock.now();
      const customer = await findCustomerById(db, customerId);
      if (!customer || customer.state === 'closed') throw new NotFoundError();
      if (!(await verifyPassword(customer.passwordHash, password)))
        throw ValidationError.field('password', WRONG_PASSWORD_MESSAGE);
      const balance = await options.walletBalanceCents(customerId);
      if (balance > 0) throw new ConflictError(fundsRemainMessage(formatMoney(balance)));
      if ((await options.openTicketCount(customerId)) > 0) throw new ConflictError(OPEN_TICKETS_MESSAGE);
      await db.transaction(async (tx) => {
        if (!(await markClosed(tx, customerId, now))) throw new NotFoundError();
        await insertClosure(tx, { customerId, reason: reason?.trim() || null, closedAt: now });
        await revokeAllSessions(tx, customerId, now);
      });
      await signIns.sessionsEnded(customerId);
    },

    async acceptTerms(customerId, version, state) {
      const now = clock.now();
      const customer = await findCustomerById(db, customerId);
      if (!customer || customer.state === 'closed') throw new NotFoundError();
      if (version !== CURRENT_TERMS_VERSION) throw ValidationError.field('version', TERMS_CHANGED_MESSAGE);
      await db.transaction(async (tx) => {
        await insertTermsAcceptance(tx, {
          customerId,
          kind: state ? 'location' : 'terms',
          version,
          state: state ?? null,
          acceptedAt: now,
        });
        if (!state) await setTermsAccepted(tx, customerId, version, now);
      });
      return { accepted: true, version, state: state ?? null, acceptedAt: now.toISOString() };
    },
  };
}
