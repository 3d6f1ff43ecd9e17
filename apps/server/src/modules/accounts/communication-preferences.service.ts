// Communication preferences (GET/PUT /customer/{id}/communication-preferences, decision 0021).
// No row means the defaults: e-mail as chosen at signup, every other channel off, weekly.
// The e-mail channel and the signup's e-mail opt-in are one choice, kept in step.
import type {
  CommunicationPreferences,
  CommunicationPreferencesBody,
  communicationPreferencesBodySchema,
} from '@fairdraw/contracts';
import type { z } from 'zod';
import type { Db } from '@fairdraw/db';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { findCustomerById, type CustomerRow } from './accounts.repository';
import {
  findPreferences,
  savePreferences,
  setEmailOptIn,
  type PreferencesRow,
} from './account-details.repository';

export type PreferencesUpdate = z.output<typeof communicationPreferencesBodySchema>;
export type { CommunicationPreferencesBody };

export interface CommunicationPreferencesService {
  get(customerId: string): Promise<CommunicationPreferences>;
  update(customerId: string, body: PreferencesUpdate): Promise<CommunicationPreferences>;
}

function defaults(customer: CustomerRow, now: Date): PreferencesRow {
  return {
    customerId: customer.id,
    email: customer.emailOptIn,
    phone: false,
    sms: false,
    directmail: false,
    push: false,
    frequency: 'weekly',
    unsubscribedProducts: [],
    unsubscribeReasons: [],
    updatedAt: now,
  };
}

function toWire(customer: CustomerRow, row: PreferencesRow): CommunicationPreferences {
  return {
    preferences: {
      email: row.email,
      phone: row.phone,
      sms: row.sms,
      directmail: row.directmail,
      push: row.push,
    },
    frequency: row.frequency,
    unsubscribedProducts: row.unsubscribedProducts,
    firstname: customer.firstname,
  };
}

export function createCommunicationPreferencesService(options: {
  db: Db;
  clock: Clock;
}): CommunicationPreferencesService {
  const { db, clock } = options;

  async function customerOrNotFound(customerId: string): Promise<CustomerRow> {
    const customer = await findCustomerById(db, customerId);
    if (!customer || customer.state === 'closed') throw new NotFoundError();
    return customer;
  }

  return {
    async get(customerId) {
      const customer = await customerOrNotFound(customerId);
      return toWire(customer, (await findPreferences(db, customerId)) ?? defaults(customer, clock.now()));
    },

    async update(customerId, body) {
      const now = clock.now();
      const customer = await customerOrNotFound(customerId);
      const current = (await findPreferences(db, customerId)) ?? defaults(customer, now);
      const next: PreferencesRow = { ...current, ...body.preferences, updatedAt: now };
      if (body.frequency) next.frequency = body.frequency;
      if (body.email !== undefined) {
        if (body.productOfferKey) {
          // One product's e-mail: on or off for that product only.
          const others = current.unsubscribedProducts.filter((key) => key !== body.productOfferKey);
          next.unsubscribedProducts = body.email ? others : [...others, body.productOfferKey];
        } else {
          next.email = body.email;
          if (body.email) next.unsubscribedProducts = [];
        }
      }
      if (body.unsubscribeReasons) next.unsubscribeReasons = body.unsubscribeReasons;
      await db.transaction(async (tx) => {
        await savePreferences(tx, next);
        if (next.email !== customer.emailOptIn) await setEmailOptIn(tx, customerId, next.email, now);
      });
      return toWire(customer, next);
    },
  };
}
