/** Where the customer's upcoming tickets live (shop-core §2 "My account"). */
export const UPCOMING_TICKETS_PATH = '/my-account/upcoming-tickets';

export function upcomingTicketPath(orderId: string): string {
  return `${UPCOMING_TICKETS_PATH}/ticket/${encodeURIComponent(orderId)}`;
}
