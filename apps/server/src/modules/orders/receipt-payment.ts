// A receipt's money (decision 0048): the price of what was bought, what the customer's own money paid,
// and what the promo code took off or credited. The purchase and GET /checkout/{id} both build it here.
import type { Receipt } from '@fairdraw/contracts';
import { toWireMoney } from '@fairdraw/domain';

/** What a checkout's promo code did, as the checkout keeps it in its metadata. */
export interface UsedPromotion {
  code: string;
  discountCents: number;
  creditCents: number;
}

/** The stored promo code of a checkout's metadata, or null when it used none. */
export function usedPromotion(metadata: Record<string, unknown>): UsedPromotion | null {
  const promotion = metadata.promotion as Partial<UsedPromotion> | undefined;
  if (!promotion || typeof promotion.code !== 'string') return null;
  return {
    code: promotion.code,
    discountCents: Number(promotion.discountCents ?? 0),
    creditCents: Number(promotion.creditCents ?? 0),
  };
}

/** The receipt's money: the price, what the customer's own money paid, and the promo code's part. */
export function receiptPayment(
  totalCents: number,
  promotion: UsedPromotion | null,
): Pick<Receipt, 'total' | 'paid' | 'promotion'> {
  return {
    total: toWireMoney(totalCents),
    paid: toWireMoney(totalCents - (promotion?.discountCents ?? 0)),
    promotion: promotion
      ? {
          code: promotion.code,
          discount: toWireMoney(promotion.discountCents),
          credit: toWireMoney(promotion.creditCents),
        }
      : null,
  };
}
