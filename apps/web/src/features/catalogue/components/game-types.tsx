import { Link } from 'react-router';
import type { GameType, ProductOffer } from '@fairdraw/contracts';
import { gameTypePathSuffix } from '@fairdraw/domain';
import { offerPath } from '../utils/offers';

/** The play screen of a game type: /powerball/systems, or /powerball when it has no suffix. */
export function gameTypeHref(offer: ProductOffer, gameType: GameType): string {
  return `${offerPath(offer)}${gameTypePathSuffix(gameType.key) ?? ''}`;
}

/** Links to each way of playing, already in display order. */
export function GameTypeNav({
  offer,
  gameTypes,
  selected,
}: {
  offer: ProductOffer;
  gameTypes: readonly GameType[];
  selected: GameType | undefined;
}) {
  return (
    <nav aria-label={`Ways to play ${offer.name}`}>
      <ul className="game-type-nav">
        {gameTypes.map((gameType) => (
          <li key={gameType.key}>
            <Link
              className="game-type-link"
              to={gameTypeHref(offer, gameType)}
              aria-current={gameType.key === selected?.key ? 'page' : undefined}
            >
              {gameType.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
