import type { RefObject } from 'react';
import { PLAY_SUMMARY_ID } from './add-to-cart-bar';

/**
 * "Skip to summary": moves keyboard focus past the games to the price and "Add to cart", so the
 * player does not Tab through every game's buttons. A link in look and meaning, handled here so
 * focus lands on the summary (a plain #fragment would only scroll).
 */
export function SkipToSummary({ target }: { target: RefObject<HTMLElement | null> }) {
  return (
    <a
      href={`#${PLAY_SUMMARY_ID}`}
      className="link-button skip-to-summary"
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
      }}
    >
      Skip to summary
    </a>
  );
}
