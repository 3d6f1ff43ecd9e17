import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import type { ProductOffer } from '@fairdraw/contracts';
import { hasCapabilities, openLotteryDraws, purchasableRaffleDraw } from '@fairdraw/domain';
import { DrawDate } from '../../../components/ui/draw-date';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { formatWireMoney } from '../../../components/ui/money';
import { useCapabilities } from '../../../lib/capabilities';
import { useDocumentTitle } from '../../../lib/document-title';
import { useProductOffers } from '../../../lib/api/get-product-offers';
import { useDrawPreview } from '../api/get-draw-preview';
import { findOffer, isLotteryOffer, isRaffleOffer, offerCapability, offerPath } from '../utils/offers';
import { ProductOfferRoute } from './product-offer-route';
import '../catalogue.css';

/** A draw number as a path or query gives it: digits, no leading zero; null otherwise. */
export function parseDrawNo(value: string | undefined | null): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The offer a route names, while the catalogue loads or fails, or null when there is none to show. */
export function useRouteOffer():
  { status: 'loading' | 'error'; retry: () => void } | { status: 'ready'; offer: ProductOffer | null } {
  const { productOfferKey = '' } = useParams();
  const capabilities = useCapabilities();
  const query = useProductOffers();
  if (!query.data) {
    return { status: query.isError ? 'error' : 'loading', retry: () => void query.refetch() };
  }
  const offer = findOffer(query.data.offers, productOfferKey);
  return {
    status: 'ready',
    offer: offer && hasCapabilities(capabilities, offerCapability(offer)) ? offer : null,
  };
}

export function RouteOfferPending({ status, retry }: { status: 'loading' | 'error'; retry: () => void }) {
  return status === 'error' ? (
    <ErrorState message="We couldn't load this page just now." onRetry={retry} />
  ) : (
    <ListSkeleton label="Loading" count={2} />
  );
}

/** The play screen's address with the draw chosen, keeping the rest of the query (campaign, aff). */
export function lotteryDrawPath(offer: ProductOffer, drawNo: number, search: string, suffix = ''): string {
  const query = new URLSearchParams(search);
  query.set('firstDrawNo', String(drawNo));
  return `${offerPath(offer)}${suffix}?${query.toString()}`;
}

/**
 * /:productOfferKey/draw/:drawNo (shop-core §2). A raffle draw's page while that draw is open for sale
 * or pre-order: the play screen with it chosen. A lottery draw opens the play screen at that draw
 * (?firstDrawNo=). Anything else is the 404 page, except for an operator's preview link
 * (?preview=true), which shows a draw that is not on sale yet (decision 0050).
 */
export function OfferDrawRoute({
  notFound,
  supportBanner,
}: {
  notFound: ReactNode;
  supportBanner?: ReactNode;
}) {
  const params = useParams();
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  const found = useRouteOffer();
  if (found.status !== 'ready') return <RouteOfferPending {...found} />;
  const { offer } = found;
  const drawNo = parseDrawNo(params.drawNo);
  if (!offer || drawNo === null) return notFound;

  if (isRaffleOffer(offer) && purchasableRaffleDraw(offer, drawNo)) {
    return <ProductOfferRoute notFound={notFound} supportBanner={supportBanner} raffleDrawNo={drawNo} />;
  }
  if (isLotteryOffer(offer) && openLotteryDraws(offer.draws).some((draw) => draw.drawNo === drawNo)) {
    return <Navigate to={lotteryDrawPath(offer, drawNo, search)} replace />;
  }
  if (searchParams.get('preview') === 'true') {
    return <DrawPreview offer={offer} drawNo={drawNo} notFound={notFound} />;
  }
  return notFound;
}

/** An operator's look at a draw before its sales open: what it will sell, never a way to buy. */
function DrawPreview({
  offer,
  drawNo,
  notFound,
}: {
  offer: ProductOffer;
  drawNo: number;
  notFound: ReactNode;
}) {
  const preview = useDrawPreview(offer.key, drawNo, true);
  useDocumentTitle(`Preview: ${offer.name} draw ${drawNo}`);
  if (preview.isError) return notFound;
  if (!preview.data) return <ListSkeleton label="Loading" count={1} />;
  const { draw, onSale } = preview.data;
  return (
    <article className="offer-page draw-preview">
      <h1>
        {draw.drawData?.name ?? offer.name} <span className="muted">(preview)</span>
      </h1>
      <p className="notice" role="note">
        {onSale
          ? 'This draw is on sale now.'
          : 'This is a preview: the draw is not on sale yet, and nothing here can be bought.'}
      </p>
      <dl className="facts">
        <div>
          <dt>Draw</dt>
          <dd>
            {drawNo}, <DrawDate iso={draw.date} />
          </dd>
        </div>
        <div>
          <dt>Sales close</dt>
          <dd>
            <DrawDate iso={draw.stop} style="short" />
          </dd>
        </div>
        {draw.drawData ? (
          <div>
            <dt>Prize</dt>
            <dd>{formatWireMoney(draw.drawData.value, { decimals: 0 })}</dd>
          </div>
        ) : null}
        {draw.offers.length > 0 ? (
          <div>
            <dt>Tickets</dt>
            <dd>
              {draw.offers
                .map((bundle) => `${bundle.numTickets} for ${formatWireMoney(bundle.price)}`)
                .join(', ')}
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
