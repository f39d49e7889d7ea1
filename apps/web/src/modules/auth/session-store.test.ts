import { describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, SessionStore } from './session-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('SessionStore (spec 000 §6: user info kept in browser storage)', () => {
  it('restores a stored user and ignores malformed entries', () => {
    const stored = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify({ userId: 'u1', roles: ['SbBereich'] }) });
    expect(new SessionStore(stored).getUser()).toEqual({ userId: 'u1', roles: ['SbBereich'] });
    expect(new SessionStore(memoryStorage({ [SESSION_STORAGE_KEY]: '{nope' })).getUser()).toBeNull();
    expect(new SessionStore(memoryStorage({ [SESSION_STORAGE_KEY]: '{"userId":1}' })).getUser()).toBeNull();
    expect(new SessionStore(null).getUser()).toBeNull();
  });

  it('writes on set, removes on clear, and notifies subscribers', () => {
    const storage = memoryStorage();
    const store = new SessionStore(storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.set({ userId: 'u2', roles: ['Antragsteller'], vorname: 'Kim' });
    expect(JSON.parse(storage.data.get(SESSION_STORAGE_KEY) ?? 'null')).toEqual({
      userId: 'u2',
      roles: ['Antragsteller'],
      vorname: 'Kim',
    });
    expect(store.getUser()?.userId).toBe('u2');

    store.clear();
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(store.getUser()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.set({ userId: 'u3', roles: [] });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('bumps the revision on every change, so stale server answers can be discarded', () => {
    const store = new SessionStore(memoryStorage());
    const before = store.revision;
    store.set({ userId: 'u1', roles: [] });
    expect(store.revision).toBeGreaterThan(before);
  });

  it('picks up changes another tab made', () => {
    const storage = memoryStorage();
    const store = new SessionStore(storage);
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ userId: 'u9', roles: ['Administration'] }));
    store.syncFromStorage();
    expect(store.getUser()?.userId).toBe('u9');
    storage.removeItem(SESSION_STORAGE_KEY);
    store.syncFromStorage();
    expect(store.getUser()).toBeNull();
  });
});
