import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFilterDto, TListFieldDef } from '@lap/contracts';
import {
  angeboteListSource,
  auftraegeListSource,
  historienListSource,
  historieNutzerSource,
  listPageSql,
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
    // a filtered page is looked for within a window of the newest invoices first (`straightFrom`): here one smaller
    // than the table, so that both the page found in the window and the one read the database's way are compared
    'rechnungen (open, window of 25)': { ...offeneRechnungenListSource, straightWindow: 25 },
    'rechnungen (with completed, window of 25)': { ...rechnungenListSource, straightWindow: 25 },
    'versandte rechnungen (window of 25)': { ...versandteRechnungenListSource, straightWindow: 25 },
    'angebote (window of 150)': { ...angeboteListSource({ kind: 'staff' }), straightWindow: 150 },
  };
}

async function plain(
  em: Em,
  src: AnySource,
  filterDto: TFilterDto,
  sortingDto: Array<{ field: string; direction: 'asc' | 'desc' }>,
) {
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
      const fields = Object.entries(src.def.fields as Record<string, TListFieldDef>).filter(
        ([, fd]) => fd.sortable !== false,
      );
      const sorts = [
        [],
        ...fields.flatMap(([field]) => (['asc', 'desc'] as const).map((direction) => [{ field, direction }])),
      ];
      for (const sortingDto of sorts) {
        const expected = await plain(db.em, src, [], sortingDto);
        expect(expected.ids.length, `${name}: generated rows`).toBeGreaterThan(0);
        // page 1 as well: a small list (the open prepayments: a handful of the generated orders) may not reach page 2
        for (const at of [1, 2]) {
          const page = await runListPage(db.em.fork(), src, { filterDto: [], sortingDto, page: at, pageSize: PAGE });
          const label = `${name} sorted by ${JSON.stringify(sortingDto)}, page ${at}`;
          expect(page.total, label).toBe(expected.ids.length);
          expect(
            page.rows.map((r) => r.id),
            label,
          ).toEqual(expected.ids.slice((at - 1) * PAGE, at * PAGE));
          expect(page.rows, label).toEqual(expected.rows.slice((at - 1) * PAGE, at * PAGE));
          for (const [sumField, sum] of Object.entries(page.sums)) {
            expect(sum, `${label}: sum of ${sumField}`).toBe(
              expected.rows.reduce((acc, r) => acc + Number(r[sumField] ?? 0), 0),
            );
          }
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('pages filtered invoice lists and offers like the plain query whether the window of the newest rows fills the page or not', async () => {
    const outcomes = { inWindow: 0, beyond: 0, notWindowed: 0 };
    const angebote = { inWindow: 0, beyond: 0, notWindowed: 0 };
    for (const [name, src] of Object.entries(lists(sample)).filter(([n]) => n.includes('window'))) {
      const filters: TFilterDto[] = name.startsWith('angebote')
        ? [
            [{ field: 'ort', type: 'text', op: 'contains', value: 'e' }],
            [{ field: 'vorgangsnummer', type: 'text', op: 'contains', value: '1' }],
            [{ field: 'antragStatus', type: 'set', values: [3] }],
            [{ field: 'antragsteller', type: 'text', op: 'contains', value: 'a' }],
          ]
        : [
            [{ field: 'name', type: 'text', op: 'contains', value: 'e' }],
            [{ field: 'auftraggeber', type: 'text', op: 'contains', value: 'bau' }],
            [{ field: 'vorkasse', type: 'boolean', value: false }],
            [{ field: 'rechnungsNummer', type: 'text', op: 'contains', value: '1' }],
            [{ field: 'storniert', type: 'boolean', value: true }],
          ];
      for (const filterDto of filters) {
        for (const field of src.straightOrder ?? []) {
          for (const direction of ['asc', 'desc'] as const) {
            const sortingDto = [{ field, direction }];
            const expected = await plain(db.em, src, filterDto, sortingDto);
            for (const page of [1, 2, 3]) {
              const label = `${name} filtered ${JSON.stringify(filterDto)} sorted by ${field} ${direction}, page ${page}`;
              for (const part of ['rows', 'all'] as const) {
                const result = await runListPage(db.em.fork(), src, {
                  filterDto,
                  sortingDto,
                  page,
                  pageSize: PAGE,
                  part,
                });
                expect(
                  result.rows.map((r) => r.id),
                  label,
                ).toEqual(expected.ids.slice((page - 1) * PAGE, page * PAGE));
                expect(result.rows, label).toEqual(expected.rows.slice((page - 1) * PAGE, page * PAGE));
                if (part === 'all') expect(result.total, label).toBe(expected.ids.length);
              }
              // the statements the rows took: the window's edge and rows when they held the page, then also the
              // database's way; that alone for an ascending sort of a nullable field (no window)
              const sent =
                (await listPageSql(db.em.fork(), src, { filterDto, sortingDto, page, pageSize: PAGE })).rowsUncounted ??
                [];
              const outcome = (['notWindowed', 'inWindow', 'beyond'] as const)[sent.length - 1];
              expect(outcome, label).toBeDefined();
              if (outcome) outcomes[outcome] += 1;
              if (outcome && name.startsWith('angebote')) angebote[outcome] += 1;
            }
          }
        }
      }
    }
    expect(outcomes.inWindow, 'pages found in the window').toBeGreaterThan(10);
    expect(outcomes.beyond, 'pages read beyond it').toBeGreaterThan(10);
    expect(angebote.inWindow, 'offer pages found in the window').toBeGreaterThan(0);
    expect(angebote.beyond, 'offer pages read beyond it').toBeGreaterThan(0);
  });

  it('counts, sums and pages filtered lists like the plain query (narrow fields and joined fields)', async () => {
    for (const [name, src] of Object.entries(lists(sample))) {
      const fields = Object.entries(src.def.fields as Record<string, TListFieldDef>).filter(
        ([, fd]) => fd.filterable !== false && fd.type === 'text',
      );
      for (const [field] of fields) {
        const filterDto: TFilterDto = [{ field, type: 'text', op: 'contains', value: 'e' }];
        const expected = await plain(db.em, src, filterDto, []);
        const page = await runListPage(db.em.fork(), src, { filterDto, sortingDto: [], page: 1, pageSize: PAGE });
        const label = `${name} filtered on ${field}`;
        expect(page.total, label).toBe(expected.ids.length);
        expect(
          page.rows.map((r) => r.id),
          label,
        ).toEqual(expected.ids.slice(0, PAGE));
        for (const [sumField, sum] of Object.entries(page.sums)) {
          expect(sum, `${label}: sum of ${sumField}`).toBe(
            expected.rows.reduce((acc, r) => acc + Number(r[sumField] ?? 0), 0),
          );
        }
      }
    }
    // a case worker's history by Aktion (counted on the history alone), sorted by case (the cases joined alone)
    const historie = lists(sample)['historie of a case worker'];
    if (!historie) throw new Error("the case worker's history is among the lists");
    const filterDto: TFilterDto = [{ field: 'aktion', type: 'set', values: [4, 6] }];
    const sortingDto = [{ field: 'vorgang', direction: 'asc' as const }];
    const expected = await plain(db.em, historie, filterDto, sortingDto);
    expect(expected.ids.length).toBeGreaterThan(PAGE);
    for (const at of [1, 2]) {
      const page = await runListPage(db.em.fork(), historie, { filterDto, sortingDto, page: at, pageSize: PAGE });
      expect(page.total).toBe(expected.ids.length);
      expect(page.rows).toEqual(expected.rows.slice((at - 1) * PAGE, at * PAGE));
    }
  });
});
