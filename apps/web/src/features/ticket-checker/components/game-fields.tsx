import { useId } from 'react';
import type { TicketCheckSet } from '@fairdraw/contracts';
import { withSlot, withSlotCount, type GameEntry } from '../utils/entries';

interface GameFieldsProps {
  index: number;
  sets: readonly TicketCheckSet[];
  entry: GameEntry;
  error?: string;
  /** The lottery sells boxed entries (Lotto Strike). */
  boxable: boolean;
  onChange: (next: GameEntry) => void;
  /** Absent for the only game: there is always one to fill in. */
  onRemove?: () => void;
}

const setLabel = (set: TicketCheckSet) =>
  `${set.name}: ${set.count === 1 ? 'one number' : `${set.count} numbers`} from ${set.min} to ${set.max}`;

/** One game as number boxes, set by set; typed rather than tapped, as read off a paper ticket. */
export function GameFields({ index, sets, entry, error, boxable, onChange, onRemove }: GameFieldsProps) {
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
            {(entry.slots[setIndex] ?? []).map((text, slot, slots) => (
              <input
                key={slot}
                className="checker-slot"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                aria-label={`${game}, ${set.name} ${slot + 1} of ${slots.length}`}
                aria-invalid={error ? true : undefined}
                value={text}
                onChange={(event) => onChange(withSlot(entry, setIndex, slot, event.target.value))}
              />
            ))}
          </div>
          {set.maxCount > set.count ? (
            // A System, PowerHit or PowerPik entry holds more numbers than one game.
            <div className="checker-slot-count">
              <button
                type="button"
                className="button button-secondary button-small"
                aria-label={`Add a ${set.name.toLowerCase()} box to ${game.toLowerCase()}`}
                disabled={(entry.slots[setIndex]?.length ?? 0) >= set.maxCount}
                onClick={() => onChange(withSlotCount(entry, setIndex, set, 1))}
              >
                Add a {set.name.toLowerCase()} box
              </button>
              {(entry.slots[setIndex]?.length ?? 0) > set.count ? (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  aria-label={`Remove the last ${set.name.toLowerCase()} box of ${game.toLowerCase()}`}
                  onClick={() => onChange(withSlotCount(entry, setIndex, set, -1))}
                >
                  Remove the last box
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      ))}
      {boxable ? (
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={entry.boxed}
            onChange={(event) => onChange({ ...entry, boxed: event.target.checked })}
          />{' '}
          Boxed entry (the numbers play in every order)
        </label>
      ) : null}
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
