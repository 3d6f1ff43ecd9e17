import { useCallback, useRef, useState } from 'react';
import { BellIcon } from '../../../components/ui/icons';
import { preloadablePart } from '../../../lib/lazy-part';
import { useFocusReturn } from '../../../lib/use-focus-return';
import { useContentCards } from '../api/get-content-cards';
import '../notifications.css';

/** The badge stops growing here; the accessible name still says the real count. */
const BADGE_MAX = 99;

// The feed's popover and react-aria come when the bell is first pressed, not on the page's first load.
const popover = preloadablePart(() =>
  import('./notifications-popover').then((module) => module.NotificationsPopover),
);

export function notificationsLabel(unviewedCount: number): string {
  return unviewedCount > 0 ? `Notifications, ${unviewedCount} unread` : 'Notifications';
}

/**
 * The header's bell: its name and badge say how many cards are unviewed, and pressing it opens the
 * feed in a popover (notifications-popover.tsx).
 */
export function NotificationsButton() {
  const feed = useContentCards();
  const count = feed.data?.unviewedCount ?? 0;
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useFocusReturn(open, bell);
  return (
    <>
      <button
        ref={bell}
        type="button"
        className="icon-button notifications-button"
        aria-label={notificationsLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={popover.preload}
        onFocus={popover.preload}
        onClick={() => setOpen(true)}
      >
        <BellIcon />
        {count > 0 ? (
          <span className="icon-badge notifications-badge" aria-hidden="true">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        ) : null}
      </button>
      {open ? <popover.Part triggerRef={bell} onClose={close} /> : null}
    </>
  );
}
