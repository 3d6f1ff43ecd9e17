// The one fake request layer of the web tests. `fakeApi` scripts a client: each call is answered by
// the route named "METHOD /path", and every call is recorded so tests can check what the page sent.
// Read-only pages can instead answer GET calls by path with whole responses (`getByPath`), for
// paging info and failures per call.
import { vi } from 'vitest';
import type { Mock } from 'vitest';
import { ApiError } from '@fairdraw/client';
import type { ApiClient, ApiResponse, RequestOptions } from '@fairdraw/client';
import { cartResultSchema } from '@fairdraw/contracts';
import type { CartItemResult, CartResult, Message, PageInfo } from '@fairdraw/contracts';
import { offlineClient } from './render';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  options: Partial<RequestOptions> | undefined;
}

/** Answers a call with its result, or throws (an ApiError for an error answer). */
export type FakeRoute = (call: FakeCall) => unknown;

export function ok<T>(result: T, status = 200, messages: Message[] = []): ApiResponse<T> {
  return { status, result, pageInfo: null, links: null, messages };
}

/** One page of a paged list. */
export function paged<T>(result: T, pageInfo: PageInfo): ApiResponse<T> {
  return { ...ok(result), pageInfo };
}

/** The server's answer for an unknown id, or one that belongs to another customer. */
export function notFound(path: string, message = 'Not found'): ApiError {
  return new ApiError({
    status: 404,
    url: `/v2${path}`,
    message,
    code: 'not_found',
    errors: { general: [message] },
  });
}

/** What the browser raises when the network drops; not a 404, so the page offers a retry. */
export function networkFailure(path: string): ApiError {
  return new ApiError({ status: 0, url: `/v2${path}`, message: 'Something went wrong' });
}

/** Never settles: the page stays loading. */
export const never = () => new Promise<ApiResponse<unknown>>(() => {});

export type GetAnswer = (query: unknown) => Promise<ApiResponse<unknown>>;

export type GetMock = Mock<
  (path: string, query?: unknown, options?: unknown) => Promise<ApiResponse<unknown>>
>;

/** A GET mock that answers by path with the answer's response; any other path fails. */
export function getByPath(answers: Record<string, GetAnswer>): GetMock {
  return vi.fn((path: string, query?: unknown) => {
    const answer = answers[path];
    return answer ? answer(query) : Promise.reject(new Error(`Unexpected GET ${path}`));
  });
}

/** A client whose GET is `get`; every other call is refused. */
export function clientWithGet(get: GetMock): ApiClient {
  return { ...offlineClient, get: get as unknown as ApiClient['get'] };
}

/** A route's answer that also carries envelope messages (e.g. `deposit_pending`). */
class AnswerWithMessages {
  constructor(
    readonly result: unknown,
    readonly messages: Message[],
  ) {}
}

export function withMessages(result: unknown, messages: Message[]): AnswerWithMessages {
  return new AnswerWithMessages(result, messages);
}

export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const handle =
    (method: string) =>
    async (path: string, body?: unknown, options?: Partial<RequestOptions>): Promise<ApiResponse<never>> => {
      const call = { method, path, body, options };
      calls.push(call);
      const route = routes[`${method} ${path}`];
      if (!route) throw new Error(`No fake answer for ${method} ${path}`);
      const answer = await route(call);
      return answer instanceof AnswerWithMessages
        ? ok(answer.result as never, 200, answer.messages)
        : ok(answer as never);
    };
  const client: ApiClient = {
    ...offlineClient,
    get: vi.fn(handle('GET')) as ApiClient['get'],
    post: vi.fn(handle('POST')) as ApiClient['post'],
    put: vi.fn(handle('PUT')) as ApiClient['put'],
    patch: vi.fn(handle('PATCH')) as ApiClient['patch'],
    delete: vi.fn(handle('DELETE')) as ApiClient['delete'],
  };
  return {
    client,
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

const aud = (amount: string) => ({ amount, currency: 'AUD' });

/** A cart item as the server answers it; a Powerball ticket unless told otherwise. */
export function cartItem(fields: Partial<CartItemResult> = {}): CartItemResult {
  return {
    id: 'item-1',
    productType: 'lottery_ticket',
    lotteryKey: 'powerball',
    drawNo: 1501,
    drawDate: '2026-03-05T09:30:00Z',
    drawPrizePool: aud('20000000.00'),
    unitPrice: aud('24.30'),
    quantity: 1,
    gameType: 'standard',
    gameOffer: 'standard',
    numDraws: 1,
    numGames: 18,
    causeKey: null,
    description: 'Powerball: 18 games, 1 draw',
    total: aud('24.30'),
    ...fields,
  };
}

/** A contract-valid cart; empty unless given items. */
export function cartFixture(fields: Partial<CartResult> = {}): CartResult {
  return cartResultSchema.parse({
    cartReference: 'cart-ref-1',
    cartItems: [],
    autoRemovedItems: [],
    cartTotal: aud('0.00'),
    preOrderTotal: aud('0.00'),
    requiresUnattendedPaymentMethod: false,
    blockedReasons: [],
    showRegulation: false,
    ...fields,
  });
}
