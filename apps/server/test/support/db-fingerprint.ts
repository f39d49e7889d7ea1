import type { Database } from '@lap/db';

/**
 * Tables that change on requests which are refused, by design, and so are left out of "nothing written":
 * - `session`: the suite's own sign-ins, and `lastSeenAt`/expiry slid by any authenticated request;
 * - `rate_limit`: counters of refused attempts (forgotten password, captcha, sign-up) are the point of it;
 * - `login_failure`: a refused sign-in is recorded (the per-address and per-IP lock every node shares);
 * - `captcha`: a challenge is a row, and a refused sign-up consumes its captcha so it cannot be replayed;
 * - `account_mail_request`: a sign-in refused past the per-address limit queues the lock notice (the request
 *   only writes this row, whatever the address, so the answer does not tell whether it exists).
 */
export const TABLES_CHANGED_BY_REFUSALS: Readonly<Record<string, string>> = {
  session: 'sign-ins of the suite; lastSeenAt slides on every authenticated request',
  rate_limit: 'refused attempts are counted by design',
  login_failure: 'a refused sign-in is recorded: the lock every node shares',
  captcha: 'challenges are rows; a refused sign-up consumes its captcha',
  account_mail_request: 'a sign-in refused past the limit queues the lock notice',
};

interface Table {
  name: string;
}

/** The table the write counters below count into (left out of the watched tables). */
const WRITE_COUNT = 'fuzz_write_count';

async function rows(db: Database, sql: string): Promise<Record<string, unknown>[]> {
  return (await db.em.fork().getConnection().execute(sql)) as Record<string, unknown>[];
}

/** Every table of the schema, read from the database itself (both drivers), without the ones refusals may change. */
export async function listTables(db: Database): Promise<Table[]> {
  const list =
    db.driver === 'sqlite'
      ? await rows(db, `select m.name as t from sqlite_master m where m.type = 'table' and m.name not like 'sqlite_%'`)
      : await rows(
          db,
          `select t.table_name as t from information_schema.tables t where t.table_schema = database() and t.table_type = 'BASE TABLE'`,
        );
  return list
    .map((r) => ({ name: String(r['t'] ?? r['T']) }))
    .filter((t) => t.name !== WRITE_COUNT && !Object.hasOwn(TABLES_CHANGED_BY_REFUSALS, t.name))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const WRITE_EVENTS = ['insert', 'update', 'delete'] as const;
const triggerName = (table: string, event: (typeof WRITE_EVENTS)[number]) => `fw_${event[0]}_${table}`.slice(0, 64);

/**
 * Counts every row written to each table, by triggers after each insert, update and delete (the suite's own database
 * only): a request that writes anything, an update that keeps the row count and its `updated_at` included, moves its
 * table's count. Reading the counts is one small query, where counting every table's rows around each of ~41,000
 * fuzzed requests took more than half of the suite's time. A child row deleted by a foreign
 * key's cascade fires no trigger on MariaDB: the parent's own delete does.
 */
export async function watchWrites(db: Database, tables: Table[]): Promise<void> {
  const run = (sql: string) => db.em.fork().getConnection().execute(sql);
  await run(`create table ${WRITE_COUNT} (table_name varchar(64) not null primary key, n integer not null)`);
  for (const t of tables) {
    if (!/^\w+$/.test(t.name)) throw new Error(`unexpected table name ${t.name}`);
    const bump =
      db.driver === 'sqlite'
        ? `insert into ${WRITE_COUNT} (table_name, n) values ('${t.name}', 1) on conflict (table_name) do update set n = n + 1`
        : `insert into ${WRITE_COUNT} (table_name, n) values ('${t.name}', 1) on duplicate key update n = n + 1`;
    for (const event of WRITE_EVENTS) {
      await run(
        db.driver === 'sqlite'
          ? `create trigger ${triggerName(t.name, event)} after ${event} on ${t.name} for each row begin ${bump}; end`
          : `create trigger ${triggerName(t.name, event)} after ${event} on \`${t.name}\` for each row ${bump}`,
      );
    }
  }
}

/** The watched tables that have all three write counters (both drivers). */
export async function watchedTables(db: Database): Promise<string[]> {
  const triggers =
    db.driver === 'sqlite'
      ? await rows(db, `select name as n from sqlite_master where type = 'trigger' and name like 'fw\\_%' escape '\\'`)
      : await rows(
          db,
          `select trigger_name as n from information_schema.triggers where trigger_schema = database() and trigger_name like 'fw\\_%'`,
        );
  const names = new Set(triggers.map((r) => String(r['n'] ?? r['N'])));
  return (await listTables(db))
    .map((t) => t.name)
    .filter((name) => WRITE_EVENTS.every((event) => names.has(triggerName(name, event))));
}

export type Fingerprint = Record<string, string>;

/** Rows written so far per table (see watchWrites). */
export async function fingerprint(db: Database): Promise<Fingerprint> {
  const out: Fingerprint = {};
  for (const r of await rows(db, `select table_name as t, n from ${WRITE_COUNT}`)) out[String(r['t'])] = String(r['n']);
  return out;
}

/** The tables written to between two fingerprints, as `table: before → after` (rows written so far). */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after })
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t] ?? '0'} → ${after[t] ?? '0'}`);
}
