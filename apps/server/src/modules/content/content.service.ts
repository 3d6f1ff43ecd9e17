// The content service (shop-core §7 "Content service reads", §4 "Content visibility"): items of the
// shop's collections as customers may see them, the config reads built from the theme and site config,
// files, and the operators' writes. Drafts and archived items show only with a preview token.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type ComponentVariants,
  type ContentCollection,
  type ContentData,
  type ContentFile,
  type ContentStatus,
  type Navigation,
  type PageInfo,
  type Theme,
} from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import type { Clock } from '../../lib/clock';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { checkedContentData, slugOf } from './content-data';
import {
  findFile,
  findItemById,
  insertItem,
  listItems,
  updateItem,
  type ContentItemRow,
} from './content.repository';

export const CONTENT_ASSETS_PATH = '/cms/assets';
const PREVIEW_TOKEN_LIFETIME_MS = 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ContentItemView {
  id: string;
  collection: ContentCollection;
  status: ContentStatus;
  datePublished: string | null;
  updatedAt: string;
  data: Record<string, unknown>;
}

export interface ItemsRequest {
  slug?: string;
  category?: string;
  status?: readonly ContentStatus[];
  previewToken?: string;
  fields?: readonly string[];
  limit: number;
  offset: number;
}

export interface ContentService {
  listItems(
    collection: ContentCollection,
    request: ItemsRequest,
  ): Promise<{
    items: ContentItemView[];
    pageInfo: PageInfo;
  }>;
  /** By id, or by slug (a page's path); 404 when it does not exist or may not show. */
  getItem(
    collection: ContentCollection,
    idOrSlug: string,
    request: Pick<ItemsRequest, 'status' | 'previewToken'>,
  ): Promise<ContentItemView>;
  theme(): Promise<Theme>;
  navigation(): Promise<Navigation>;
  components(): Promise<ComponentVariants>;
  contactPage(): Promise<ContentData<'contact_page'>>;
  getFile(id: string): Promise<ContentFile>;
  /** The bytes of a file, for the unsigned asset route. */
  fileBytes(id: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  createItem(
    collection: ContentCollection,
    input: { status: ContentStatus; datePublished: string | null; data: unknown },
  ): Promise<ContentItemView>;
  updateItem(
    collection: ContentCollection,
    id: string,
    input: { status?: ContentStatus; datePublished?: string | null; data?: unknown },
  ): Promise<ContentItemView>;
  previewToken(): { previewToken: string; expiresAt: string };
}

export interface ContentServiceDeps {
  db: Db;
  clock: Clock;
  /** Keys preview tokens; derived from the server's secret. */
  previewSecret: string;
}

function toView(row: ContentItemRow, fields?: readonly string[]): ContentItemView {
  const data = checkedData(row);
  return {
    id: row.id,
    collection: row.collection,
    status: row.status,
    datePublished: row.datePublished?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    data: fields ? Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f]])) : data,
  };
}

/** Stored data is cleaned again on the way out: a row edited outside the service is not trusted. */
function checkedData(row: ContentItemRow): Record<string, unknown> {
  return checkedContentData(row.collection, row.data) as Record<string, unknown>;
}

