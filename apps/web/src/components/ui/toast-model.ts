import type { ReactNode } from 'react';
import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

// What a toast holds, shared by the queue (toast.tsx) and the stack that shows it (toast-region.tsx).

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

export type ToastQueueOf = ToastQueue<ToastContentData>;
