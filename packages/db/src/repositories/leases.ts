import { WorkerLease } from '../entities/rate-limit.js';
import type { Em } from '../orm.js';

/**
 * Takes or renews the lease `name` for `holder` until `now + ttlMs`. True when `holder` holds it now: it was free,
 * had expired, or was already its own. One conditional UPDATE (or the first INSERT), so two nodes never both win.
 */
export async function acquire(em: Em, name: string, holder: string, ttlMs: number, now = new Date()): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs);
  const taken = await em.nativeUpdate(
    WorkerLease,
    { name, $or: [{ holder }, { expiresAt: { $lt: now } }] },
    { holder, expiresAt },
  );
  if (taken > 0) return true;
  try {
    await em.insert(WorkerLease, { name, holder, expiresAt });
    return true;
  } catch {
    // the row exists and someone else holds it (or won the insert at the same moment)
    return false;
  }
}

/**
 * Takes `name` only when it has expired (whoever held it), for `intervalMs`: work that should run once per interval
 * across all nodes (hourly housekeeping). The holder does not renew it; the next run is due when it expires.
 */
export async function claimDue(
  em: Em,
  name: string,
  holder: string,
  intervalMs: number,
  now = new Date(),
): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + intervalMs);
  if ((await em.nativeUpdate(WorkerLease, { name, expiresAt: { $lt: now } }, { holder, expiresAt })) > 0) return true;
  try {
    await em.insert(WorkerLease, { name, holder, expiresAt });
    return true;
  } catch {
    return false;
  }
}

/** Who holds `name` and until when; null when nobody ever took it. */
export async function holderOf(em: Em, name: string): Promise<{ holder: string; expiresAt: Date } | null> {
  const row = await em.findOne(WorkerLease, { name }, { disableIdentityMap: true });
  return row ? { holder: row.holder, expiresAt: row.expiresAt } : null;
}

/** Gives the lease up at once (a node that stops), so another takes over without waiting for the expiry. */
export async function release(em: Em, name: string, holder: string): Promise<void> {
  await em.nativeDelete(WorkerLease, { name, holder });
}

/** Hands a lease over regardless of its holder (only for a holder known to be dead). */
export async function takeOver(
  em: Em,
  name: string,
  from: string,
  holder: string,
  ttlMs: number,
  now = new Date(),
): Promise<boolean> {
  return (
    (await em.nativeUpdate(
      WorkerLease,
      { name, holder: from },
      { holder, expiresAt: new Date(now.getTime() + ttlMs) },
    )) > 0
  );
}
