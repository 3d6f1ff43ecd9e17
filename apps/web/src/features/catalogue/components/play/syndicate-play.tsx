import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CART_MAX_QUANTITY } from '@fairdraw/contracts';
import type { ProductOffer } from '@fairdraw/contracts';
import {
  canAddSyndicateShare,
  drawOffsetLabel,
  newSyndicateShare,
  openLotteryDraws,
  relativeDrawWording,
  syndicateSharePriceCents,
  syndicateSharesLeft,
  toSyndicateCartItemInput,
} from '@fairdraw/domain';
import { DrawDate } from '../../../../components/ui/draw-date';
import { EmptyState } from '../../../../components/ui/list-states';
import { formatWireMoney } from '../../../../components/ui/money';
import { Stepper } from '../../../../components/ui/stepper';
import { useAddToCart } from '../../../../lib/cart-actions';
import { useNow } from '../../../../lib/use-now';
import { drawJackpotText } from '../../utils/offers';
import { plural, syndicateRefusalText, syndicateShareText, syndicateTicketText } from '../../utils/play-text';
import { AddToCartBar } from './add-to-cart-bar';

type Syndicate = NonNullable<ProductOffer['syndicate']>;

/** Syndicate shares in the next draw: how many (one by default), shares left, price per share. */
export function SyndicatePlay({ offer, syndicate }: { offer: ProductOffer; syndicate: Syndicate }) {
  const draw = openLotteryDraws(offer.draws)[0];
  const left = syndicateSharesLeft(syndicate);
  if (!draw) return <EmptyState>There is no draw on sale right now. Check back soon.</EmptyState>;
  if (left === 0) return <EmptyState>Sold out: every share in this syndicate has been sold.</EmptyState>;
  return <ShareBuilder offer={offer} syndicate={syndicate} drawNo={draw.drawNo} left={left} />;
}

function ShareBuilder({
  offer,
  syndicate,
  drawNo,
  left,
}: {
  offer: ProductOffer;
  syndicate: Syndicate;
  drawNo: number;
  left: number;
}) {
  const intl = useIntl();
  const now = useNow();
  const [share, setShare] = useState(() => newSyndicateShare(offer.key, drawNo));
  const cart = useAddToCart();
  const check = canAddSyndicateShare(share, offer);
  const draw = offer.draws.find((item) => item.drawNo === drawNo);

  function addToCart() {
    const result = toSyndicateCartItemInput(share, offer);
    if (result.ok) void cart.add(result.input);
  }

  return (
    <div className="play-panel">
      <section className="play-step syndicate-facts" aria-label="This syndicate">
        {draw ? (
          <p>
            <strong>
              {drawOffsetLabel(draw.drawOffset)}, {relativeDrawWording(new Date(draw.date), now)}
            </strong>
            , {drawJackpotText(draw)}. <DrawDate iso={draw.date} />
          </p>
        ) : null}
        <dl className="facts">
          <div>
            <dt>Price per share</dt>
            <dd>{formatWireMoney(syndicate.costPerShare)}</dd>
          </div>
          <div>
            <dt>Shares left</dt>
            <dd>
              {intl.formatNumber(left)} of {intl.formatNumber(syndicate.size)}
            </dd>
          </div>
        </dl>
        <ul className="plain-list" aria-label="Entries in this syndicate">
          {syndicate.tickets.map((ticket) => (
            <li key={ticket.name}>{syndicateTicketText(ticket)}</li>
          ))}
          <li>{syndicateShareText(syndicate.size)}</li>
        </ul>
      </section>
      <div className="play-step">
        <Stepper
          label="Shares"
          value={share.quantity}
          min={1}
          max={Math.min(CART_MAX_QUANTITY, left)}
          onChange={(quantity) => setShare((current) => ({ ...current, quantity }))}
        />
      </div>
      <AddToCartBar
        totalCents={syndicateSharePriceCents(share, syndicate)}
        breakdown={`${plural(share.quantity, 'share', 'shares')} × ${formatWireMoney(syndicate.costPerShare)}`}
        reasons={check.ok ? [] : check.reasons.map((reason) => syndicateRefusalText(reason, left))}
        pending={cart.pending}
        onAdd={addToCart}
      />
    </div>
  );
}
