import { useCallback, useRef, useState } from 'react';
import { MenuIcon } from '../../components/ui/icons';
import { preloadablePart } from '../../lib/lazy-part';
import { useFocusReturn } from '../../lib/use-focus-return';

// The drawer and react-aria's dialog come when the menu is first opened, not on the page's first load.
const drawer = preloadablePart(() => import('./nav-drawer-dialog').then((module) => module.NavDrawerDialog));

/** The menu toggle and the navigation drawer it opens. */
export function NavDrawer() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useFocusReturn(open, toggle);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="icon-button menu-toggle"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={drawer.preload}
        onFocus={drawer.preload}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open ? <drawer.Part onClose={close} /> : null}
    </>
  );
}
