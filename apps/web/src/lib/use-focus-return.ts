import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Puts focus back on an overlay's trigger when the overlay closes and focus was left nowhere (on the
 * page's body). react-aria's overlays return focus to what had it when they opened; a trigger pressed
 * with a pointer in a browser that does not focus buttons on click (Safari) had none, so this hands it
 * back to the trigger, as the keyboard left it.
 */
export function useFocusReturn(open: boolean, trigger: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const active = document.activeElement;
      if (active === null || active === document.body) trigger.current?.focus();
    }
    wasOpen.current = open;
  }, [open, trigger]);
}
