// The notifications' port: the card a purchase leaves in its buyer's feed, written by the purchase's own
// statement (`notifications_add_card` within `checkout_purchase`, decision 0081), so a purchase and its
// card commit together.
import { byColumnName, contentCards } from '@fairdraw/db';
import { ownCard } from './own-cards';

/** What a purchase card says: the receipt's checkout and the draws bought (a Receipt is one). */
export interface PurchaseNotice {
  checkoutId: string;
  orders: ReadonlyArray<{ productName: string; drawNo: number }>;
}

/** A purchase card names this many draws and counts the rest, so it stays a short note. */
const PURCHASE_DRAWS_NAMED = 3;

/** The buyer's card for a purchase, as `notifications_add_card` takes it: one per checkout. */
export function purchaseCard(customerId: string, purchase: PurchaseNotice, now: Date) {
  const draws = [...new Set(purchase.orders.map((order) => `${order.productName} draw ${order.drawNo}`))];
  const named =
    draws.length > PURCHASE_DRAWS_NAMED
      ? `${draws.slice(0, PURCHASE_DRAWS_NAMED).join(', ')} and ${draws.length - PURCHASE_DRAWS_NAMED} more`
      : draws.join(', ');
  return byColumnName(
    contentCards,
    ownCard(
      customerId,
      {
        category: 'account',
        title: purchase.orders.length === 1 ? 'Your ticket is booked' : 'Your tickets are booked',
        body: `Good luck in ${named}. We will tell you here if you win.`,
        linkPath: `/receipt/${encodeURIComponent(purchase.checkoutId)}`,
        sourceKey: `purchase:${purchase.checkoutId}`,
      },
      now,
    ),
  );
}
