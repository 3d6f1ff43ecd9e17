import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * A component whose code loads the first time it is drawn, with `fallback` in its place until then. For
 * parts the shell carries on every page but few visitors open (the feedback dialog, the details form):
 * they stay off the first load of a page that never draws them.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  const Part = (props: Props) => (
    <Suspense fallback={fallback}>
      <Loaded {...props} />
    </Suspense>
  );
  return Part;
}

/**
 * A part loaded on first use, as `lazyPart`, that can also be asked for ahead of use: an overlay's
 * trigger calls `preload` when a pointer comes near it or it takes focus, so the overlay's code (and
 * react-aria with it) is usually there by the time it is pressed.
 */
export function preloadablePart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): { Part: ComponentType<Props>; preload: () => void } {
  let loading: Promise<ComponentType<Props>> | null = null;
  const once = () => (loading ??= load());
  return {
    Part: lazyPart(once, fallback),
    preload: () => {
      once().catch(() => {
        loading = null; // a failed fetch is tried again on the next use
      });
    },
  };
}
