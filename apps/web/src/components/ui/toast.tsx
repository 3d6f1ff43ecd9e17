import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { CloseIcon } from './icons';
import './toast.css';

/** The action that renders as the close cross rather than a text button (account-area §2). */
export const OK_GOT_IT = 'Ok, got it';
export const TOAST_TIMEOUT_MS = 10_000;

export interface ToastAction {
  label: string;
  onAction?: () => void;
}

export interface ToastContentData {
  title?: string;
  message: string;
  icon?: ReactNode;
  actions?: ToastAction[];
  /** Stays until dismissed instead of closing after 10 s (e.g. a failed group creation). */
  persistent?: boolean;
}

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

export type ToastQueueOf = ToastQueue<ToastContentData>;

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

/** Holds the toast queue (its own unless given one) and renders the stack at the bottom of the screen. */
export function ToastProvider({ children, queue: given }: { children: ReactNode; queue?: ToastQueueOf }) {
  const [queue] = useState(() => given ?? createToastQueue());
  const toasts = useMemo<Toasts>(() => toastsFor(queue), [queue]);
  return (
    <ToastContext value={toasts}>
      {children}
      <ToastRegion queue={queue} className="toast-region">
        {({ toast }) => <ToastItem content={toast.content} toast={toast} />}
      </ToastRegion>
    </ToastContext>
  );
}

function ToastItem({
  content,
  toast,
}: {
  content: ToastContentData;
  toast: Parameters<typeof Toast>[0]['toast'];
}) {
  const okAction = content.actions?.find((action) => action.label === OK_GOT_IT);
  const otherActions = content.actions?.filter((action) => action !== okAction) ?? [];
  return (
    <Toast toast={toast} className="toast">
      {content.icon ? (
        <span className="toast-icon" aria-hidden="true">
          {content.icon}
        </span>
      ) : null}
      <ToastContent className="toast-content">
        {content.title ? (
          <Text slot="title" className="toast-title">
            {content.title}
          </Text>
        ) : null}
        <Text slot="description">{content.message}</Text>
        {otherActions.length > 0 ? (
          <div className="toast-actions">
            {otherActions.map((action) => (
              <Button key={action.label} className="button button-small" onPress={action.onAction}>
                {action.label}
              </Button>
            ))}
          </div>
        ) : null}
      </ToastContent>
      <Button
        slot="close"
        className="icon-button"
        aria-label={okAction ? OK_GOT_IT : 'Dismiss'}
        onPress={okAction?.onAction}
      >
        <CloseIcon />
      </Button>
    </Toast>
  );
}
