import { CART_MAX_QUANTITY, MAX_TICKET_DRAWS } from '@fairdraw/contracts';
import type { ProductType } from '@fairdraw/contracts';

/** What a cart item lets the customer change in the cart, and within which bounds. */
export type CartItemEdit =
  { field: 'numDraws'; min: number; max: number } | { field: 'quantity'; min: number; max: number } | null;

/**
 * A lottery ticket changes how many draws it plays (more games are added on the play screen, not as
 * copies); raffle tickets and syndicate shares change how many bundles or shares; anything else is
 * bought as it is.
 */
export function cartItemEdit(productType: ProductType): CartItemEdit {
  switch (productType) {
    case 'lottery_ticket':
    case 'multi_draw_ticket':
      return { field: 'numDraws', min: 1, max: MAX_TICKET_DRAWS };
    case 'raffle_ticket':
    case 'syndicate_share':
      return { field: 'quantity', min: 1, max: CART_MAX_QUANTITY };
    default:
      return null;
  }
}
