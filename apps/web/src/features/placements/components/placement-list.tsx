// A placement's recommended draws: each with its jackpot, draw time, why it is recommended and a link
// to play it (the offer's page with that draw chosen).
import { Link } from 'react-router';
import type { PlacementItem, PlacementReason } from '@fairdraw/contracts';
import { fromWireMoney, jackpotText } from '@fairdraw/domain';
import { DrawDate } from '../../../components/ui/draw-date';

export const REASON_TEXT: Record<PlacementReason, string> = {
  popular: 'Popular right now',
  played_before: 'You played it before',
  goes_with_cart: 'Goes with your cart',
};

export function playPath(item: PlacementItem): string {
  return `${item.url}?firstDrawNo=${item.drawNumber}`;
}

function itemJackpot(item: PlacementItem): string {
  return jackpotText({
    prizePoolCents: item.prizePool ? fromWireMoney(item.prizePool) : null,
    isPrizePoolUnknown: item.isPrizePoolUnknown,
    prizePoolSuffix: item.prizePoolSuffix,
  });
}

export function PlacementList({
  items,
  label,
  onPlay,
}: {
  items: readonly PlacementItem[];
  /** The list's accessible name. */
  label: string;
  /** Called when a play link is followed (the drawer closes). */
  onPlay?: () => void;
}) {
  return (
    <ul className="placement-list" aria-label={label}>
      {items.map((item) => (
        <li key={`${item.lotteryKey}:${item.drawNumber}`} className="placement-item">
          <div className="placement-item-text">
            <span className="placement-item-name">{item.name}</span>
            <span className="placement-item-jackpot">{itemJackpot(item)}</span>
            <span className="placement-item-meta">
              Draw {item.drawNumber}, <DrawDate iso={item.drawDate} style="short" />
            </span>
            <span className="placement-item-reason">{REASON_TEXT[item.reason]}</span>
          </div>
          <Link
            className="button button-small"
            to={playPath(item)}
            aria-label={`Play ${item.name} draw ${item.drawNumber}`}
            onClick={onPlay}
          >
            Play
          </Link>
        </li>
      ))}
    </ul>
  );
}
