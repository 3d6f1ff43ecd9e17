// Cards the shop writes about one customer's own news (a purchase, a prize): kept for a while, one per
// source key.
import type { NewContentCard } from './notifications.repository';

/** A card the shop writes about one customer's own news leaves the feed after this long. */
export const OWN_CARD_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export function ownCard(
  customerId: string,
  card: Omit<NewContentCard, 'customerId' | 'createdAt' | 'expiresAt'>,
  now: Date,
): NewContentCard {
  return {
    ...card,
    customerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OWN_CARD_RETENTION_DAYS * DAY_MS),
  };
}
