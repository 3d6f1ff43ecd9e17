import { Link } from 'react-router';
import type { GameType, ProductOffer } from '@fairdraw/contracts';
import { gameTypePathSuffix } from '@fairdraw/domain';
import { formatWireMoney } from '../../../components/ui/money';
import { numberMatrixText, offerPath } from '../utils/offers';

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

/** The game offers of one game type: numbers to pick, games per ticket and price per game. */
export function GameOffers({ gameType }: { gameType: GameType }) {
  return (
    <section className="game-offers" aria-labelledby="game-type-heading">
      <h3 id="game-type-heading">{gameType.name}</h3>
      {gameType.gameOffers.length === 0 ? (
        <p className="empty-state">There are no {gameType.name} games on sale for this draw.</p>
      ) : (
        <ul className="plain-list game-offer-list">
          {gameType.gameOffers.map((gameOffer) => (
            <li key={gameOffer.key} className="game-offer">
              <h4>{gameOffer.name}</h4>
              <dl className="facts">
                <div>
                  <dt>Numbers</dt>
                  <dd>{numberMatrixText(gameOffer)}</dd>
                </div>
                <div>
                  <dt>Price per game</dt>
                  <dd>{formatWireMoney(gameOffer.pricePerGame)}</dd>
                </div>
                <div>
                  <dt>Games per ticket</dt>
                  <dd>
                    {gameOffer.minGames === gameOffer.maxGames
                      ? gameOffer.minGames
                      : `${gameOffer.minGames} to ${gameOffer.maxGames}`}
                  </dd>
                </div>
                <div>
                  <dt>Quick pick</dt>
                  <dd>{gameOffer.defaultGames} games</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
