import { useId } from 'react';
import type { TicketCheckSet } from '@fairdraw/contracts';
import type { GameEntry } from '../utils/entries';

interface GameFieldsProps {
  index: number;
  sets: readonly TicketCheckSet[];
  entry: GameEntry;
  error?: string;
  onChange: (setIndex: number, slot: number, text: string) => void;
  /** Absent for the only game: there is always one to fill in. */
  onRemove?: () => void;
}

const setLabel = (set: TicketCheckSet) =>
  `${set.name}: ${set.count === 1 ? 'one number' : `${set.count} numbers`} from ${set.min} to ${set.max}`;

/** One game as number boxes, set by set; typed rather than tapped, as read off a paper ticket. */
export function GameFields({ index, sets, entry, error, onChange, onRemove }: GameFieldsProps) {
  const errorId = useId();
  const game = `Game ${index + 1}`;
  return (
    <fieldset className="checker-game" aria-describedby={error ? errorId : undefined}>
      <legend>{game}</legend>
      {sets.map((set, setIndex) => (
        <div key={set.key} className="checker-set" role="group" aria-label={`${game}, ${setLabel(set)}`}>
          <p className="checker-set-label" aria-hidden="true">
            {setLabel(set)}
          </p>
          <div className="checker-slots">
            {(entry[setIndex] ?? []).map((text, slot) => (
              <input
                key={slot}
                className="checker-slot"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                aria-label={`${game}, ${set.name} ${slot + 1} of ${set.count}`}
                aria-invalid={error ? true : undefined}
                value={text}
                onChange={(event) => onChange(setIndex, slot, event.target.value)}
              />
            ))}
          </div>
        </div>
      ))}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {onRemove ? (
        <button type="button" className="button button-secondary button-small" onClick={onRemove}>
          Remove {game.toLowerCase()}
        </button>
      ) : null}
    </fieldset>
  );
}
