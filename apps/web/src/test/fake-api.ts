// A scripted API client for component tests: each call is answered by the route named
// "METHOD /path", and every call is recorded so tests can check what the page sent.
import { vi } from 'vitest';
import type { ApiClient, ApiResponse, RequestOptions } from '@fairdraw/client';
import { cartResultSchema } from '@fairdraw/contracts';
import type { CartItemResult, CartResult, Message } from '@fairdraw/contracts';
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
