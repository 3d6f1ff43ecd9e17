import type { ReactNode } from 'react';
import type { ResultKey } from '@fairdraw/contracts';
import { GameMark } from '../../../components/ui/game-mark';

/** A results page's heading, led by the game's mark. */
export function ResultHeading({ offer, children }: { offer: ResultKey; children: ReactNode }) {
  return (
    <div className="game-heading">
      <GameMark game={{ key: offer.productOfferKey, name: offer.name }} />
      <h1>{children}</h1>
    </div>
  );
}
