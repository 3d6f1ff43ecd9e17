import type { ProductOffer } from '@fairdraw/contracts';
import { SALES_COUNTDOWN_MS, timeLeft } from '@fairdraw/domain';
import { DrawDate } from '../../../components/ui/draw-date';
import { useNow } from '../../../lib/use-now';
import { drawJackpotText, nextDraw } from '../utils/offers';

/**
 * What a lottery's play screen opens with: the next draw's jackpot, when it is drawn and how long is left
 * to buy. Nothing when no draw is open (the page says sales are paused).
 */
export function NextDrawFacts({ offer }: { offer: ProductOffer }) {
  const now = useNow(30_000);
  const draw = nextDraw(offer);
  if (!draw) return null;
  const stop = new Date(draw.stop);
  const left = timeLeft(stop, now);
  const closingSoon = stop.getTime() - now.getTime() <= SALES_COUNTDOWN_MS;
  return (
    <dl className="next-draw-facts">
      <div>
        <dt>Jackpot</dt>
        <dd className="next-draw-jackpot">{drawJackpotText(draw)}</dd>
      </div>
      <div>
        <dt>Draw {draw.drawNo}</dt>
        <dd>
          <DrawDate iso={draw.date} style="short" />
        </dd>
      </div>
      <div>
        <dt>Sales close in</dt>
        <dd className={closingSoon ? 'sales-countdown' : undefined}>{left ?? 'Sales have closed'}</dd>
      </div>
    </dl>
  );
}
