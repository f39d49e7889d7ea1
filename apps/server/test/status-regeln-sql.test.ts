// Issue 43: the list sources keep their SQL (they sort and filter in the database) but must answer as the one domain
// rule does. Each SQL expression is evaluated on generated rows — every combination of the columns it reads — on both
// databases, and compared row by row with the @lap/domain function.
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANTRAG_STATUS_IDS, BEARBEITUNGS_STATUS_ID } from '@lap/contracts';
import { addDays, istUeberschritten, mahnungUeberschritten } from '@lap/domain';
import { mahnungenListSource, ueberschrittenSql } from '@lap/db';
import { testDatabases, type TestDatabase } from '@lap/db/testing';

const HEUTE = '2026-12-02';
const TAGE = [null, addDays(HEUTE, -1), HEUTE, addDays(HEUTE, 1)];

describe.each(testDatabases())('list SQL against the domain rules on $name', (database) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(async () => {
    await db.drop();
  });

  /** `expr` over the aliases `aliases`, each a view of the same generated rows; its value per row, in row order. */
  async function evaluate(
    rows: Record<string, string | number | null>[],
    aliases: string[],
    expr: RawBuilder<unknown>,
  ): Promise<boolean[]> {
    const selects = rows.map(
      (r, i) =>
        sql`select ${sql.join([sql`${i} as id`, ...Object.entries(r).map(([k, v]) => sql`${v} as ${sql.ref(k)}`)])}`,
    );
    const [first, ...rest] = aliases;
    const joins = rest.map((a) => sql`join t ${sql.ref(a)} on ${sql.ref(`${a}.id`)} = ${sql.ref(`${first}.id`)}`);
    const res = await sql<{ id: number | string; v: number | string | boolean }>`
      with t as (${sql.join(selects, sql` union all `)})
      select ${sql.ref(`${first}.id`)} as id, ${expr} as v from t ${sql.ref(first ?? 't')} ${sql.join(joins, sql` `)}
      order by ${sql.ref(`${first}.id`)}`.execute(db.em.getKysely());
    expect(res.rows.map((r) => Number(r.id))).toEqual(rows.map((_, i) => i));
    return res.rows.map((r) => Number(r.v) === 1);
  }

  it('/mahnungen ueberschritten is mahnungUeberschritten for every due day, payment and request status', async () => {
    const cases = TAGE.flatMap((mahnungFaellig) =>
      [false, true].flatMap((bezahlt) =>
        ANTRAG_STATUS_IDS.map((antragStatus) => ({ mahnungFaellig, bezahlt, antragStatus })),
      ),
    );
    const column = mahnungenListSource(HEUTE).columns.ueberschritten;
    if (!column) throw new Error('the dunning list has no ueberschritten column');
    const got = await evaluate(
      cases.map((c) => ({
        mahnung_faellig: c.mahnungFaellig,
        bezahlt_am: c.bezahlt ? '2026-11-30 10:00:00' : null,
        antrag_status: c.antragStatus,
      })),
      ['m', 're', 'an'],
      column.expr(db.driver),
    );
    expect(got).toEqual(cases.map((c) => mahnungUeberschritten(c, HEUTE)));
    expect(got.filter(Boolean).length).toBeGreaterThan(0);
  });

  it('/auftraege ueberschritten is istUeberschritten for every deadline and processing status', async () => {
    const cases = TAGE.flatMap((frist) =>
      Object.values(BEARBEITUNGS_STATUS_ID).map((bearbeitungsStatus) => ({ frist, bearbeitungsStatus })),
    );
    const got = await evaluate(
      cases.map((c) => ({ bearbeitungs_frist: c.frist, bearbeitungs_status: c.bearbeitungsStatus })),
      ['au'],
      ueberschrittenSql(HEUTE),
    );
    expect(got).toEqual(cases.map((c) => istUeberschritten(c.frist, c.bearbeitungsStatus, HEUTE)));
    expect(got.filter(Boolean).length).toBeGreaterThan(0);
  });
});
