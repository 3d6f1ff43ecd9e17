// The hostile values the route walk (hostile-input.test.ts) sends, and how it builds each route's
// requests from them: in a path parameter, in a query parameter, and as JSON bodies shaped from the
// route's own zod schema and the access-control matrix's sample body.
import { camelToSnakeKey } from '@fairdraw/contracts';
import { customerLimits, eq, raffleDraws, syndicateDraws, systemSpendLimits } from '@fairdraw/db';
import { getWalletBalance } from '../src/modules/ledger/ledger.service';
import type { TestApp } from './support';

export interface HostileValue {
  name: string;
  /** What a JSON body carries. */
  json: unknown;
  /** A path segment, already encoded (undefined: not sent in paths). */
  path?: string;
  /** A query value, already encoded; `undefined` with `query` in `also`: the parameter sent twice. */
  query?: string;
  /**
   * Where else it goes besides a path parameter, the first query parameter (each when given) and every
   * field of a body at once: `field` in each body field (and each field of an object field) in turn, `query` in each query
   * parameter in turn, `body` as the whole body.
   */
  also: Array<'field' | 'query' | 'body'>;
}

const LONG = 'x'.repeat(100_000);
const TRAVERSAL = '..%2F..%2Fetc%2Fpasswd';

export const HOSTILE_VALUES: HostileValue[] = [
  { name: 'NUL', json: 'a\u0000b', path: 'a%00b', query: 'a%00b', also: ['body'] },
  { name: 'lone surrogate', json: 'a\ud800b', path: 'a%ED%A0%80b', also: [] },
  { name: '100 kB string', json: LONG, path: LONG, query: LONG, also: ['field', 'query'] },
  { name: 'huge number', json: 1e308, query: '1e308', also: ['field', 'body'] },
  {
    name: 'past bigint',
    json: 9_223_372_036_854_775_808,
    path: '9223372036854775808',
    query: '9223372036854775808',
    also: [],
  },
  { name: 'negative', json: -1, path: '-1', query: '-1', also: ['field', 'query'] },
  { name: 'negative huge', json: -1e15, also: [] },
  { name: '3 decimals', json: '1.005', path: '1.005', query: '1.005', also: ['field', 'query'] },
  { name: 'not a number', json: 'NaN', query: 'Infinity', also: [] },
  { name: 'array', json: [{}], query: undefined, also: ['field', 'query', 'body'] },
  { name: 'object', json: { amount: '1.005', currency: 'AUD' }, also: [] },
  { name: 'traversal', json: '../../etc/passwd', path: TRAVERSAL, query: TRAVERSAL, also: [] },
];

/** A body no route may accept: prototype keys (secure-json-parse refuses them). */
export const PROTOTYPE_BODY = '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';

interface ZodLike {
  _zod?: { def: Record<string, unknown> & { type: string } };
}

/** The object shape of a zod schema through optional, default, pipe and union wrappers (camelCase keys). */
export function shapeOf(schema: unknown, depth = 0): Record<string, unknown> {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def || depth > 8) return {};
  switch (def.type) {
    case 'object':
      return def.shape as Record<string, unknown>;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return shapeOf(def.innerType, depth + 1);
    case 'pipe':
      return shapeOf(def.in, depth + 1);
    case 'union':
      return Object.assign({}, ...(def.options as unknown[]).map((option) => shapeOf(option, depth + 1)));
    case 'intersection':
      return { ...shapeOf(def.left, depth + 1), ...shapeOf(def.right, depth + 1) };
    default:
      return {};
  }
}

/** Wire names of a schema's fields. */
export const wireFields = (schema: unknown): string[] => Object.keys(shapeOf(schema)).map(camelToSnakeKey);

export interface BodyCase {
  label: string;
  /** Raw JSON text. */
  payload: string;
}

