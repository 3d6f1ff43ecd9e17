// My details (GET/POST /customer/details) and the address and e-mail confirmations (decision 0021).
// A new e-mail address is only a request until the link sent to it is opened: the customer keeps
// signing in with the old one meanwhile, so a stolen session cannot take the account over by
// changing the address. A changed postal address is saved at once and flagged for confirmation.
import { createHash, randomBytes } from 'node:crypto';
import type {
  ConfirmEmailResult,
  CustomerDetails,
  CustomerDetailsBody,
  CustomerDetailsResult,
  CustomerAddress,
} from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import type { Clock } from '../../lib/clock';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Mailer } from '../mail/mailer';
import { findCustomerById, type CustomerRow } from './accounts.repository';
import {
  clearAddressConfirmation,
  clearPendingEmail,
  emailHolder,
  findContactStatus,
  insertEmailToken,
  retireEmailTokens,
  saveContactStatus,
  setCustomerEmail,
  spendEmailToken,
  updateCustomerDetails,
  type ContactStatusRow,
} from './account-details.repository';
import { confirmAddressPageUrl, emailConfirmationEmail } from './confirmation-email';

export const EMAIL_LINK_TTL_HOURS = 24;
export const EMAIL_IN_USE_MESSAGE = 'Another account already uses this email address.';
export const EMAIL_LINK_INVALID_MESSAGE = 'Email link no longer valid';

export interface AccountMail {
  mailer: Pick<Mailer, 'send'>;
  /** The shop's public address that links start with. */
  publicUrl: string;
}

