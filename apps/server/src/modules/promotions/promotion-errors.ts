// The refusal of a promo code (shop-core §8: "Promotion promotion_not_added | its message is shown").
import { PROMOTION_NOT_ADDED } from '@fairdraw/contracts';
import { AppError } from '../../lib/errors';

/** 422 promotion_not_added, with the message under the promo code field; nothing was changed. */
export class PromotionNotAddedError extends AppError {
  constructor(message: string) {
    super(422, PROMOTION_NOT_ADDED, message, { promotionCode: [{ code: PROMOTION_NOT_ADDED, message }] });
    this.name = 'PromotionNotAddedError';
  }
}
