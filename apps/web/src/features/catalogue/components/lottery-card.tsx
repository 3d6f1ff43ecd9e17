import type { ProductOffer } from '@fairdraw/contracts';
import { relativeDrawWording, salesCountdown } from '@fairdraw/domain';
import { DrawDate } from '../../../components/ui/draw-date';
import { drawJackpotText, nextDraw, priceFromText } from '../utils/offers';
import { CardPlay, OfferCardShell } from './offer-card-shell';

/** A lottery with its next draw: "Powerball · $20 Million · This Thursday". */
export function LotteryCard({
  offer,
  now,
  headingLevel = 3,
}: {
  offer: ProductOffer;
  now: Date;
  headingLevel?: 2 | 3;
}) {
  const draw = nextDraw(offer);
  return (
    <OfferCardShell offer={offer} headingLevel={headingLevel}>
      {draw ? (
        <>
          <p className="offer-card-headline">
            <span className="jackpot">{drawJackpotText(draw)}</span>
            <span aria-hidden="true"> · </span>
            <span className="draw-when">{relativeDrawWording(new Date(draw.date), now)}</span>
          </p>
          <p className="offer-card-meta">
            Draw <DrawDate iso={draw.date} style="short" />
          </p>
          <SalesClose stop={draw.stop} now={now} />
          <CardPlay price={priceFromText(offer, draw)} label="Play" />
        </>
      ) : (
        <p className="offer-card-meta">No draw is open right now.</p>
      )}
    </OfferCardShell>
  );
}

/** When sales stop: the time, or in the last 12 hours a countdown that stands out. */
function SalesClose({ stop, now }: { stop: string; now: Date }) {
  const countdown = salesCountdown(new Date(stop), now);
  return countdown ? (
    <p className="offer-card-meta sales-countdown">{countdown}</p>
  ) : (
    <p className="offer-card-meta">
      Sales close <DrawDate iso={stop} style="short" />
    </p>
  );
}
