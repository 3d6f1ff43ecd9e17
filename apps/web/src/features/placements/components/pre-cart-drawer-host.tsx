// Supplies the pre-cart drawer to the cart's add (lib/pre-cart-drawer) for the pages inside it, and
// shows it. It opens only with the pre-cart-drawer capability and while prompting is on.
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useHasCapabilities } from '../../../lib/capabilities';
import {
  PreCartDrawerProvider,
  type AddedToCart,
  type PreCartDrawer as Drawer,
} from '../../../lib/pre-cart-drawer';
import { isPromptingOn } from '../prompting';
import { PreCartDrawer } from './pre-cart-drawer';

export function PreCartDrawerHost({ children }: { children: ReactNode }) {
  const enabled = useHasCapabilities('pre-cart-drawer');
  const [added, setAdded] = useState<AddedToCart | null>(null);
  const drawer = useMemo<Drawer>(
    () => ({
      offer(item) {
        if (!enabled || !isPromptingOn()) return false;
        setAdded(item);
        return true;
      },
    }),
    [enabled],
  );
  return (
    <PreCartDrawerProvider drawer={drawer}>
      {children}
      <PreCartDrawer added={added} onClose={() => setAdded(null)} />
    </PreCartDrawerProvider>
  );
}
