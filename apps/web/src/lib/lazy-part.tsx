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