/**
 * JSON bodies carrying one hostile value: every field the schema names set to it, and as `also` says
 * the value itself, the fields in an array, and the sample body with each of its fields, and each field
 * of a nested object, replaced by it in turn.
 */
export function bodyCases(
  value: HostileValue,
  fields: string[],
  sample: Record<string, unknown> | undefined,
): BodyCase[] {
  const all = Object.fromEntries(fields.map((key) => [key, value.json]));
  const cases: BodyCase[] = [{ label: 'every field', payload: JSON.stringify(all) }];
  if (value.also.includes('body'))
    cases.push({ label: 'the value as the body', payload: JSON.stringify(value.json) });
  if (value.name === 'array')
    cases.push({ label: 'an array of the fields', payload: JSON.stringify([{ ...sample, ...all }]) });
  if (!value.also.includes('field')) return cases;
  // Only over a valid sample body (the matrix's), and only the fields it fills: without one the other
  // fields are missing and nothing past validation is reached, and a value may be fine in an optional
  // free-text field the sample leaves out (then the request really happens).
  const base = sample ?? {};
  const keys = new Map<string, string[]>();
  for (const [key, inner] of Object.entries(base))
    keys.set(
      key,
      inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? Object.keys(inner) : [],
    );
  for (const [key, inner] of keys) {
    cases.push({ label: `field ${key}`, payload: JSON.stringify({ ...base, [key]: value.json }) });
    const nestedBase = (base[key] ?? {}) as Record<string, unknown>;
    for (const innerKey of inner)
      cases.push({
        label: `field ${key}.${innerKey}`,
        payload: JSON.stringify({ ...base, [key]: { ...nestedBase, [innerKey]: value.json } }),
      });
  }
  return cases;
}

/** What a customer or operator would see change: the wallet, the stock and the limits. */
export async function moneyAndStock(test: TestApp, customerId: string) {
  const { db } = test.database;
  const raffles = await db.select({ sold: raffleDraws.ticketsSold }).from(raffleDraws);
  const shares = await db
    .select({ sold: syndicateDraws.sharesSold })
    .from(syndicateDraws)
    .orderBy(syndicateDraws.productOfferKey, syndicateDraws.drawId);
  const limits = await db
    .select({
      kind: customerLimits.kind,
      period: customerLimits.period,
      amount: customerLimits.amountCents,
      pending: customerLimits.pendingAmountCents,
      removal: customerLimits.pendingRemoval,
    })
    .from(customerLimits)
    .where(eq(customerLimits.customerId, customerId));
  const system = await db
    .select({ period: systemSpendLimits.period, amount: systemSpendLimits.amountCents })
    .from(systemSpendLimits);
  const byKey = (a: { period: string }, b: { period: string }) => a.period.localeCompare(b.period);
  return {
    walletCents: await getWalletBalance(db, customerId),
    raffleTicketsSold: raffles.reduce((sum, row) => sum + row.sold, 0),
    syndicateSharesSold: shares.reduce((sum, row) => sum + row.sold, 0),
    limits: limits.sort(byKey),
    systemLimits: system.sort(byKey),
  };
}

/** Problems with a 4xx answer's body: it must be the documented error shape. */
export function errorShapeProblems(raw: string): string | null {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return 'not JSON';
  }
  const { result, page_info: pageInfo, links, messages, error, errors } = body;
  if (result !== null || pageInfo !== null || links !== null) return 'no null result, page_info and links';
  if (!Array.isArray(messages) || messages.length === 0) return 'no messages';
  const single = error as { code?: unknown; message?: unknown } | undefined;
  if (single && typeof single.code === 'string' && typeof single.message === 'string') return null;
  if (
    errors !== null &&
    typeof errors === 'object' &&
    Object.values(errors).every(
      (list) =>
        Array.isArray(list) &&
        list.length > 0 &&
        list.every((item: { code?: unknown; message?: unknown }) => typeof item.message === 'string'),
    )
  )
    return null;
  return 'neither error nor errors';
}
