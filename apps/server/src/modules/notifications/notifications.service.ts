// The notifications feed (decision 0042): content cards a customer reads in the header's inbox. A card
// is the customer's own (a prize won) or everyone's (a notice from the shop); each customer marks the
// cards they have seen for themselves, so a broadcast card is unviewed for each until they open it.
import type {
  ContentCard,
  ContentCardsResult,
  ContentCardWrite,
  MarkCardsViewedBody,
  OpsContentCard,
  PageInfo,
} from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { formatMoney } from '@fairdraw/domain';
import type { Clock } from '../../lib/clock';
import type { PrizeAnnouncer } from '../draws/lifecycle.service';
import { ValidationError } from '../../lib/errors';
import {
  countUnviewedCards,
  insertCard,
  listVisibleCards,
  markCardsViewed,
  type ContentCardRow,
  type NewContentCard,
} from './notifications.repository';
import { ownCard } from './own-cards';

export { OWN_CARD_RETENTION_DAYS } from './own-cards';

/** A prize paid into a winner's wallet (or, for a raffle, a prize the charity delivers), as the draw lifecycle announces it. */
export type PrizeNotice = Parameters<PrizeAnnouncer>[0];

export interface NotificationsService {
  listCards(
    customerId: string,
    page: { limit: number; offset: number },
  ): Promise<ContentCardsResult & { pageInfo: PageInfo }>;
  markViewed(customerId: string, body: MarkCardsViewedBody): Promise<{ unviewedCount: number }>;
  createCard(card: ContentCardWrite): Promise<OpsContentCard>;
  announcePrize(prize: PrizeNotice): Promise<void>;
}

export interface NotificationsServiceDeps {
  db: Db;
  clock: Clock;
  /** Whether an account exists; a card to nobody is refused. */
  customerExists: (customerId: string) => Promise<boolean>;
}

/** The web app's page of a drawn ticket with its results and prizes (my-account/past-tickets/ticket/:id). */
export function ticketPath(orderId: string): string {
  return `/my-account/past-tickets/ticket/${encodeURIComponent(orderId)}`;
}

function opsCard(row: ContentCardRow): OpsContentCard {
  return {
    id: row.id,
    customerId: row.customerId,
    category: row.category,
    title: row.title,
    body: row.body,
    linkPath: row.linkPath,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

function customerCard(row: ContentCardRow & { viewed: boolean }): ContentCard {
  const { customerId: _forWhom, ...card } = opsCard(row);
  return { ...card, viewed: row.viewed };
}

export function createNotificationsService({
  db,
  clock,
  customerExists,
}: NotificationsServiceDeps): NotificationsService {
  /** A card of the shop's own about one customer, kept for a while; one per source key. */
  async function announce(
    customerId: string,
    card: Omit<NewContentCard, 'customerId' | 'createdAt' | 'expiresAt'>,
  ) {
    await insertCard(db, ownCard(customerId, card, clock.now()));
  }

  return {
    async listCards(customerId, page) {
      const { rows, total, unviewedCount } = await listVisibleCards(db, customerId, clock.now(), page);
      return { cards: rows.map(customerCard), unviewedCount, pageInfo: { ...page, total } };
    },

    async markViewed(customerId, body) {
      const now = clock.now();
      await markCardsViewed(db, customerId, body.all ? 'all' : (body.cardIds ?? []), now);
      return { unviewedCount: await countUnviewedCards(db, customerId, now) };
    },

    async createCard(card) {
      const now = clock.now();
      const expiresAt = card.expiresAt ? new Date(card.expiresAt) : null;
      if (expiresAt && expiresAt <= now)
        throw ValidationError.field('expiresAt', 'Choose a time in the future, or none.');
      const customerId = card.customerId ?? null;
      if (customerId && !(await customerExists(customerId)))
        throw ValidationError.field('customerId', 'There is no customer with this id.');
      const row = await insertCard(db, {
        customerId,
        category: card.category,
        title: card.title,
        body: card.body,
        linkPath: card.linkPath ?? null,
        createdAt: now,
        expiresAt,
      });
      // Only cards with a source key can meet a conflict; an operator's card has none.
      if (!row) throw new Error('content card not written');
      return opsCard(row);
    },

    async announcePrize(prize) {
      const draw = `${prize.productName} draw ${prize.drawNo}`;
      const won = prize.prizeCents > 0;
      await announce(prize.customerId, {
        category: 'prize',
        title: won ? `You won ${formatMoney(prize.prizeCents)} in ${draw}` : `You won a prize in ${draw}`,
        body: won
          ? 'Congratulations! Your prize is in your wallet. See your winning ticket for the details.'
          : 'Congratulations! Your ticket won. See your winning ticket for how the prize reaches you.',
        linkPath: ticketPath(prize.orderId),
        sourceKey: `prize:${prize.winningId}`,
      });
    },
  };
}
