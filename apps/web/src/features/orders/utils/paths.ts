/** Where the customer's upcoming tickets live (shop-core §2 "My account"). */
export const UPCOMING_TICKETS_PATH = '/my-account/upcoming-tickets';

export function upcomingTicketPath(orderId: string): string {
  return `${UPCOMING_TICKETS_PATH}/ticket/${encodeURIComponent(orderId)}`;
}

/** Where the customer's drawn tickets live (shop-core §2 "My account"). */
export const PAST_TICKETS_PATH = '/my-account/past-tickets';

export function pastTicketPath(orderId: string): string {
  return `${PAST_TICKETS_PATH}/ticket/${encodeURIComponent(orderId)}`;
}
