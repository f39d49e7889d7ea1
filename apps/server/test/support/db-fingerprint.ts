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
  /** The `updated_at` column, where the table has one: catches updates that keep the row count. */
  updatedAt: boolean;
}

async function rows(db: Database, sql: string): Promise<Record<string, unknown>[]> {
  return (await db.em.fork().getConnection().execute(sql)) as Record<string, unknown>[];
}

/** Every table of the schema with its `updated_at` column, read from the database itself (both drivers). */
export async function listTables(db: Database): Promise<Table[]> {
  const list =
    db.driver === 'sqlite'
      ? await rows(db, `select m.name as t, (select count(*) from pragma_table_info(m.name) where name = 'updated_at') as u from sqlite_master m where m.type = 'table' and m.name not like 'sqlite_%'`)
      : await rows(
          db,
          `select t.table_name as t, (select count(*) from information_schema.columns c where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'updated_at') as u from information_schema.tables t where t.table_schema = database() and t.table_type = 'BASE TABLE'`,
        );
  return list
    .map((r) => ({ name: String(r['t'] ?? r['T']), updatedAt: Number(r['u'] ?? r['U']) > 0 }))
    .filter((t) => !Object.hasOwn(TABLES_CHANGED_BY_REFUSALS, t.name))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export type Fingerprint = Record<string, string>;

/** Row count (and latest `updated_at`) of every table in one query: cheap enough to take around every request. */
export async function fingerprint(db: Database, tables: Table[]): Promise<Fingerprint> {
  if (tables.length === 0) return {};
  const parts = tables.map(
    (t) => `select '${t.name}' as t, count(*) as n, ${t.updatedAt ? 'max(`updated_at`)' : 'null'} as u from \`${t.name}\``,
  );
  const out: Fingerprint = {};
  for (const r of await rows(db, parts.join(' union all '))) {
    const u = r['u'];
    out[String(r['t'])] = `${String(r['n'])}/${u instanceof Date ? u.toISOString() : String(u ?? '')}`;
  }
  return out;
}

/** The tables whose fingerprint differs, as `table: before → after`. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after })
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t] ?? '–'} → ${after[t] ?? '–'}`);
}
