import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CART_MAX_QUANTITY } from '@fairdraw/contracts';
import type { Draw, ProductOffer, RaffleOffer } from '@fairdraw/contracts';
import {
  canAddRaffleTicket,
  findRaffleBundle,
  onlyCauseKey,
  purchasableRaffleDraw,
  raffleTicketPriceCents,
  raffleTicketsLeft,
  toRaffleCartItemInput,
} from '@fairdraw/domain';
import type { RaffleTicket } from '@fairdraw/domain';
import { DrawDate } from '../../../../components/ui/draw-date';
import { EmptyState } from '../../../../components/ui/list-states';
import { formatWireMoney } from '../../../../components/ui/money';
import { Stepper } from '../../../../components/ui/stepper';
import { useAddToCart } from '../../../../lib/cart-actions';
import { plural, raffleRefusalText } from '../../utils/play-text';
import { TicketsSold } from '../tickets-sold';
import { AddToCartBar } from './add-to-cart-bar';
import { BundlePicker, CausePicker } from './choice-fields';

const byDate = (a: Draw, b: Draw) => Date.parse(a.date) - Date.parse(b.date);

function raffleDraws(offer: ProductOffer): Draw[] {
  return offer.draws.filter((draw) => draw.type === 'raffle').sort(byDate);
}

function bundleText(bundle: RaffleOffer): string {
  return `${plural(bundle.numTickets, 'ticket', 'tickets')} for ${formatWireMoney(bundle.price)}`;
}

/**
 * A charity raffle: its draw on sale, ticket bundles, how many, the cause, price and add to cart.
 * `drawNo` (a raffle draw page) starts with that draw when it is on sale.
 */
export function RafflePlay({ offer, drawNo }: { offer: ProductOffer; drawNo?: number | undefined }) {
  const onSale = raffleDraws(offer).filter((draw) => purchasableRaffleDraw(offer, draw.drawNo) !== null);
  const first = onSale.find((draw) => draw.drawNo === drawNo) ?? onSale[0];
  if (!first) {
    const soldOut = raffleDraws(offer).some((draw) => draw.purchaseStatus === 'sold_out');
    return (
      <EmptyState>
        {soldOut
          ? 'Sold out: every ticket in this draw has been sold. Check back for the next draw.'
          : 'There is no draw on sale right now. Check back soon.'}
      </EmptyState>
    );
  }
  return <RaffleTicketBuilder offer={offer} draws={onSale} initialDraw={first} />;
}

function RaffleTicketBuilder({
  offer,
  draws,
  initialDraw,
}: {
  offer: ProductOffer;
  draws: readonly Draw[];
  initialDraw: Draw;
}) {
  const [ticket, setTicket] = useState<RaffleTicket>({
    productOfferKey: offer.key,
    drawNo: initialDraw.drawNo,
    raffleOfferKey: initialDraw.offers[0]?.key ?? '',
    quantity: 1,
    causeKey: onlyCauseKey(offer),
  });
  const update = (change: Partial<RaffleTicket>) => setTicket((current) => ({ ...current, ...change }));
  const cart = useAddToCart();
  const draw = draws.find((item) => item.drawNo === ticket.drawNo) ?? initialDraw;
  const bundle = findRaffleBundle(draw, ticket.raffleOfferKey);
  const check = canAddRaffleTicket(ticket, offer);
  const left = raffleTicketsLeft(draw);

  function chooseDraw(drawNo: number) {
    const next = draws.find((item) => item.drawNo === drawNo);
    // A bundle belongs to its draw: keep the same size where the new draw sells it.
    const sameSize = next?.offers.find((item) => item.numTickets === bundle?.numTickets) ?? next?.offers[0];
    update({ drawNo, raffleOfferKey: sameSize?.key ?? '' });
  }

  function addToCart() {
    const result = toRaffleCartItemInput(ticket, offer);
    if (result.ok) void cart.add(result.input);
  }

  return (
    <div className="play-panel">
      {draws.length > 1 ? (
        <BundlePicker
          legend="Draw"
          bundles={draws.map((item) => ({ key: String(item.drawNo), draw: item }))}
          bundleKey={String(ticket.drawNo)}
          describe={({ draw: item }) => item.drawData?.name ?? `Draw ${item.drawNo}`}
          onChange={(key) => chooseDraw(Number(key))}
        />
      ) : null}
      <RaffleDrawFacts draw={draw} ticketsLeft={left} />
      <BundlePicker
        legend="Tickets"
        bundles={draw.offers}
        bundleKey={ticket.raffleOfferKey}
        describe={bundleText}
        onChange={(raffleOfferKey) => update({ raffleOfferKey })}
      />
      <div className="play-step">
        <Stepper
          label="Quantity"
          value={ticket.quantity}
          min={1}
          max={CART_MAX_QUANTITY}
          onChange={(quantity) => update({ quantity })}
        />
      </div>
      {offer.causes.length === 1 ? (
        // One cause is chosen already: say whom the tickets help rather than ask.
        <p className="raffle-cause">
          Your tickets support <strong>{offer.causes[0]!.name}</strong>.
        </p>
      ) : offer.causes.length > 1 ? (
        <CausePicker
          causes={offer.causes}
          causeKey={ticket.causeKey}
          onChange={(causeKey) => update({ causeKey })}
        />
      ) : null}
      <AddToCartBar
        totalCents={bundle ? raffleTicketPriceCents(ticket, bundle) : 0}
        breakdown={bundle ? `${ticket.quantity} × ${bundleText(bundle)}` : ''}
        reasons={check.ok ? [] : check.reasons.map((reason) => raffleRefusalText(reason, left))}
        pending={cart.pending}
        onAdd={addToCart}
      />
    </div>
  );
}

function RaffleDrawFacts({ draw, ticketsLeft }: { draw: Draw; ticketsLeft: number | null }) {
  const intl = useIntl();
  const data = draw.drawData;
  return (
    <section className="play-step raffle-facts" aria-label="This draw">
      {data ? <h3>{data.name}</h3> : null}
      {draw.purchaseStatus === 'pre_order' ? (
        <p className="notice">
          <strong>Pre-order.</strong> Your tickets are issued when sales open; you pay when you check out.
        </p>
      ) : null}
      {data ? <p>Prize worth {formatWireMoney(data.value, { decimals: 0 })}</p> : null}
      {ticketsLeft !== null ? (
        <p>
          <strong>{intl.formatNumber(ticketsLeft)}</strong> {ticketsLeft === 1 ? 'ticket' : 'tickets'} left
        </p>
      ) : null}
      {data ? <TicketsSold sold={data.ticketsSold} cap={data.ticketCap} /> : null}
      <p>
        Draw <DrawDate iso={data?.drawDate ?? draw.date} />
      </p>
      <p className="muted">
        Sales close <DrawDate iso={data?.drawStop ?? draw.stop} style="short" />
      </p>
    </section>
  );
}
