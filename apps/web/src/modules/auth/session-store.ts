import { z } from 'zod';

/** spec 000 §6: the logged-in user's info, kept in browser storage. Names arrive after `account.me`. */
const ZStoredUser = z.object({
  userId: z.string().min(1),
  roles: z.array(z.string()),
  email: z.string().optional(),
  vorname: z.string().optional(),
  name: z.string().optional(),
});
export type SessionUser = z.infer<typeof ZStoredUser>;

export const SESSION_STORAGE_KEY = 'lap.user';

/**
 * The signed-in user, mirrored to localStorage. React reads it with useSyncExternalStore; the QueryClient's
 * 401 handler clears it from outside React.
 */
export class SessionStore {
  private user: SessionUser | null;
  private readonly listeners = new Set<() => void>();
  /** Bumped on every change, so a slow `account.me` answer can't undo a newer sign-in or sign-out. */
  private revisionCounter = 0;

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null) {
    this.user = this.read();
  }

  readonly getUser = (): SessionUser | null => this.user;

  get revision(): number {
    return this.revisionCounter;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  set(user: SessionUser): void {
    const parsed = ZStoredUser.parse(user);
    try {
      this.storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(parsed));
    } catch {
      // Storage full or blocked: the session still works for this tab.
    }
    this.replace(parsed);
  }

  clear(): void {
    try {
      this.storage?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Blocked storage: nothing stored either.
    }
    this.replace(null);
  }

  /** Picks up a sign-in or sign-out made in another tab. */
  syncFromStorage(): void {
    const stored = this.read();
    if (JSON.stringify(stored) !== JSON.stringify(this.user)) this.replace(stored);
  }

  private replace(user: SessionUser | null): void {
    this.user = user;
    this.revisionCounter += 1;
    for (const listener of this.listeners) listener();
  }

  private read(): SessionUser | null {
    try {
      const raw = this.storage?.getItem(SESSION_STORAGE_KEY);
      if (!raw) return null;
      const parsed = ZStoredUser.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}

/** localStorage when the browser allows it. */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
