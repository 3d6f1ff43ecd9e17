// The calls behind the shop's entry points (issue 17, decision 0050): locate, replay, tips, draw
// previews and the price table.
import { DEFAULT_API_VERSION } from '../headers';
import {
  drawPreviewParamsSchema,
  drawPreviewResultSchema,
  locateQuerySchema,
  locateResultSchema,
  pricingTableSchema,
  replayBodySchema,
  replayParamsSchema,
  replayPreviewSchema,
  replayResultSchema,
  tipsResultSchema,
} from '../shop-entry';
import { CART_API_VERSION } from './cart';
import { defineEndpoint } from './define';

/** GET /draw/preview is a v3.3 call (shop-core §7). */
export const DRAW_PREVIEW_API_VERSION = '3.3';

export const visitorEndpoints = {
  locate: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/locate',
    apiVersion: DEFAULT_API_VERSION,
    access: 'anyone',
    summary:
      "Where the caller is: a signed-in customer's address state, else the edge's state header, else a time-zone hint",
    query: locateQuerySchema,
    response: locateResultSchema,
  }),
};

export const replayEndpoints = {
  preview: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/cart/replay/:replayId',
    apiVersion: CART_API_VERSION,
    access: 'customer',
    summary:
      "What replaying one of the customer's past orders (a checkout or one ticket) would add, and what it cannot",
    params: replayParamsSchema,
    response: replayPreviewSchema,
  }),
  replay: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/cart/replay/:replayId',
    apiVersion: CART_API_VERSION,
    access: 'customer',
    summary:
      "Copies a past order's lottery games into the cart for each product's next open draw; restricted products are left out",
    params: replayParamsSchema,
    body: replayBodySchema,
    response: replayResultSchema,
  }),
};

export const catalogueInfoEndpoints = {
  tips: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/tips',
    cache: 'public, max-age=1080',
    apiVersion: DEFAULT_API_VERSION,
    access: 'anyone',
    summary: 'Hot and cold numbers of each lottery, from its newest drawn draws',
    response: tipsResultSchema,
  }),
  drawPreview: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/draw/preview/:productOfferKey/:drawNo',
    cache: 'public, max-age=60',
    apiVersion: DRAW_PREVIEW_API_VERSION,
    access: 'anyone',
    summary: 'One draw of an offer as it will be sold, also before its sales open; never a drawn draw',
    params: drawPreviewParamsSchema,
    response: drawPreviewResultSchema,
  }),
  pricing: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/info/pricing/',
    cache: 'public, max-age=60',
    apiVersion: DEFAULT_API_VERSION,
    access: 'anyone',
    summary: 'Every pricing id with its price per game, raffle bundle and syndicate share',
    response: pricingTableSchema,
  }),
};
