import type { ReactNode } from 'react';
import type { GameOffer } from '@fairdraw/contracts';
import { findGameSet, FAVOURITES_SET_KEY, filledNumbers, playSets, playsEveryNumber } from '@fairdraw/domain';
import type { Game } from '@fairdraw/domain';
import type { GridRefusal } from '../../hooks/use-lottery-ticket';
import { editRefusalText } from '../../utils/play-text';
import { ballKindOf } from '../../../../components/ui/number-ball';
import { KeepFavourites } from './keep-favourites';
import { NumberGrid } from './number-grid';

interface GameEditorProps {
  game: Game;
  gameIndex: number;
  gameOffer: GameOffer;
  refusal: GridRefusal | null;
  onToggle: (setKey: string, n: number) => void;
  onPickFavourite: (favouriteIndex: number) => void;
  /** Shown right after the number grids (the "Skip to summary" link). */
  after?: ReactNode;
}

/** The number grids of one game, and the player's favourites to pick from when the offer has them. */
export function GameEditor({
  game,
  gameIndex,
  gameOffer,
  refusal,
  onToggle,
  onPickFavourite,
  after,
}: GameEditorProps) {
  const favourites = findGameSet(game, FAVOURITES_SET_KEY);
  // Favourites are main numbers: the biggest set a game plays (not the Powerball).
  const main = playSets(gameOffer).reduce<ReturnType<typeof playSets>[number] | undefined>(
    (biggest, set) => (!biggest || set.count > biggest.count ? set : biggest),
    undefined,
  );
  const mainSet = main ? findGameSet(game, main.key) : undefined;
  const mainNumbers = mainSet ? filledNumbers(mainSet) : [];
  return (
    <div className="game-editor">
      {favourites && filledNumbers(favourites).length > 0 ? (
        <FavouritePool slots={favourites.numbers} onPick={onPickFavourite} />
      ) : null}
      {playSets(gameOffer).map((set, position) => {
        if (playsEveryNumber(set))
          return (
            <p key={set.key} className="number-set-heading">
              PowerHit: all {set.count} {set.name}s play, so one of them is always drawn.
            </p>
          );
        const message =
          refusal && refusal.gameIndex === gameIndex && refusal.setKey === set.key
            ? editRefusalText(refusal.reason, set)
            : undefined;
        return (
          <NumberGrid
            key={set.key}
            set={set}
            kind={ballKindOf(set, position)}
            slots={findGameSet(game, set.key)?.numbers ?? []}
            onToggle={(n) => onToggle(set.key, n)}
            message={message}
          />
        );
      })}
      {after}
      <KeepFavourites numbers={mainNumbers} />
    </div>
  );
}

function FavouritePool({
  slots,
  onPick,
}: {
  slots: readonly (number | null)[];
  onPick: (index: number) => void;
}) {
  return (
    <div className="favourite-pool">
      <h5 className="number-set-heading">Your favourite numbers</h5>
      <ul className="plain-list favourite-list">
        {slots.map((n, index) =>
          n === null ? null : (
            <li key={index}>
              <button
                type="button"
                className="ball"
                aria-label={`Play favourite ${n}`}
                onClick={() => onPick(index)}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
