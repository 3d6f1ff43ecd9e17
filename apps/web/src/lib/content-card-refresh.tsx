// After a purchase the checkout asks for the notifications feed to be read again, since the shop may
// put a card in it a moment later. Features never import each other, so the app supplies the refresh
// from features/notifications (app/providers.tsx) and the checkout reads it here.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

type UseRefresh = () => () => void;

const nothingToRefresh = () => {};
const ContentCardRefreshContext = createContext<UseRefresh>(() => nothingToRefresh);

export function ContentCardRefreshProvider({
  useRefresh,
  children,
}: {
  useRefresh: UseRefresh;
  children: ReactNode;
}) {
  return (
    <ContentCardRefreshContext.Provider value={useRefresh}>{children}</ContentCardRefreshContext.Provider>
  );
}

/** Starts the feed's refresh (every 500 ms, up to 10 times); does nothing without a feed. */
export function useContentCardRefresh(): () => void {
  return useContext(ContentCardRefreshContext)();
}
