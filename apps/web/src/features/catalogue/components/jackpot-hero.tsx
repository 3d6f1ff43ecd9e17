import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Draw, ProductOffer } from '@fairdraw/contracts';
import { SALES_COUNTDOWN_MS, timeLeft } from '@fairdraw/domain';
import { DrawDate } from '../../../components/ui/draw-date';
import { GameMark } from '../../../components/ui/game-mark';
import { findProductBranding, useBranding } from '../../../lib/api/get-branding';
import { useNow } from '../../../lib/use-now';
import { drawJackpotText, offerPath, priceFromText } from '../utils/offers';

/**
 * The biggest jackpot on sale, as the home page opens: the game, the prize, the time left to buy and
 * the way in. The countdown turns over every half minute; it is not announced, as it would talk over
 * everything else.
 */
export function JackpotHero({ offer, draw }: { offer: ProductOffer; draw: Draw }) {
  const now = useNow(30_000);
  const stop = new Date(draw.stop);
  const left = timeLeft(stop, now);
  // The last hours stand out, as on the cards; days ahead are plain news.
  const closingSoon = stop.getTime() - now.getTime() <= SALES_COUNTDOWN_MS;
  const price = priceFromText(offer, draw);
  const colour = findProductBranding(useBranding().data, offer)?.colours.primary;
  const style = colour ? ({ '--game-colour': colour } as CSSProperties) : undefined;
  return (
    <section className="jackpot-hero" style={style} aria-labelledby="jackpot-hero-title">
      <div className="jackpot-hero-game">
        <GameMark game={offer} />
        <h2 id="jackpot-hero-title">
          {offer.name} <span className="visually-hidden">jackpot</span>
        </h2>
      </div>
      <p className="jackpot-hero-amount">{drawJackpotText(draw)}</p>
      <p className="jackpot-hero-draw">
        Draw <DrawDate iso={draw.date} style="short" />
      </p>
      <p className={closingSoon ? 'jackpot-hero-close closing-soon' : 'jackpot-hero-close'}>
        {left ? (
          <>
            Sales close in <strong>{left}</strong>
          </>
        ) : (
          'Sales have closed'
        )}
      </p>
      <div className="jackpot-hero-play">
        <Link className="button button-play" to={offerPath(offer)}>
          Play {offer.name}
        </Link>
        {price ? <span className="jackpot-hero-price">{price}</span> : null}
      </div>
    </section>
  );
}
