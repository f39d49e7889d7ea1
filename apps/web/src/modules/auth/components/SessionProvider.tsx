import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '@lap/api';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { SESSION_STORAGE_KEY, type SessionStore } from '../session-store';
import { SessionContext } from '../hooks/useSession';

export interface SessionProviderProps {
  store: SessionStore;
  client: TRPCClient<AppRouter>;
  children: ReactNode;
}

/** Restores the user from storage and verifies it with `account.me` on start (spec 000 §6). */
export function SessionProvider({ store, client, children }: SessionProviderProps) {
  const refresh = useCallback(async () => {
    const revision = store.revision;
    try {
      const me = await client.account.me.query();
      if (store.revision !== revision) return; // a sign-in or sign-out happened meanwhile
      if (me) store.set({ userId: me.userId, roles: me.roles, email: me.email, vorname: me.vorname, name: me.name });
      else store.clear();
    } catch {
      // Server unreachable: keep what is stored; the next call that answers 401 signs out.
    }
  }, [store, client]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SESSION_STORAGE_KEY) store.syncFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  const value = useMemo(() => ({ store, refresh }), [store, refresh]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
