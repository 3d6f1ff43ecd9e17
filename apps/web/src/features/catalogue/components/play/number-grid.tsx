import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { NumberSetRules, Slot } from '@fairdraw/domain';
import type { BallKind } from '../../../../components/ui/number-ball';
import { useMediaQuery } from '../../../../lib/use-media-query';
import { ballLabel, chosenText, setHeading } from '../../utils/play-text';

/** Numbers per row; arrow up and down move by a row, so the layout and the keys must agree. */
const NARROW_COLUMNS = 6;
const WIDE_COLUMNS = 10;

interface NumberGridProps {
  set: NumberSetRules;
  /** How its balls look: main numbers, or the Powerball in gold as on every screen. */
  kind: BallKind;
  slots: readonly Slot[];
  onToggle: (n: number) => void;
  /** Why the last tap changed nothing, read out with the count. */
  message?: string;
}

function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** Arrow keys, Home and End move focus within the grid; the index to move to, or null for other keys. */
function nextIndex(key: string, index: number, last: number, columns: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return Math.min(last, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return Math.min(last, index + columns);
    case 'ArrowUp':
      return Math.max(0, index - columns);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * One number set as toggle buttons ("Number 7", pressed when chosen). The grid is one tab stop; arrow
 * keys move between numbers and Space or Enter chooses. The count is announced as it changes.
 */
export function NumberGrid({ set, kind, slots, onToggle, message }: NumberGridProps) {
  const headingId = useId();
  const hintId = useId();
  const countId = useId();
  const numbers = range(set.min, set.max);
  const chosen = slots.filter((n) => n !== null).length;
  const columns = useMediaQuery('(min-width: 40rem)') ? WIDE_COLUMNS : NARROW_COLUMNS;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = nextIndex(event.key, focusIndex, numbers.length - 1, columns);
    if (target === null) return;
    event.preventDefault();
    setFocusIndex(target);
    buttons.current[target]?.focus();
  }

  return (
    <div className="number-set">
      <h5 id={headingId} className="number-set-heading">
        {setHeading(set)}
      </h5>
      <p id={hintId} className="visually-hidden">
        Use the arrow keys to move between numbers and Space to choose.
      </p>
      <div
        role="group"
        aria-labelledby={headingId}
        aria-describedby={`${countId} ${hintId}`}
        className="number-grid"
        // Balls share a phone's width; on a wider screen each stops at 3.25rem, so a game's grid is a
        // compact block, not the whole column.
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 3.25rem))` }}
        onKeyDown={onKeyDown}
      >
        {numbers.map((n, index) => (
          <button
            key={n}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={`ball ball-${kind}`}
            aria-label={ballLabel(set, n)}
            aria-pressed={slots.includes(n)}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() => onToggle(n)}
          >
            {n}
          </button>
        ))}
      </div>
      <p id={countId} role="status" className="number-set-count">
        {message ? `${chosenText(chosen, set.count)}. ${message}` : chosenText(chosen, set.count)}
      </p>
    </div>
  );
}
