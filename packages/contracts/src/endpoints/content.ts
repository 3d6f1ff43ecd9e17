// The content service (/cms), its config reads, the translation service and causes.
import { z } from 'zod';
import { DEFAULT_API_VERSION } from '../headers';
import {
  contactPageDataSchema,
  contentFileParamsSchema,
  contentFileSchema,
  contentItemParamsSchema,
  contentItemQuerySchema,
  contentItemsParamsSchema,
  contentItemsQuerySchema,
  contentItemsResultSchema,
  contentItemUpdateSchema,
  contentItemWriteSchema,
  componentVariantsSchema,
  navigationSchema,
  previewTokenResultSchema,
  themeDataSchema,
} from '../content';
import { translationItemSchema, translationParamsSchema, translationQuerySchema } from '../translation';
import { causeWithOffersSchema, causesQuerySchema } from '../causes';
import {
  supportMessageBodySchema,
  supportMessageResultSchema,
  supportMessageSchema,
  supportMessagesQuerySchema,
} from '../support';
import { clearCacheQuerySchema } from './startup';
import { defineEndpoint } from './define';

const cms = { service: 'cms', apiVersion: DEFAULT_API_VERSION } as const;
const contentItem = contentItemsResultSchema.element;

export const contentEndpoints = {
  items: defineEndpoint({
    ...cms,
    method: 'GET',
    path: '/items/:collection',
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: 'Published items of a collection (drafts too with a preview token), newest first',
    params: contentItemsParamsSchema,
    query: contentItemsQuerySchema,
    response: contentItemsResultSchema,
    paged: true,
  }),
  item: defineEndpoint({
    ...cms,
    method: 'GET',
    path: '/items/:collection/:id',
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: 'One item by id or slug, if it may be shown',
    params: contentItemParamsSchema,
    query: contentItemQuerySchema,
    response: contentItem,
  }),
  file: defineEndpoint({
    ...cms,
    method: 'GET',
    path: '/files/:id',
    cache: 'public, max-age=3600',
    access: 'anyone',
    summary: "A file's description and the URL of its bytes",
    params: contentFileParamsSchema,
    response: contentFileSchema,
  }),
  theme: defineEndpoint({
    ...cms,
    method: 'GET',
    path: '/theme',
    cache: 'public, max-age=600',
    access: 'anyone',
    summary: "The shop's colours, logo, fonts, motifs, radius and shadow",
    query: clearCacheQuerySchema,
    response: themeDataSchema,
  }),
  navigation: defineEndpoint({
    ...cms,
    method: 'GET',
    path: '/navigation',
    cache: 'public, max-age=86400',
    access: 'anyone',
    summary: 'Header and footer menus and route label overrides',
    query: clearCacheQuerySchema,
    response: navigationSchema,
  }),
  components: defineEndpoint({
    ...cms,
    method: 'GET',
    path: '/components',
    cache: 'public, max-age=86400',
    access: 'anyone',
    summary: 'Which variant of each configurable component shows',
    query: clearCacheQuerySchema,
    response: componentVariantsSchema,
  }),
  contactPage: defineEndpoint({
    ...cms,
    method: 'GET',
    path: '/contact',
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: 'The contact page: its words and the support form topics',
    query: clearCacheQuerySchema,
    response: contactPageDataSchema,
  }),
};

export const contentOpsEndpoints = {
  createItem: defineEndpoint({
    service: 'ops',
    method: 'POST',
    path: '/cms/items/:collection',
    apiVersion: DEFAULT_API_VERSION,
    access: 'operator',
    summary: 'Creates an item (a draft unless published); its data is checked and its HTML sanitised',
    params: contentItemsParamsSchema,
    body: contentItemWriteSchema,
    response: contentItem,
    status: 201,
  }),
  updateItem: defineEndpoint({
    service: 'ops',
    method: 'PATCH',
    path: '/cms/items/:collection/:id',
    apiVersion: DEFAULT_API_VERSION,
    access: 'operator',
    summary: "Changes an item's status, publish date or data",
    params: contentItemParamsSchema,
    body: contentItemUpdateSchema,
    response: contentItem,
  }),
  previewToken: defineEndpoint({
    service: 'ops',
    method: 'POST',
    path: '/cms/preview-token',
    apiVersion: DEFAULT_API_VERSION,
    access: 'operator',
    summary: 'A token, valid for an hour, that shows drafts and archived items on /preview',
    response: previewTokenResultSchema,
    status: 201,
  }),
};

export const translationEndpoints = {
  items: defineEndpoint({
    service: 'translation',
    method: 'GET',
    path: '/:locale/items',
    apiVersion: DEFAULT_API_VERSION,
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: "A locale's items, filtered by category (c), id and type (t)",
    params: translationParamsSchema,
    query: translationQuerySchema,
    response: z.array(translationItemSchema),
  }),
};

export const causesEndpoints = {
  list: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/causes',
    apiVersion: DEFAULT_API_VERSION,
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: 'Causes, all or by slug or key',
    query: causesQuerySchema,
    response: z.array(causeWithOffersSchema),
  }),
};

export const supportEndpoints = {
  sendMessage: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/support/messages',
    apiVersion: DEFAULT_API_VERSION,
    access: 'anyone',
    summary: 'A message to customer care from the contact page; answered by e-mail',
    body: supportMessageBodySchema,
    response: supportMessageResultSchema,
    status: 201,
  }),
};

export const supportOpsEndpoints = {
  messages: defineEndpoint({
    service: 'ops',
    method: 'GET',
    path: '/support/messages',
    apiVersion: DEFAULT_API_VERSION,
    access: 'operator',
    summary: 'Messages to customer care, newest first',
    query: supportMessagesQuerySchema,
    response: z.array(supportMessageSchema),
    paged: true,
  }),
};
