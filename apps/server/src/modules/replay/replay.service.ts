// Playing a past order again (issue 17, decision 0050): the lottery games of one checkout (the e-mailed
// receipt) or of one past ticket go into the customer's cart for each product's next open draw, with
// the same numbers, draws in a row, days and cause. A product the shop may not sell in the customer's
// state (decision 0045), or no longer sells, is left out and named. Raffles and syndicate shares are
// not replayed: their draws and shares are one-offs.
import type {
  AustralianState,
  CartItemInput,
  CartResult,
  ProductOffersResult,
  ReplayLine,
  ReplayPreview,
  ReplayResult,
  ReplaySource,
} from '@fairdraw/contracts';
import { isLicensedIn, isOfferOnSale, notLicensedNotice } from '@fairdraw/domain';
import { AppError, NotFoundError } from '../../lib/errors';
import type { OrdersService } from '../orders/orders.service';
import type { CartService } from '../cart/cart.service';

export const REPLAY_NOT_FOUND_MESSAGE = 'We could not find lottery games to play again in this order.';
export const REPLAY_UNAVAILABLE_MESSAGE = 'Playing a past order again is not available right now.';
export const REPLAY_REFUSED_MESSAGE = 'None of these games can be played again right now.';
export const REPLAY_REFUSED_CODE = 'replay_refused';

const LOTTERY_TYPES: ReadonlySet<string> = new Set(['lottery_ticket', 'multi_draw_ticket']);

type PastOrder = Awaited<ReturnType<OrdersService['replayOrders']>>[number];

export interface ReplayServiceDeps {
  orders: Pick<OrdersService, 'replayOrders'>;
  cart: Pick<CartService, 'addItem' | 'getCart'>;
  /** The catalogue as the customer's pricing sells it now, with its restrictions. */
  offersFor(customerId: string): Promise<ProductOffersResult>;
  addressStateOf(customerId: string): Promise<AustralianState | null>;
  /** Whether the customer's segment has the lottery_play_replay capability. */
  canReplay(customerId: string): Promise<boolean>;
}

interface PlannedLine {
  line: ReplayLine;
  input: CartItemInput | null;
}

function plan(order: PastOrder, catalogue: ProductOffersResult, state: AustralianState | null): PlannedLine {
  const line: ReplayLine = {
    orderId: order.id,
    productOfferKey: order.productOfferKey,
    productName: order.productName,
    productType: order.productType,
    gameType: order.gameType,
    numGames: order.numGames,
    numDraws: order.numDraws,
    drawNo: null,
    status: 'not_on_sale',
    message: null,
    itemId: null,
  };
  const refuse = (message: string, status: ReplayLine['status'] = 'not_on_sale'): PlannedLine => ({
    line: { ...line, status, message },
    input: null,
  });
  const offer = catalogue.offers.find((item) => item.key === order.productOfferKey);
  if (!offer || !isOfferOnSale(offer)) return refuse(`${order.productName} is not on sale right now.`);
  if (state && !isLicensedIn(catalogue.restrictions, offer.key, state)) {
    return refuse(notLicensedNotice(offer.name, state), 'not_licensed');
  }
  const gameType = offer.gameTypes.find((item) => item.key === order.gameType);
  const gameOffer = gameType?.gameOffers.find((item) => item.key === order.gameOffer);
  if (!gameType || !gameOffer || !order.games?.length) {
    return refuse(`This game of ${offer.name} is not sold any more.`);
  }
  const draw = offer.draws.find((item) => item.type === 'lottery' && item.state === 'DRAW_OPEN');
  if (!draw) return refuse(`${offer.name} has no draw on sale right now.`);
  return {
    line: { ...line, drawNo: draw.drawNo, status: 'ready' },
    input: {
      productType: order.numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket',
      lottery: offer.key,
      gameType: gameType.key,
      gameOffer: gameOffer.key,
      drawNo: draw.drawNo,
      numDraws: order.numDraws,
      quickpick: false,
      games: order.games,
      ...(order.day === null ? {} : { day: order.day }),
      ...(order.causeKey === null ? {} : { causeKey: order.causeKey }),
    },
  };
}

export function createReplayService(deps: ReplayServiceDeps) {
  async function planReplay(customerId: string, replayId: string): Promise<PlannedLine[]> {
    if (!(await deps.canReplay(customerId))) throw new NotFoundError(REPLAY_UNAVAILABLE_MESSAGE);
    const pastOrders = (await deps.orders.replayOrders(customerId, replayId)).filter((order) =>
      LOTTERY_TYPES.has(order.productType),
    );
    if (pastOrders.length === 0) throw new NotFoundError(REPLAY_NOT_FOUND_MESSAGE);
    const [catalogue, state] = await Promise.all([
      deps.offersFor(customerId),
      deps.addressStateOf(customerId),
    ]);
    return pastOrders.map((order) => plan(order, catalogue, state));
  }

  return {
    /** GET: what a replay would add, and what it cannot, changing nothing. */
    async preview(customerId: string, replayId: string): Promise<ReplayPreview> {
      const planned = await planReplay(customerId, replayId);
      return { replayId, lines: planned.map(({ line }) => line) };
    },

    /**
     * POST: adds every playable line to the cart. When none is playable nothing changes (422); a line
     * the cart itself refuses (it is full, the game's rules changed) is named with the cart's reason.
     */
    async replay(customerId: string, replayId: string, source: ReplaySource): Promise<ReplayResult> {
      const planned = await planReplay(customerId, replayId);
      if (!planned.some(({ input }) => input)) {
        throw new AppError(422, REPLAY_REFUSED_CODE, REPLAY_REFUSED_MESSAGE, {
          general: planned.map(({ line }) => ({
            code: line.status,
            message: line.message ?? REPLAY_REFUSED_MESSAGE,
          })),
        });
      }
      const owner = { kind: 'customer' as const, customerId };
      const lines: ReplayLine[] = [];
      let cart: CartResult | null = null;
      // One after the other: each add locks the same cart.
      for (const { line, input } of planned) {
        if (!input) {
          lines.push(line);
          continue;
        }
        try {
          const added = await deps.cart.addItem(owner, input);
          cart = added.cart;
          lines.push({ ...line, status: 'added', itemId: added.itemId });
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          const reason = Object.values(error.fieldErrors ?? {})[0]?.[0]?.message ?? error.message;
          lines.push({ ...line, status: 'not_on_sale', drawNo: null, message: reason });
        }
      }
      return { replayId, source, lines, cart: cart ?? (await deps.cart.getCart(owner)) };
    },
  };
}

export type ReplayService = ReturnType<typeof createReplayService>;
