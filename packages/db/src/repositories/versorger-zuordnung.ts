import { sql, type SqlBool } from 'kysely';
import { driverBoolean, type LooseDB } from '../list/engine.js';
import { NUR_DEAKTIVIERTE_GEMEINDEN_SQL } from '../list/sources/versorger.js';
import type { Em } from '../orm.js';

/** One coverage entry: operator × municipality × Netzart. */
export interface CoverageHit {
  netzbetreiberId: number;
  gemeindeId: number;
  netzartId: number;
}

/**
 * The coverage of every (municipality, Netzart) pair of an order in one query ('Netzbetreiber zum Auftrag'):
 * all pairs of the two sets are wanted, so `gemeinde in (…) and netzart in (…)` is exactly the cross product.
 * Plain rows, no entities: a large order (40 municipalities × 8 Netzarten, 500 operators) stays cheap.
 */
export async function coverageOf(
  em: Em,
  gemeindeIds: readonly number[],
  netzartIds: readonly number[],
  netzbetreiberId?: number,
): Promise<CoverageHit[]> {
  if (gemeindeIds.length === 0 || netzartIds.length === 0) return [];
  let q = em
    .getKysely<LooseDB>()
    .selectFrom('netzbetreiber_coverage as c')
    .select([
      sql<number>`c.netzbetreiber_id`.as('netzbetreiberId'),
      sql<number>`c.gemeinde_id`.as('gemeindeId'),
      sql<number>`c.netzart_id`.as('netzartId'),
    ])
    .where(
      sql<SqlBool>`c.gemeinde_id in (${sql.join([...gemeindeIds])}) and c.netzart_id in (${sql.join([...netzartIds])})`,
    );
  if (netzbetreiberId !== undefined) q = q.where(sql<SqlBool>`c.netzbetreiber_id = ${netzbetreiberId}`);
  const rows = await q.execute();
  return rows.map((r) => ({
    netzbetreiberId: Number(r['netzbetreiberId']),
    gemeindeId: Number(r['gemeindeId']),
    netzartId: Number(r['netzartId']),
  }));
}

/** Operator search by name: case-insensitive contains (instr, no LIKE wildcards), by name, at most `limit`. */
export async function netzbetreiberByName(
  em: Em,
  text: string,
  limit: number,
): Promise<Array<{ id: number; name: string }>> {
  const rows = await em
    .getKysely<LooseDB>()
    .selectFrom('netzbetreiber as n')
    .select([sql<number>`n.id`.as('id'), sql<string>`n.name`.as('name')])
    .where(sql<SqlBool>`instr(lower(n.name), ${text.toLowerCase()}) > 0`)
    .orderBy(sql`lower(n.name)`, 'asc')
    .orderBy(sql`n.id`, 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r['id']), name: String(r['name']) }));
}

/** A municipality link of a supplier row, as plain values. */
export interface VersorgerLinkRow {
  id: number;
  versorgerId: string;
  gemeindeId: number;
  disabled: boolean;
  getroffen: boolean;
}

/** Every supplier row (id, operator) of an order and their municipality links, in two plain queries. */
export async function versorgerLinksOf(
  em: Em,
  auftragId: string,
): Promise<{ rows: Array<{ id: string; netzbetreiberId: number | null }>; links: VersorgerLinkRow[] }> {
  const k = em.getKysely<LooseDB>();
  const rows = await k
    .selectFrom('versorger as v')
    .select([sql<string>`v.id`.as('id'), sql<number | null>`v.netzbetreiber_id`.as('netzbetreiberId')])
    .where(sql<SqlBool>`v.auftrag_id = ${auftragId}`)
    .execute();
  const links = await k
    .selectFrom('versorger_gemeinde as vg')
    .innerJoin('versorger as v', (j) => j.on(sql<SqlBool>`v.id = vg.versorger_id`))
    .select([
      sql<number>`vg.id`.as('id'),
      sql<string>`vg.versorger_id`.as('versorgerId'),
      sql<number>`vg.gemeinde_id`.as('gemeindeId'),
      sql<unknown>`vg.disabled`.as('disabled'),
      sql<unknown>`vg.getroffen`.as('getroffen'),
    ])
    .where(sql<SqlBool>`v.auftrag_id = ${auftragId}`)
    .execute();
  return {
    rows: rows.map((r) => ({
      id: String(r['id']),
      netzbetreiberId: r['netzbetreiberId'] === null ? null : Number(r['netzbetreiberId']),
    })),
    links: links.map((l) => ({
      id: Number(l['id']),
      versorgerId: String(l['versorgerId']),
      gemeindeId: Number(l['gemeindeId']),
      disabled: driverBoolean(l['disabled']),
      getroffen: driverBoolean(l['getroffen']),
    })),
  };
}

/**
 * What the processing status needs of each supplier row of an order, in one query: its anfrageStatus and
 * whether only disabled municipalities brought it (`nurDeaktivierteGemeinden`).
 */
export async function versorgerStaendeOf(
  em: Em,
  auftragId: string,
): Promise<Array<{ anfrageStatus: number; nurDeaktivierteGemeinden: boolean }>> {
  const rows = await em
    .getKysely<LooseDB>()
    .selectFrom('versorger as v')
    .select([
      sql<number>`v.anfrage_status`.as('anfrageStatus'),
      sql<number>`${sql.raw(NUR_DEAKTIVIERTE_GEMEINDEN_SQL)}`.as('inaktiv'),
    ])
    .where(sql<SqlBool>`v.auftrag_id = ${auftragId}`)
    .execute();
  return rows.map((r) => ({
    anfrageStatus: Number(r['anfrageStatus']),
    nurDeaktivierteGemeinden: driverBoolean(r['inaktiv']),
  }));
}