export interface CustomerDetailsService {
  getDetails(customerId: string): Promise<CustomerDetails>;
  updateDetails(customerId: string, body: CustomerDetailsBody): Promise<CustomerDetailsResult>;
  confirmAddress(customerId: string): Promise<void>;
  /** Confirms the new e-mail address of the link's token. 404 for an unknown, spent or expired link. */
  confirmEmailWithToken(token: string): Promise<ConfirmEmailResult>;
  /** Sends a fresh link for a waiting change; nothing waiting means nothing to confirm. */
  resendEmailConfirmation(customerId: string): Promise<ConfirmEmailResult>;
  /** The flags of the customer record (GET /customer). */
  confirmationFlags(
    customerId: string,
  ): Promise<{ addressConfirmationRequired: boolean; emailAddressConfirmationRequired: boolean }>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function flagsOf(status: ContactStatusRow | null) {
  return {
    addressConfirmationRequired: status?.addressConfirmationRequired ?? false,
    emailAddressConfirmationRequired: status?.pendingEmail != null,
  };
}

function toDetails(customer: CustomerRow, status: ContactStatusRow | null): CustomerDetails {
  return {
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    pendingEmail: status?.pendingEmail ?? null,
    phone: customer.phone,
    ...customer.address,
    dateOfBirth: customer.dateOfBirth,
    ...flagsOf(status),
  };
}

const sameAddress = (a: CustomerAddress, b: CustomerAddress) =>
  a.address === b.address &&
  a.suburb === b.suburb &&
  a.state === b.state &&
  a.postcode === b.postcode &&
  a.country === b.country;

export function createCustomerDetailsService(options: {
  db: Db;
  clock: Clock;
  mail?: AccountMail;
  log?: { warn(object: object, message: string): void };
}): CustomerDetailsService {
  const { db, clock, mail } = options;

  async function customerOrNotFound(customerId: string): Promise<CustomerRow> {
    const customer = await findCustomerById(db, customerId);
    if (!customer || customer.state === 'closed') throw new NotFoundError();
    return customer;
  }

  /** A new link for `email`; older links stop working. The raw token only goes into the e-mail. */
  async function issueLink(customerId: string, email: string, now: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await retireEmailTokens(tx, customerId, now);
      await insertEmailToken(tx, {
        customerId,
        email,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_HOURS * 3600_000),
        createdAt: now,
      });
    });
    return token;
  }

  /** True when the SMTP server took the message. A failure keeps the change; the banner resends. */
  async function sendLink(customer: CustomerRow, email: string, token: string): Promise<boolean> {
    if (!mail) return false;
    try {
      await mail.mailer.send({
        to: email,
        ...emailConfirmationEmail({
          firstname: customer.firstname,
          newEmail: email,
          confirmUrl: confirmAddressPageUrl(mail.publicUrl, token),
          validHours: EMAIL_LINK_TTL_HOURS,
        }),
      });
      return true;
    } catch (error) {
      options.log?.warn({ err: error, customerId: customer.id }, 'e-mail confirmation link not sent');
      return false;
    }
  }

  return {
    async getDetails(customerId) {
      const customer = await customerOrNotFound(customerId);
      return toDetails(customer, await findContactStatus(db, customerId));
    },

    async updateDetails(customerId, body) {
      const now = clock.now();
      const customer = await customerOrNotFound(customerId);
      const status = await findContactStatus(db, customerId);
      const email = body.email.trim().toLowerCase();
      const address: CustomerAddress = {
        address: body.address,
        suburb: body.suburb,
        state: body.state,
        postcode: body.postcode,
        country: body.country,
      };
      const emailChanged = email !== customer.email;
      // Every check comes before any write: a refused save changes nothing.
      if (emailChanged) {
        const holder = await emailHolder(db, email);
        if (holder !== null && holder !== customerId)
          throw ValidationError.field('email', EMAIL_IN_USE_MESSAGE);
      }
      const addressChanged = !sameAddress(address, customer.address);
      const pendingEmail = emailChanged ? email : null;
      const newRequest = pendingEmail !== null && pendingEmail !== status?.pendingEmail;
      let token: string | null = null;
      await db.transaction(async (tx) => {
        await updateCustomerDetails(
          tx,
          customerId,
          {
            firstname: body.firstname,
            lastname: body.lastname,
            phone: body.phone.replace(/ /g, ''),
            address,
          },
          now,
        );
        await saveContactStatus(tx, {
          customerId,
          addressConfirmationRequired: (status?.addressConfirmationRequired ?? false) || addressChanged,
          pendingEmail,
          updatedAt: now,
        });
        // Going back to the current address, or to another new one, retires the links sent so far.
        if (pendingEmail === null || newRequest) await retireEmailTokens(tx, customerId, now);
      });
      if (newRequest && pendingEmail) token = await issueLink(customerId, pendingEmail, now);
      const sent = token !== null && pendingEmail !== null && (await sendLink(customer, pendingEmail, token));
      const saved = await customerOrNotFound(customerId);
      return { ...toDetails(saved, await findContactStatus(db, customerId)), emailConfirmationSent: sent };
    },

    async confirmAddress(customerId) {
      await customerOrNotFound(customerId);
      await clearAddressConfirmation(db, customerId, clock.now());
    },

    async confirmEmailWithToken(token) {
      const now = clock.now();
      const confirmed = await db.transaction(async (tx) => {
        const link = await spendEmailToken(tx, hashToken(token), now);
        if (!link) return false;
        const customer = await findCustomerById(tx, link.customerId);
        if (!customer || customer.state === 'closed') return false;
        const holder = await emailHolder(tx, link.email);
        if (holder !== null && holder !== customer.id) return false;
        // Only the change still waiting can be confirmed: a later change or a revert wins.
        if (!(await clearPendingEmail(tx, customer.id, link.email, now))) return false;
        await setCustomerEmail(tx, customer.id, link.email, now);
        return true;
      });
      if (!confirmed) throw new NotFoundError(EMAIL_LINK_INVALID_MESSAGE);
      return { confirmed: true, emailConfirmationSent: false };
    },

    async resendEmailConfirmation(customerId) {
      const now = clock.now();
      const customer = await customerOrNotFound(customerId);
      const status = await findContactStatus(db, customerId);
      if (!status?.pendingEmail) return { confirmed: true, emailConfirmationSent: false };
      const token = await issueLink(customerId, status.pendingEmail, now);
      return {
        confirmed: false,
        emailConfirmationSent: await sendLink(customer, status.pendingEmail, token),
      };
    },

    async confirmationFlags(customerId) {
      return flagsOf(await findContactStatus(db, customerId));
    },
  };
}
