// How the shop leaves for a page outside it (a payment's approval page): a full page navigation, which
// tests replace to record where the page went instead of going.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

export type LeavePage = (url: string) => void;

const LeavePageContext = createContext<LeavePage>((url) => window.location.assign(url));

export function LeavePageProvider({ leave, children }: { leave: LeavePage; children: ReactNode }) {
  return <LeavePageContext.Provider value={leave}>{children}</LeavePageContext.Provider>;
}

export function useLeavePage(): LeavePage {
  return useContext(LeavePageContext);
}
