// Promo codes on carts (shop-core §7 "POST /cart/promotion"; decision 0048) and the operators' vouchers.
// Every cart call answers the whole cart, with the code and what it gives under `promotion`.
import { anonCartParamsSchema, cartResultSchema } from '../cart';
import { DEFAULT_API_VERSION } from '../headers';
import {
  opsVoucherCreateSchema,
  opsVoucherParamsSchema,
  opsVoucherSchema,
  opsVouchersResultSchema,
  promotionBodySchema,
} from '../promotions';
import { defineEndpoint } from './define';
import { CART_API_VERSION } from './cart';

const cartCall = { service: 'main', apiVersion: CART_API_VERSION } as const;

export const promotionsEndpoints = {
  apply: defineEndpoint({
    ...cartCall,
    method: 'POST',
    path: '/cart/promotion',
    access: 'customer',
    summary:
      "Puts a promo code on the customer's cart (replacing any other); 422 promotion_not_added when it cannot be used",
    body: promotionBodySchema,
    response: cartResultSchema,
  }),
  remove: defineEndpoint({
    ...cartCall,
    method: 'DELETE',
    path: '/cart/promotion',
    access: 'customer',
    summary: "Takes the promo code off the customer's cart (nothing to take off is not an error)",
    response: cartResultSchema,
  }),
  applyAnonymous: defineEndpoint({
    ...cartCall,
    method: 'POST',
    path: '/anon-cart/:token/promotion',
    access: 'anyone',
    summary:
      'Puts a promo code on an anonymous cart; it moves to the customer’s cart at sign-in when theirs has none',
    params: anonCartParamsSchema,
    body: promotionBodySchema,
    response: cartResultSchema,
  }),
  removeAnonymous: defineEndpoint({
    ...cartCall,
    method: 'DELETE',
    path: '/anon-cart/:token/promotion',
    access: 'anyone',
    summary: 'Takes the promo code off an anonymous cart',
    params: anonCartParamsSchema,
    response: cartResultSchema,
  }),
};

const opsCall = { service: 'ops', apiVersion: DEFAULT_API_VERSION, access: 'operator' } as const;

export const promotionsOpsEndpoints = {
  listVouchers: defineEndpoint({
    ...opsCall,
    method: 'GET',
    path: '/promotions/vouchers',
    summary: 'Every voucher, newest first, with how often it was used',
    response: opsVouchersResultSchema,
  }),
  createVoucher: defineEndpoint({
    ...opsCall,
    method: 'POST',
    path: '/promotions/vouchers',
    summary: 'Creates a voucher: a code, its type, an amount or a percent, an optional expiry and limit',
    body: opsVoucherCreateSchema,
    response: opsVoucherSchema,
    status: 201,
  }),
  endVoucher: defineEndpoint({
    ...opsCall,
    method: 'POST',
    path: '/promotions/vouchers/:code/end',
    summary: 'Ends a voucher now: it can no longer be added or used (ending twice changes nothing)',
    params: opsVoucherParamsSchema,
    response: opsVoucherSchema,
  }),
};
