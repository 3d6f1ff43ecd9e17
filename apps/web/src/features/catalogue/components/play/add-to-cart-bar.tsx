import { useId, useState } from 'react';
import type { Ref } from 'react';
import { formatMoney } from '@fairdraw/domain';

/** One play panel a page, so one summary: the target of "Skip to summary". */
export const PLAY_SUMMARY_ID = 'play-summary';

interface AddToCartBarProps {
  totalCents: number;
  /** How the total is made up: "18 games × $1.35 × 1 draw". */
  breakdown: string;
  /** A word on what the total leaves out ("2 empty games are not bought"), if anything. */
  note?: string;
  /** Why the ticket cannot go into the cart yet; empty when it can. */
  reasons: readonly string[];
  pending: boolean;
  onAdd: () => void;
  /** The summary a "Skip to summary" link moves focus to. */
  summaryRef?: Ref<HTMLElement>;
}

/**
 * The running price and "Add to cart", kept in view at the bottom of a phone's screen (sticky) and
 * in the page's flow on wider ones. While the ticket is not ready the button stays focusable but
 * does nothing (aria-disabled), and says why through its description: as a quiet list of what is left to
 * do, which turns into a warning only once the customer has tried to add the ticket.
 */
export function AddToCartBar({
  totalCents,
  breakdown,
  note,
  reasons,
  pending,
  onAdd,
  summaryRef,
}: AddToCartBarProps) {
  const reasonsId = useId();
  const headingId = useId();
  const blocked = reasons.length > 0 || pending;
  const [tried, setTried] = useState(false);
  return (
    <section
      ref={summaryRef}
      className="add-to-cart-bar"
      aria-labelledby={headingId}
      tabIndex={-1}
      id={PLAY_SUMMARY_ID}
    >
      <h3 id={headingId} className="visually-hidden">
        Summary
      </h3>
      <p className="play-total" aria-live="polite">
        <span className="play-total-label">Total</span> <strong>{formatMoney(totalCents)}</strong>
        <span className="muted play-total-breakdown">{breakdown}</span>
        {note ? <span className="muted play-total-note">{note}</span> : null}
      </p>
      <button
        type="button"
        className="button add-to-cart-button"
        aria-disabled={blocked}
        aria-describedby={reasons.length > 0 ? reasonsId : undefined}
        onClick={() => {
          if (blocked) setTried(true);
          else onAdd();
        }}
      >
        {pending ? 'Adding to cart…' : 'Add to cart'}
      </button>
      {reasons.length > 0 ? (
        <ul id={reasonsId} className={tried ? 'play-reasons play-reasons-refused' : 'play-reasons'}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
