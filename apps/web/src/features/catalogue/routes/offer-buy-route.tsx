import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import type { CartItemInput, ProductOffer } from '@fairdraw/contracts';
import {
  initialGameCount,
  newLotteryTicket,
  newSyndicateShare,
  openLotteryDraws,
  purchasableRaffleDraw,
  quickPickTicket,
  sortGameTypes,
  toCartItemInput,
  toRaffleCartItemInput,
  toSyndicateCartItemInput,
} from '@fairdraw/domain';
import { ListSkeleton } from '../../../components/ui/list-states';
import { useAddToCart } from '../../../lib/cart-actions';
import { useDocumentTitle } from '../../../lib/document-title';
import {
  featuredRaffleDraw,
  isLotteryOffer,
  isRaffleOffer,
  isSyndicateOffer,
  offerPath,
} from '../utils/offers';
import { lotteryDrawPath, parseDrawNo, RouteOfferPending, useRouteOffer } from './offer-draw-route';

const random = () => Math.random();

type BuyPlan =
  | { kind: 'add'; input: CartItemInput; describe: string }
  /** The default ticket needs a choice (a cause, a day): the play screen, at the asked draw. */
  | { kind: 'play'; path: string }
  | { kind: 'none' };

/** The quick pick the play screen offers first: the Quick Pick game type, else standard games picked. */
function lotteryPlan(offer: ProductOffer, drawNo: number | null, search: string): BuyPlan {
  const draws = openLotteryDraws(offer.draws);
  const draw = drawNo === null ? draws[0] : draws.find((item) => item.drawNo === drawNo);
  if (!draw) return { kind: 'none' };
  const playPath = lotteryDrawPath(offer, draw.drawNo, search);
  const gameTypes = sortGameTypes(offer.gameTypes);
  const gameType =
    gameTypes.find((item) => item.key === 'random') ??
    gameTypes.find((item) => item.key === 'standard') ??
    gameTypes[0];
  const gameOffer = gameType?.gameOffers[0];
  if (!gameType || !gameOffer) return { kind: 'play', path: playPath };
  const ticket = newLotteryTicket(offer, gameType.key, gameOffer, { firstDrawNo: draw.drawNo, random });
  const games = quickPickTicket(gameOffer, initialGameCount(gameOffer), random);
  const causeKey = offer.causes.length === 1 ? offer.causes[0]!.key : null;
  const result = toCartItemInput({ ...ticket, games, causeKey }, offer, { quickpick: true });
  return result.ok
    ? { kind: 'add', input: result.input, describe: `${games.length} Quick Pick games of ${offer.name}` }
    : { kind: 'play', path: playPath };
}

function rafflePlan(offer: ProductOffer, drawNo: number | null): BuyPlan {
  const draw = drawNo === null ? featuredRaffleDraw(offer) : purchasableRaffleDraw(offer, drawNo);
  if (!draw) return { kind: 'none' };
  const bundle = draw.offers[0];
  const playPath = `${offerPath(offer)}/draw/${draw.drawNo}`;
  if (!bundle) return { kind: 'play', path: playPath };
  const causeKey = offer.causes.length === 1 ? offer.causes[0]!.key : null;
  const result = toRaffleCartItemInput(
    { productOfferKey: offer.key, drawNo: draw.drawNo, raffleOfferKey: bundle.key, quantity: 1, causeKey },
    offer,
  );
  const tickets = bundle.numTickets === 1 ? '1 ticket' : `${bundle.numTickets} tickets`;
  return result.ok
    ? { kind: 'add', input: result.input, describe: `${tickets} in ${draw.drawData?.name ?? offer.name}` }
    : { kind: 'play', path: playPath };
}

function syndicatePlan(offer: ProductOffer, drawNo: number | null): BuyPlan {
  const draw = offer.draws[0];
  if (!draw || (drawNo !== null && draw.drawNo !== drawNo)) return { kind: 'none' };
  const result = toSyndicateCartItemInput(newSyndicateShare(offer.key, draw.drawNo), offer);
  return result.ok
    ? { kind: 'add', input: result.input, describe: `1 share of ${offer.name}` }
    : { kind: 'play', path: offerPath(offer) };
}

function planFor(offer: ProductOffer, drawNo: number | null, search: string): BuyPlan {
  if (isRaffleOffer(offer)) return rafflePlan(offer, drawNo);
  if (isSyndicateOffer(offer)) return syndicatePlan(offer, drawNo);
  if (isLotteryOffer(offer)) return lotteryPlan(offer, drawNo, search);
  return { kind: 'none' };
}

/**
 * /:productOfferKey/buy and /:productOfferKey/draw/:drawNo/buy (shop-core §2; decision 0050): the
 * one-click buy of e-mails and banners. The offer's default ticket (a lottery's Quick Pick, a raffle's
 * smallest bundle, one syndicate share) goes into the cart, which then opens. When the ticket needs a
 * choice first (which cause, which days) the play screen opens at that draw instead. An unknown offer
 * or a draw not on sale is the 404 page.
 */
export function OfferBuyRoute({ notFound }: { notFound: ReactNode }) {
  const params = useParams();
  const { search } = useLocation();
  const found = useRouteOffer();
  if (found.status !== 'ready') return <RouteOfferPending {...found} />;
  const drawNo = params.drawNo === undefined ? null : parseDrawNo(params.drawNo);
  if (!found.offer || (params.drawNo !== undefined && drawNo === null)) return notFound;
  const plan = planFor(found.offer, drawNo, search);
  if (plan.kind === 'none') return notFound;
  if (plan.kind === 'play') return <Navigate to={plan.path} replace />;
  return <AddDefaultTicket offer={found.offer} input={plan.input} describe={plan.describe} />;
}

function AddDefaultTicket({
  offer,
  input,
  describe,
}: {
  offer: ProductOffer;
  input: CartItemInput;
  describe: string;
}) {
  useDocumentTitle(`Buy ${offer.name}`);
  const cart = useAddToCart();
  const started = useRef(false);
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    // Once: a re-render (or a second effect run in development) must not add a second ticket.
    if (started.current) return;
    started.current = true;
    void cart.add(input).then((added) => setRefused(!added));
  }, [cart, input]);

  if (refused) {
    return (
      <section className="page-section" aria-labelledby="buy-heading">
        <h1 id="buy-heading">{offer.name}</h1>
        <p>We couldn&apos;t add {describe} to your cart.</p>
        <p>
          <Link to={offerPath(offer)}>Choose your tickets</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="page-section" aria-labelledby="buy-heading" aria-busy="true">
      <h1 id="buy-heading">{offer.name}</h1>
      <p role="status">Adding {describe} to your cart…</p>
      <ListSkeleton label="Adding to your cart" count={1} />
    </section>
  );
}
