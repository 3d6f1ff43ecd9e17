// The notifications feed: the customer's content cards and their viewed marks, and the operators'
// call that sends a card (decision 0042).
import { DEFAULT_API_VERSION } from '../headers';
import {
  contentCardsQuerySchema,
  contentCardsResultSchema,
  contentCardWriteSchema,
  markCardsViewedBodySchema,
  markCardsViewedResultSchema,
  opsContentCardSchema,
} from '../notifications';
import { defineEndpoint } from './define';

export const notificationsEndpoints = {
  cards: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/notifications/cards',
    apiVersion: DEFAULT_API_VERSION,
    access: 'customer',
    summary:
      "The customer's live content cards (their own and everyone's), newest first, with the unviewed count",
    query: contentCardsQuerySchema,
    response: contentCardsResultSchema,
    paged: true,
  }),
  markViewed: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/notifications/cards/viewed',
    apiVersion: DEFAULT_API_VERSION,
    access: 'customer',
    summary: 'Marks some or all of the customer’s cards viewed; cards that are not theirs are ignored',
    body: markCardsViewedBodySchema,
    response: markCardsViewedResultSchema,
  }),
};

export const notificationsOpsEndpoints = {
  createCard: defineEndpoint({
    service: 'ops',
    method: 'POST',
    path: '/notifications/cards',
    apiVersion: DEFAULT_API_VERSION,
    access: 'operator',
    summary: 'Sends a content card to one customer, or to every signed-in customer',
    body: contentCardWriteSchema,
    response: opsContentCardSchema,
    status: 201,
  }),
};
