import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFilterDto, TListFieldDef } from '@lap/contracts';
import {
  angeboteListSource,
  auftraegeListSource,
  historienListSource,
  historieNutzerSource,
  loadSaxonyGemeinden,
  mahnungenListSource,
  mailVersandListSource,
  nutzerListSource,
  offeneRechnungenListSource,
  rechnungenListSource,
  runListPage,
  seedDemo,
  streamList,
  versandteRechnungenListSource,
  vorkassenListSource,
  type Em,
  type ListSource,
} from '@lap/db';
import { testDatabases, type TestDatabase } from '@lap/db/testing';
import { generateDomain, type DomainData } from '../bench/support/domain-data.js';

// A page of a list is a deferred join (ids first, on a narrow base where the list has one; columns for the page's rows
// only). Whatever the sort, filter or page, it must be exactly the slice of the plain query that exports stream: the
// same rows in the same order, the same total and sums. Checked on generated data for every back-office list.

const TODAY = '2026-11-24';
const PAGE = 7;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one table over every list definition
type AnySource = ListSource<any>;

function lists(sample: DomainData['sample']): Record<string, AnySource> {
  return {
    'auftraege (open)': auftraegeListSource({ abgeschlossene: false, today: TODAY }),
    'auftraege (with completed)': auftraegeListSource({ abgeschlossene: true, today: TODAY }),
    vorkassen: vorkassenListSource,
    'rechnungen (open)': offeneRechnungenListSource,
    'rechnungen (with completed)': rechnungenListSource,
    'versandte rechnungen': versandteRechnungenListSource,
    mahnungen: mahnungenListSource(TODAY),
    mailversand: mailVersandListSource(),
    angebote: angeboteListSource({ kind: 'staff' }),
    historien: historienListSource,
    'historie of a case worker': historieNutzerSource(sample.sachbearbeiterId, '/leitungsauskunftportal'),
    nutzer: nutzerListSource,
  };
}

async function plain(em: Em, src: AnySource, filterDto: TFilterDto, sortingDto: Array<{ field: string; direction: 'asc' | 'desc' }>) {
  const ids: unknown[] = [];
  const rows: Array<Record<string, unknown>> = [];
  for await (const row of streamList(em.fork(), src, { filterDto, sortingDto })) {
    ids.push(row.id);
    rows.push(row);
  }
  return { ids, rows };
}

describe.each(testDatabases())('list pages on $name', (database) => {
  let db: TestDatabase;
  let sample: DomainData['sample'];
  beforeAll(async () => {
    db = await database.open();
    await seedDemo(db.em.fork(), { gemeinden: await loadSaxonyGemeinden(), now: new Date('2026-11-01T00:00:00Z') });
    sample = (await generateDomain(db.em, { scale: 0.001, seed: 3 })).sample;
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('pages every list like the plain query, for every sort in both directions', async () => {
    let checked = 0;
    for (const [name, src] of Object.entries(lists(sample))) {
      const fields = Object.entries(src.def.fields as Record<string, TListFieldDef>).filter(([, fd]) => fd.sortable !== false);
      const sorts = [[], ...fields.flatMap(([field]) => (['asc', 'desc'] as const).map((direction) => [{ field, direction }]))];
      for (const sortingDto of sorts) {
        const expected = await plain(db.em, src, [], sortingDto);
        expect(expected.ids.length, `${name}: generated rows`).toBeGreaterThan(0);
        const page = await runListPage(db.em.fork(), src, { filterDto: [], sortingDto, page: 2, pageSize: PAGE });
        const label = `${name} sorted by ${JSON.stringify(sortingDto)}`;
        expect(page.total, label).toBe(expected.ids.length);
        expect(page.rows.map((r) => r.id), label).toEqual(expected.ids.slice(PAGE, 2 * PAGE));
        expect(page.rows, label).toEqual(expected.rows.slice(PAGE, 2 * PAGE));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('counts, sums and pages filtered lists like the plain query (narrow fields and joined fields)', async () => {
    for (const [name, src] of Object.entries(lists(sample))) {
      const fields = Object.entries(src.def.fields as Record<string, TListFieldDef>).filter(([, fd]) => fd.filterable !== false && fd.type === 'text');
      for (const [field] of fields) {
        const filterDto: TFilterDto = [{ field, type: 'text', op: 'contains', value: 'e' }];
        const expected = await plain(db.em, src, filterDto, []);
        const page = await runListPage(db.em.fork(), src, { filterDto, sortingDto: [], page: 1, pageSize: PAGE });
        const label = `${name} filtered on ${field}`;
        expect(page.total, label).toBe(expected.ids.length);
        expect(page.rows.map((r) => r.id), label).toEqual(expected.ids.slice(0, PAGE));
        for (const [sumField, sum] of Object.entries(page.sums)) {
          expect(sum, `${label}: sum of ${sumField}`).toBe(expected.rows.reduce((acc, r) => acc + Number(r[sumField] ?? 0), 0));
        }
      }
    }
  });
});
