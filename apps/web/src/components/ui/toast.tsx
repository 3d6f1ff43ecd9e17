import { createContext, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
// Only the queue (react-stately's, about 1 KB): the stack that shows it and react-aria's toast
// parts load with the first toast (toast-region.tsx).
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { lazyPart } from '../../lib/lazy-part';
import { TOAST_TIMEOUT_MS, type ToastContentData, type ToastQueueOf } from './toast-model';
import './toast.css';

export { OK_GOT_IT, TOAST_TIMEOUT_MS } from './toast-model';
export type { ToastAction, ToastContentData, ToastQueueOf } from './toast-model';

export interface Toasts {
  show(toast: ToastContentData): string;
  dismiss(key: string): void;
  clear(): void;
}

const ToastContext = createContext<Toasts | null>(null);

export function useToasts(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToasts must be used inside <ToastProvider>');
  return toasts;
}

export function createToastQueue(): ToastQueueOf {
  return new ToastQueue<ToastContentData>({ maxVisibleToasts: 5 });
}

/** Toasts on a queue, usable outside React too (e.g. when the request layer ends a session). */
export function toastsFor(queue: ToastQueueOf): Toasts {
  return {
    show: (toast) => queue.add(toast, toast.persistent ? {} : { timeout: TOAST_TIMEOUT_MS }),
    dismiss: (key) => queue.close(key),
    clear: () => queue.clear(),
  };
}

const ToastStack = lazyPart(() => import('./toast-region').then((module) => module.ToastStack));

/** Whether the queue has ever shown a toast: from then on the stack stays mounted. */
function useHasShownToasts(queue: ToastQueueOf): boolean {
  const [shown, setShown] = useState(false);
  const showing = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  if (showing && !shown) setShown(true);
  return shown || showing;
}

/**
 * Holds the toast queue (its own unless given one) and renders the stack at the bottom of the screen,
 * once there is a toast to show.
 */
export function ToastProvider({ children, queue: given }: { children: ReactNode; queue?: ToastQueueOf }) {
  const [queue] = useState(() => given ?? createToastQueue());
  const toasts = useMemo<Toasts>(() => toastsFor(queue), [queue]);
  const hasShown = useHasShownToasts(queue);
  return (
    <ToastContext value={toasts}>
      {children}
      {hasShown ? <ToastStack queue={queue} /> : null}
    </ToastContext>
  );
}
