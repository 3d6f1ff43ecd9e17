import { useId } from 'react';
import { australianStates, type AustralianState } from '@fairdraw/contracts';
import { STATE_NAMES } from '@fairdraw/domain';

/**
 * Where a visitor says they live (decision 0050): some games cannot be sold in every state, and the
 * play screen says so before a ticket is built. Kept in this browser; the address decides at checkout.
 */
export function VisitorStatePicker({
  state,
  onChange,
  label = 'Your state or territory',
}: {
  state: AustralianState | null;
  onChange: (state: AustralianState | null) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="play-step visitor-state">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={state ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          onChange(
            (australianStates as readonly string[]).includes(value) ? (value as AustralianState) : null,
          );
        }}
      >
        <option value="">Choose…</option>
        {australianStates.map((code) => (
          <option key={code} value={code}>
            {capitalise(STATE_NAMES[code])}
          </option>
        ))}
      </select>
      <p className="muted">Some games can&apos;t be sold in every state. At checkout your address decides.</p>
    </div>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
