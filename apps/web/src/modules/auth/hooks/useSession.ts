import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionStore, SessionUser } from '../session-store';

export interface SessionContextValue {
  store: SessionStore;
  /** Re-reads the signed-in user from the server (`account.me`). */
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSessionContext must be used inside <SessionProvider>');
  return value;
}

/** The signed-in user, or null for visitors. */
export function useSessionUser(): SessionUser | null {
  const { store } = useSessionContext();
  return useSyncExternalStore(store.subscribe, store.getUser);
}

/** "Vorname Name", else the e-mail address, else empty. */
export function displayName(user: SessionUser): string {
  const full = [user.vorname, user.name].filter((part) => part && part.length > 0).join(' ');
  return full || user.email || '';
}
