import { hostname } from 'node:os';
import { leases, type Database } from '@lap/db';

/** The lease that keeps a second node off the embedded SQLite file. */
export const SQLITE_LEASE = 'sqlite-knoten';
const TTL_MS = 20_000;
const RENEW_MS = 5_000;

export class SingleNodeError extends Error {}

/** True when `holder` names a process of this machine that no longer runs (a node killed and started again). */
function deadHere(holder: string): boolean {
  const [host, pid] = holder.split(' ');
  if (host !== hostname() || !pid || !/^\d+$/.test(pid)) return false;
  // our own pid under another holder name: an earlier run of this process id (a container restarted as pid 1)
  if (Number(pid) === process.pid) return true;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * SQLite is the single-node embedded default: the node holds a lease row in the file and renews it; a second node
 * on the same file is refused at start-up with a German message (ARCHITECTURE §6). A holder that died on this machine
 * (kill -9, a crash) is taken over at once; one on another machine after its lease expired (20 s).
 */
export async function claimSqliteNode(
  db: Database,
  nodeId: string,
  where: string,
  onLost: () => void,
): Promise<{ stop(): Promise<void> }> {
  if (db.driver !== 'sqlite') return { stop: async () => undefined };
  const em = db.em.fork();
  if (!(await leases.acquire(em, SQLITE_LEASE, nodeId, TTL_MS))) {
    const current = await leases.holderOf(em, SQLITE_LEASE);
    const takenOver =
      current !== null &&
      deadHere(current.holder) &&
      (await leases.takeOver(em, SQLITE_LEASE, current.holder, nodeId, TTL_MS));
    if (!takenOver) {
      const [host, pid] = (current?.holder ?? '? ?').split(' ');
      throw new SingleNodeError(
        `Start abgebrochen: Die eingebettete SQLite-Datenbank in ${where} wird bereits von einem anderen Knoten verwendet (Rechner ${host}, Prozess ${pid}). ` +
          'SQLite ist nur für den Betrieb auf einem Knoten gedacht. Für mehrere Knoten DATABASE_URL (MariaDB/MySQL) und FILES_URL setzen (README, „Betrieb auf mehreren Knoten“).',
      );
    }
  }
  const timer = setInterval(() => {
    leases
      .acquire(db.em.fork(), SQLITE_LEASE, nodeId, TTL_MS)
      .then((held) => {
        if (!held) onLost();
      })
      .catch(() => undefined);
  }, RENEW_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await leases.release(db.em.fork(), SQLITE_LEASE, nodeId).catch(() => undefined);
    },
  };
}
