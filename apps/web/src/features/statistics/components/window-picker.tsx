// How many recent draws the statistics count. Native radio buttons: arrow keys move between them.
export const DRAW_WINDOWS = [10, 50, null] as const;
export type DrawWindow = (typeof DRAW_WINDOWS)[number];

export const windowLabel = (window: DrawWindow) => (window === null ? 'All draws' : `Last ${window} draws`);

export function WindowPicker({
  value,
  onChange,
}: {
  value: DrawWindow;
  onChange: (window: DrawWindow) => void;
}) {
  return (
    <fieldset className="stats-window">
      <legend>Draws counted</legend>
      <div className="stats-window-options">
        {DRAW_WINDOWS.map((window) => (
          <label key={window ?? 'all'} className="stats-window-option">
            <input
              type="radio"
              name="draw-window"
              value={window ?? 'all'}
              checked={value === window}
              onChange={() => onChange(window)}
            />
            {windowLabel(window)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The window in the address (?last=10), or all draws for anything else. */
export function windowFromQuery(raw: string | null): DrawWindow {
  return DRAW_WINDOWS.find((window) => window !== null && String(window) === raw) ?? null;
}