export function createContentService({ db, clock, previewSecret }: ContentServiceDeps): ContentService {
  const sign = (expiresAt: number) =>
    createHmac('sha256', previewSecret).update(`content-preview:${expiresAt}`).digest('base64url');

  function previewAllowed(token: string | undefined): boolean {
    if (!token) return false;
    const [expires, signature] = token.split('.');
    const expiresAt = Number(expires);
    if (!Number.isSafeInteger(expiresAt) || !signature || expiresAt <= clock.now().getTime()) return false;
    const expected = Buffer.from(sign(expiresAt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** Published items, plus the asked-for drafts or archived ones when the token allows it. */
  function statusesFor(request: Pick<ItemsRequest, 'status' | 'previewToken'>): ContentStatus[] {
    const asked = request.status?.filter((status) => status !== 'published') ?? [];
    if (asked.length === 0) return ['published'];
    if (!previewAllowed(request.previewToken))
      throw ValidationError.field('previewToken', 'Drafts and archived items need a valid preview token.');
    return ['published', ...asked];
  }

  async function single<C extends ContentCollection>(collection: C): Promise<ContentData<C>> {
    const { rows } = await listItems(
      db,
      { collection, statuses: ['published'], now: clock.now() },
      { limit: 1, offset: 0 },
    );
    // The web keeps its built-in look and menus while none is published.
    if (!rows[0]) throw new NotFoundError(`No ${collection.replace('_', ' ')} is published yet.`);
    return checkedData(rows[0]) as ContentData<C>;
  }

  return {
    async listItems(collection, request) {
      const { rows, total } = await listItems(
        db,
        {
          collection,
          statuses: statusesFor(request),
          now: clock.now(),
          ...(request.slug !== undefined ? { slug: request.slug } : {}),
          ...(request.category !== undefined ? { category: request.category } : {}),
        },
        request,
      );
      return {
        items: rows.map((row) => toView(row, request.fields)),
        pageInfo: { limit: request.limit, offset: request.offset, total },
      };
    },

    async getItem(collection, idOrSlug, request) {
      const statuses = statusesFor(request);
      const now = clock.now();
      const row = UUID.test(idOrSlug)
        ? await findItemById(db, collection, idOrSlug)
        : (await listItems(db, { collection, statuses, now, slug: idOrSlug }, { limit: 1, offset: 0 }))
            .rows[0];
      const shows =
        row &&
        statuses.includes(row.status) &&
        (row.datePublished === null || row.datePublished.getTime() <= now.getTime());
      if (!shows) throw new NotFoundError('There is no such page.');
      return toView(row);
    },

    theme: () => single('theme'),
    navigation: async () => (await single('site_config')).navigation,
    components: async () => (await single('site_config')).components,
    contactPage: () => single('contact_page'),

    async getFile(id) {
      const file = await findFile(db, id);
      if (!file) throw new NotFoundError('There is no such file.');
      return {
        id: file.id,
        filename: file.filename,
        contentType: file.contentType,
        width: file.width,
        height: file.height,
        description: file.description,
        url: `${CONTENT_ASSETS_PATH}/${file.id}`,
      };
    },

    async fileBytes(id) {
      const file = await findFile(db, id);
      return file ? { bytes: file.bytes, contentType: file.contentType } : null;
    },

    async createItem(collection, input) {
      const data = checkedContentData(collection, input.data) as Record<string, unknown>;
      const slug = slugOf(collection, data);
      try {
        const row = await insertItem(db, {
          collection,
          slug,
          status: input.status,
          datePublished: input.datePublished ? new Date(input.datePublished) : null,
          data,
        });
        return toView(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken(collection);
        throw error;
      }
    },

    async updateItem(collection, id, input) {
      const current = UUID.test(id) ? await findItemById(db, collection, id) : null;
      if (!current) throw new NotFoundError('There is no such item.');
      const data =
        input.data === undefined
          ? undefined
          : (checkedContentData(collection, input.data) as Record<string, unknown>);
      try {
        const row = await updateItem(
          db,
          current.id,
          {
            ...(input.status !== undefined ? { status: input.status } : {}),
            ...(input.datePublished !== undefined
              ? { datePublished: input.datePublished ? new Date(input.datePublished) : null }
              : {}),
            ...(data !== undefined ? { data, slug: slugOf(collection, data) } : {}),
          },
          clock.now(),
        );
        if (!row) throw new NotFoundError('There is no such item.');
        return toView(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken(collection);
        throw error;
      }
    },

    previewToken() {
      const expiresAt = clock.now().getTime() + PREVIEW_TOKEN_LIFETIME_MS;
      return {
        previewToken: `${expiresAt}.${sign(expiresAt)}`,
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },
  };
}

function slugTaken(collection: ContentCollection): ValidationError {
  const field = collection === 'pages' ? 'data.path' : 'data.slug';
  return ValidationError.field(field, 'Another item of this collection already uses it.', 'taken');
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}
