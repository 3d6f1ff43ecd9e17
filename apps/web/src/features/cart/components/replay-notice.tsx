import { useLocation, useNavigate } from 'react-router';
import type { ReplayLine } from '@fairdraw/contracts';

/** What /cart/replay/:replayID left in the history entry it opened the cart with. */
export interface ReplayNoticeState {
  replay: { lines: ReplayLine[] };
}

function isReplayState(value: unknown): value is ReplayNoticeState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'replay' in value &&
    Array.isArray((value as ReplayNoticeState).replay?.lines)
  );
}

const games = (n: number) => (n === 1 ? '1 game' : `${n} games`);

/** After a replay: what went back into the cart, and what could not, with why (decision 0050). */
export function ReplayNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  if (!isReplayState(location.state)) return null;
  const { lines } = location.state.replay;
  const added = lines.filter((line) => line.status === 'added');
  const left = lines.filter((line) => line.status !== 'added');
  return (
    <div className="cart-removal-notice" role="status">
      <p>
        {added.length > 0
          ? `Your past numbers are back in your cart for the next draw: ${added
              .map((line) => `${line.productName} (${games(line.numGames)})`)
              .join(', ')}.`
          : 'None of those numbers could be played again.'}
      </p>
      {left.length > 0 ? (
        <ul className="plain-list">
          {left.map((line) => (
            <li key={line.orderId}>
              {line.message ?? `${line.productName} can't be played again right now.`}
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="button button-small button-secondary"
        // Closing clears the history entry's note, so going back and forth does not show it again.
        onClick={() => void navigate(location.pathname + location.search, { replace: true, state: null })}
      >
        Close
      </button>
    </div>
  );
}
