import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { shouldReloadForChunkError } from '../lib/stale-chunk';
import { RenderFailurePage } from './error-pages';

interface Props {
  /** Changes on every navigation (the location key); a new value clears the failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * Catches a page that throws while rendering and shows "It's not you, it's us!" inside the layout,
 * so the header still works. Navigating anywhere gives the page a fresh try.
 */
export class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    if (shouldReloadForChunkError(error)) window.location.reload();
  }

  override render() {
    return this.state.failed ? <RenderFailurePage /> : this.props.children;
  }
}
