// Cart calls (API 3.3): anonymous carts by token, the customer's cart, the purchase and the receipt.
import { z } from 'zod';
import {
  anonCartItemParamsSchema,
  anonCartParamsSchema,
  cartItemAddBodySchema,
  cartItemParamsSchema,
  cartItemUpdateSchema,
  cartResultSchema,
} from '../cart';
import { checkoutParamsSchema, purchaseBodySchema, receiptSchema } from '../orders';
import { defineEndpoint } from './define';

export const CART_API_VERSION = '3.3';
export const RECEIPT_API_VERSION = '3.4';

const common = { service: 'main', apiVersion: CART_API_VERSION } as const;

export const anonymousCartEndpoints = {
  create: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/anon-cart',
    access: 'anyone',
    summary: 'Creates an anonymous cart: the answer is its token, the key to it',
    response: z.string(),
    status: 201,
  }),
  get: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/anon-cart/:token',
    access: 'anyone',
    summary: 'An anonymous cart',
    params: anonCartParamsSchema,
    response: cartResultSchema,
  }),
  addItem: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/anon-cart/:token/items',
    access: 'anyone',
    summary: 'Adds an item to an anonymous cart',
    params: anonCartParamsSchema,
    body: cartItemAddBodySchema,
    response: cartResultSchema,
    status: 201,
  }),
  updateItem: defineEndpoint({
    ...common,
    method: 'PUT',
    path: '/anon-cart/:token/items/:id',
    access: 'anyone',
    summary: "Changes an item's quantity or draws",
    params: anonCartItemParamsSchema,
    body: cartItemUpdateSchema,
    response: cartResultSchema,
  }),
  removeItem: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: '/anon-cart/:token/items/:id',
    access: 'anyone',
    summary: 'Removes an item',
    params: anonCartItemParamsSchema,
    response: cartResultSchema,
  }),
  build: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/anon-cart/:token/build',
    access: 'anyone',
    summary: 'The anonymous cart re-checked against the catalogue',
    params: anonCartParamsSchema,
    response: cartResultSchema,
  }),
  convert: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/anon-cart/:token/convert',
    access: 'customer',
    summary: "Moves an anonymous cart's items into the customer's cart",
    params: anonCartParamsSchema,
    response: cartResultSchema,
  }),
};

export const cartEndpoints = {
  items: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/cart/items',
    access: 'customer',
    summary: "The customer's cart (created on first use)",
    response: cartResultSchema,
  }),
  addItem: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/cart/items',
    access: 'customer',
    summary: "Adds an item to the customer's cart",
    body: cartItemAddBodySchema,
    response: cartResultSchema,
    status: 201,
  }),
  updateItem: defineEndpoint({
    ...common,
    method: 'PUT',
    path: '/cart/items/:id',
    access: 'customer',
    summary: "Changes an item's quantity or draws",
    params: cartItemParamsSchema,
    body: cartItemUpdateSchema,
    response: cartResultSchema,
  }),
  removeItem: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: '/cart/items/:id',
    access: 'customer',
    summary: 'Removes an item',
    params: cartItemParamsSchema,
    response: cartResultSchema,
  }),
  build: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/cart/build',
    access: 'customer',
    summary: "The customer's cart re-checked against the catalogue",
    response: cartResultSchema,
  }),
  purchase: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/cart/purchase',
    access: 'customer',
    summary: 'Pays the cart (or the named items) from the wallet',
    body: purchaseBodySchema,
    response: receiptSchema,
    status: 201,
    idempotent: true,
  }),
  receipt: defineEndpoint({
    ...common,
    apiVersion: RECEIPT_API_VERSION,
    method: 'GET',
    path: '/checkout/:checkoutId',
    access: 'customer',
    summary: 'The receipt of a purchase',
    params: checkoutParamsSchema,
    response: receiptSchema,
  }),
};
