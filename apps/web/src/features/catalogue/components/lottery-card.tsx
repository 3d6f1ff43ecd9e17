import { Link } from 'react-router';
import type { ProductOffer } from '@fairdraw/contracts';
import { relativeDrawWording } from '@fairdraw/domain';
import { DrawDate } from '../../../components/ui/draw-date';
import { drawJackpotText, nextDraw, offerPath } from '../utils/offers';
import { BrandBadge } from './brand-badge';

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
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const draw = nextDraw(offer);
  return (
    <article className="offer-card">
      <BrandBadge offer={offer} />
      <div className="offer-card-body">
        <Title className="offer-card-title">
          <Link className="card-link" to={offerPath(offer)}>
            {offer.name}
          </Link>
        </Title>
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
          </>
        ) : (
          <p className="offer-card-meta">No draw is open right now.</p>
        )}
      </div>
    </article>
  );
}
