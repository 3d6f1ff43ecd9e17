import { useId } from 'react';
import { formatMoney } from '@fairdraw/domain';

interface AddToCartBarProps {
  totalCents: number;
  /** How the total is made up: "18 games × $1.35 × 1 draw". */
  breakdown: string;
  /** Why the ticket cannot go into the cart yet; empty when it can. */
  reasons: readonly string[];
  pending: boolean;
  onAdd: () => void;
}

/**
 * The running price and "Add to cart". While the ticket is not ready the button stays focusable but
 * does nothing (aria-disabled), and says why through its description.
 */
export function AddToCartBar({ totalCents, breakdown, reasons, pending, onAdd }: AddToCartBarProps) {
  const reasonsId = useId();
  const blocked = reasons.length > 0 || pending;
  return (
    <div className="add-to-cart-bar">
      <p className="play-total" aria-live="polite">
        <span className="play-total-label">Total</span> <strong>{formatMoney(totalCents)}</strong>
        <span className="muted play-total-breakdown">{breakdown}</span>
      </p>
      <button
        type="button"
        className="button add-to-cart-button"
        aria-disabled={blocked}
        aria-describedby={reasons.length > 0 ? reasonsId : undefined}
        onClick={() => {
          if (!blocked) onAdd();
        }}
      >
        {pending ? 'Adding to cart…' : 'Add to cart'}
      </button>
      {reasons.length > 0 ? (
        <ul id={reasonsId} className="play-reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
