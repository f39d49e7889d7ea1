/** spec 000 §6: the logged-in user's info, kept in browser storage. Names arrive after `account.me`. */
export interface SessionUser {
  userId: string;
  roles: string[];
  email?: string;
  vorname?: string;
  name?: string;
}

const OPTIONAL_FIELDS = ['email', 'vorname', 'name'] as const;

/**
 * The stored user if `value` has its shape (a non-empty userId, string roles, optional string names), else null;
 * unknown keys are dropped. Checked by hand: zod would put itself on the first page (issue 18;
 * docs/decisions/web-app.md).
 */
function storedUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { userId, roles } = record;
  if (typeof userId !== 'string' || userId.length === 0) return null;
  if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string')) return null;
  const user: SessionUser = { userId, roles: [...(roles as string[])] };
  for (const field of OPTIONAL_FIELDS) {
    const text = record[field];
    if (text === undefined) continue;
    if (typeof text !== 'string') return null;
    user[field] = text;
  }
  return user;
}

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
    const parsed = storedUser(user);
    if (!parsed) throw new TypeError('SessionStore.set: not a valid user');
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
      return storedUser(JSON.parse(raw));
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
