// The cards the shop writes itself, against a real database: what they say, where they link, and one
// card per purchase or prize however often it is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignupBody } from '@fairdraw/contracts';
import { seedDemoData, sql } from '@fairdraw/db';
import { createTestDatabase, type TestDatabase } from '@fairdraw/db/testing';
import { ManualClock } from '../../lib/clock';
import { createAccountsService } from '../accounts/accounts.service';
import { createNotificationsService, type NotificationsService } from './notifications.service';
import { purchaseCard, type PurchaseNotice } from './notifications.port';

const clock = new ManualClock(new Date('2026-11-21T00:00:00Z'));
let database: TestDatabase;
let notifications: NotificationsService;
let customerId: string;

const signup: SignupBody = {
  email: 'grace.hopper@example.com.au',
  password: 'tide tables 1843',
  firstname: 'Grace',
  lastname: 'Hopper',
  dateOfBirth: '1980-12-09',
  phone: '0298765432',
  address: '12 Macquarie Street',
  suburb: 'Hobart',
  state: 'TAS',
  postcode: '7000',
  country: 'AU',
  acceptTerms: true,
  emailOptIn: false,
  metadata: { platform: 'Web' },
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, clock.now());
  const accounts = createAccountsService({
    db: database.db,
    clock,
    tokenSecret: 'a-test-secret-of-at-least-32-chars',
  });
  customerId = (await accounts.signup(signup)).customerId;
  notifications = createNotificationsService({ db: database.db, clock, customerExists: async () => true });
});
afterAll(async () => {
  await database.drop();
});

const page = { limit: 20, offset: 0 };

function receiptOf(checkoutId: string, draws: Array<[string, number]>): PurchaseNotice {
  return { checkoutId, orders: draws.map(([productName, drawNo]) => ({ productName, drawNo })) };
}

describe('the shop’s own cards', () => {
  it('names at most three draws of a purchase and counts the rest, linking to the receipt', async () => {
    const receipt = receiptOf('chk_1', [
      ['Powerball', 1520],
      ['Powerball', 1520],
      ['Oz Lotto', 1660],
      ['Saturday Lotto', 4620],
      ['Set for Life', 2010],
      ['Lotto Strike', 900],
    ]);
    // Written as a purchase writes it, in its own statement (decision 0081); a second write changes nothing.
    const card = JSON.stringify(purchaseCard(customerId, receipt, clock.now()));
    await database.db.execute(sql`select notifications_add_card(${card}::jsonb)`);
    await database.db.execute(sql`select notifications_add_card(${card}::jsonb)`);
    const { cards } = await notifications.listCards(customerId, page);
    expect(cards).toEqual([
      expect.objectContaining({
        title: 'Your tickets are booked',
        body: 'Good luck in Powerball draw 1520, Oz Lotto draw 1660, Saturday Lotto draw 4620 and 2 more. We will tell you here if you win.',
        linkPath: '/receipt/chk_1',
        expiresAt: '2027-02-19T00:00:00.000Z',
      }),
    ]);
  });

  it('tells a winner their prize once, and a raffle winner without an amount', async () => {
    const prize = {
      winningId: 'win_1',
      customerId,
      productName: 'Oz Lotto',
      drawNo: 1660,
      prizeCents: 123_45,
      orderId: 'ord_1',
    };
    await notifications.announcePrize(prize);
    await notifications.announcePrize(prize);
    await notifications.announcePrize({
      ...prize,
      winningId: 'win_2',
      productName: 'Surf Life Saving raffle',
      drawNo: 12,
      prizeCents: 0,
      orderId: 'ord_2',
    });
    const prizes = (await notifications.listCards(customerId, page)).cards.filter(
      (card) => card.category === 'prize',
    );
    expect(prizes.map((card) => [card.title, card.linkPath])).toEqual(
      expect.arrayContaining([
        ['You won $123.45 in Oz Lotto draw 1660', '/my-account/past-tickets/ticket/ord_1'],
        ['You won a prize in Surf Life Saving raffle draw 12', '/my-account/past-tickets/ticket/ord_2'],
      ]),
    );
    expect(prizes).toHaveLength(2);
  });
});
