import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SqlBool } from 'kysely';
import {
  CUSTOMER_LIST,
  defineList,
  NUTZER_LIST,
  ZNutzerListQuery,
  type TFilterDto,
  type TListFieldDef,
} from '@lap/contracts';
import { testDatabases, type TestDatabase } from '../testing.js';
import { Antrag, User } from '../entities/index.js';
import { ensureBuiltin } from '../repositories/roles.js';
import { nextVorgangsnummer } from '../repositories/sequences.js';
import {
  berlinDayStart,
  joinWithIndex,
  listPageSql,
  ListQueryError,
  runListPage,
  streamList,
  streamListBatches,
  type ListSource,
  type LooseDB,
} from './engine.js';
import type { Em } from '../orm.js';
import { rowBatches } from './row-batches.js';
import { customerListSource, nutzerListSource, rollenListSource } from './sources/nutzer.js';

const page = (
  filterDto: TFilterDto = [],
  extra: Partial<{
    page: number;
    pageSize: number;
    sortingDto: { field: string; direction: 'asc' | 'desc' }[];
    search: string;
  }> = {},
) => ({
  filterDto,
  sortingDto: extra.sortingDto ?? [],
  page: extra.page ?? 1,
  pageSize: extra.pageSize ?? 50,
  search: extra.search,
});

describe('berlinDayStart', () => {
  it('knows winter and summer time', () => {
    expect(berlinDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(berlinDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(berlinDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z'); // DST starts that night
  });
});

describe('joinWithIndex', () => {
  it('hints the index on MySQL only, and takes nothing but a table, its alias and an index name', () => {
    expect(joinWithIndex('sqlite', 'angebot as ag', 'angebot_x_index')).toBe('angebot as ag');
    const hinted = joinWithIndex('mysql', 'angebot as ag', 'angebot_x_index') as unknown as {
      toOperationNode(): { sqlFragments: string[] };
    };
    expect(hinted.toOperationNode().sqlFragments.join('')).toBe('angebot as ag force index (angebot_x_index)');
    expect(() => joinWithIndex('mysql', 'angebot ag; drop table x', 'i')).toThrow();
    expect(() => joinWithIndex('mysql', 'angebot as ag', 'i) where (1')).toThrow();
  });
});

describe.each(testDatabases())('list engine on $name', (database) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await database.open();
    const em = db.em.fork();
    const roles = await ensureBuiltin(em);
    const kunde = roles.find((r) => r.name === 'Antragsteller');
    const sb = roles.find((r) => r.name === 'SbBereich');
    const mk = (
      i: number,
      over: Partial<{
        email: string;
        vorname: string;
        name: string;
        firma: string | null;
        createdAt: Date;
        newsletterAkzeptiert: boolean;
        registrierungsGrund: string | null;
        emailConfirmed: boolean;
        bemerkung: string | null;
      }>,
    ) =>
      em.create(User, {
        email: over.email ?? `user${String(i).padStart(3, '0')}@example.org`,
        vorname: over.vorname ?? 'Max',
        name: over.name ?? 'Muster',
        firma: over.firma ?? null,
        createdAt: over.createdAt ?? new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        newsletterAkzeptiert: over.newsletterAkzeptiert ?? false,
        registrierungsGrund: over.registrierungsGrund ?? null,
        emailConfirmed: over.emailConfirmed ?? true,
        bemerkung: over.bemerkung ?? null,
      });
    // 120 customers with equal names (sort stability), a few special ones.
    for (let i = 0; i < 120; i++) mk(i, {}).roles.add(kunde ?? []);
    // 23:30 Berlin on 5 March (22:30Z) belongs to 5 March; 00:10 Berlin on 6 March (23:10Z on 5 March) to 6 March.
    mk(200, {
      email: 'spaet@example.org',
      name: 'Äbersold',
      firma: 'Tiefbau Riesa GmbH',
      createdAt: new Date('2026-03-05T22:30:00Z'),
      newsletterAkzeptiert: true,
      registrierungsGrund: 'Empfehlung',
    }).roles.add(kunde ?? []);
    mk(201, {
      email: 'frueh@example.org',
      name: 'Zander',
      firma: 'Kabel & Co. 100%_sicher',
      createdAt: new Date('2026-03-05T23:10:00Z'),
      registrierungsGrund: 'Suchmaschine',
      bemerkung: 'Ruft oft an',
    }).roles.add(kunde ?? []);
    mk(202, { email: 'staff@example.org', name: 'Bearbeiter', emailConfirmed: false }).roles.add(sb ?? []);
    await em.flush();
    const owner = await em.findOneOrFail(User, { email: 'spaet@example.org' });
    for (const status of [1, 1, 2, 5] as const) {
      em.create(Antrag, {
        vorgangsnummer: await nextVorgangsnummer(em),
        owner,
        antragStatus: status,
        vorhaben: 'Test',
        projektangaben: '',
        strasse: 'Weg',
        hausnummer: '1',
        plz: '01589',
        ort: 'Riesa',
        bautiefe: '1 m',
        baustart: '2026-04-01',
        bauende: '2026-10-01',
      });
    }
    await em.flush();
  });
  afterAll(async () => db.drop());

  it('pages with the total and the default sort (newest first)', async () => {
    const res = await runListPage(db.em.fork(), nutzerListSource, page([], { pageSize: 10 }));
    expect(res.total).toBe(123);
    expect(res.rows).toHaveLength(10);
    expect(res.rows[0]?.email).toBe('frueh@example.org');
    expect(typeof res.rows[0]?.id).toBe('string');
  });

  it('text filters are case-insensitive and treat % and _ literally', async () => {
    const em = db.em.fork();
    const hit = await runListPage(
      em,
      nutzerListSource,
      page([{ field: 'firma', type: 'text', op: 'contains', value: 'RIESA' }]),
    );
    expect(hit.rows.map((r) => r.email)).toEqual(['spaet@example.org']);
    const literal = await runListPage(
      em,
      nutzerListSource,
      page([{ field: 'firma', type: 'text', op: 'contains', value: '100%_s' }]),
    );
    expect(literal.rows.map((r) => r.email)).toEqual(['frueh@example.org']);
    const none = await runListPage(
      em,
      nutzerListSource,
      page([{ field: 'firma', type: 'text', op: 'contains', value: '%' }]),
    );
    expect(none.total).toBe(1);
    const starts = await runListPage(
      em,
      nutzerListSource,
      page([{ field: 'email', type: 'text', op: 'startsWith', value: 'user11' }]),
    );
    expect(starts.total).toBe(10);
    const blank = await runListPage(
      em,
      nutzerListSource,
      page([{ field: 'firma', type: 'text', op: 'blank', value: '' }]),
    );
    expect(blank.total).toBe(121);
  });

  it('a date filter includes the whole end day (Berlin time)', async () => {
    const em = db.em.fork();
    const onDay = await runListPage(
      em,
      nutzerListSource,
      page([{ field: 'createdAt', type: 'date', op: 'inRange', value: '2026-03-01', valueTo: '2026-03-05' }]),
    );
    expect(onDay.rows.map((r) => r.email)).toEqual(['spaet@example.org']);
    const equals = await runListPage(
      em,
      nutzerListSource,
      page([{ field: 'createdAt', type: 'date', op: 'equals', value: '2026-03-06' }]),
    );
    expect(equals.rows.map((r) => r.email)).toEqual(['frueh@example.org']);
    const until = await runListPage(
      em,
      nutzerListSource,
      page([{ field: 'createdAt', type: 'date', op: 'lessThan', value: '2026-03-05' }]),
    );
    expect(until.rows.map((r) => r.email)).toContain('spaet@example.org');
    expect(until.rows.map((r) => r.email)).not.toContain('frueh@example.org');
    const from = await runListPage(
      em,
      nutzerListSource,
      page([{ field: 'createdAt', type: 'date', op: 'greaterThan', value: '2026-03-06' }]),
    );
    expect(from.rows.map((r) => r.email)).toEqual(['frueh@example.org']);
  });

  it('boolean, set and number filters', async () => {
    const em = db.em.fork();
    const news = await runListPage(
      em,
      customerListSource,
      page([{ field: 'newsletterAkzeptiert', type: 'boolean', value: true }]),
    );
    expect(news.rows.map((r) => r.email)).toEqual(['spaet@example.org']);
    const reasons = await runListPage(
      em,
      customerListSource,
      page([{ field: 'registrierungsGrund', type: 'set', values: ['Empfehlung', 'Suchmaschine'] }]),
    );
    expect(reasons.total).toBe(2);
    const counts = await runListPage(
      em,
      customerListSource,
      page([{ field: 'anzahlAntraege', type: 'number', op: 'greaterThanOrEqual', value: 4 }]),
    );
    expect(counts.rows).toEqual([
      expect.objectContaining({ email: 'spaet@example.org', anzahlAntraege: 4, anzahlUnvollstaendig: 2 }),
    ]);
    const unconfirmed = await runListPage(
      em,
      nutzerListSource,
      page([{ field: 'emailConfirmed', type: 'boolean', value: false }]),
    );
    expect(unconfirmed.rows.map((r) => r.email)).toEqual(['staff@example.org']);
  });

  it('the customer list holds Antragsteller only; roles are listed per user', async () => {
    const em = db.em.fork();
    const customers = await runListPage(em, customerListSource, page());
    expect(customers.total).toBe(122);
    const staff = await runListPage(
      em,
      nutzerListSource,
      page([{ field: 'rollen', type: 'text', op: 'contains', value: 'sbbereich' }]),
    );
    expect(staff.rows).toEqual([
      expect.objectContaining({ email: 'staff@example.org', rollen: 'SbBereich', emailConfirmed: false }),
    ]);
  });

  it('sorting is stable across pages even when every sort value is equal', async () => {
    const em = db.em.fork();
    const seen: string[] = [];
    for (let p = 1; p <= 13; p++) {
      const res = await runListPage(
        em,
        nutzerListSource,
        page([], { page: p, pageSize: 10, sortingDto: [{ field: 'name', direction: 'asc' }] }),
      );
      seen.push(...res.rows.map((r) => String(r.id)));
    }
    expect(seen).toHaveLength(123);
    expect(new Set(seen).size).toBe(123);
  });

  it('multi-column sort with NULLs last', async () => {
    const res = await runListPage(
      db.em.fork(),
      nutzerListSource,
      page([], {
        sortingDto: [
          { field: 'firma', direction: 'asc' },
          { field: 'email', direction: 'desc' },
        ],
        pageSize: 3,
      }),
    );
    expect(res.rows.map((r) => r.firma)).toEqual(['Kabel & Co. 100%_sicher', 'Tiefbau Riesa GmbH', null]);
    expect(res.rows[2]?.email).toBe('user119@example.org');
  });

  it('paging edges: the last partial page and a page beyond the end', async () => {
    const em = db.em.fork();
    const last = await runListPage(em, nutzerListSource, page([], { page: 3, pageSize: 50 }));
    expect(last.rows).toHaveLength(23);
    const beyond = await runListPage(em, nutzerListSource, page([], { page: 99, pageSize: 50 }));
    expect(beyond.rows).toHaveLength(0);
    expect(beyond.total).toBe(123);
  });

  it('pages in the back half (read from the end) hold exactly the rows of the full order, for every sort', async () => {
    const em = db.em.fork();
    // reading from the end is for lists over every row (everyRow); here it is forced on a scoped list, whose order is
    // just as exact in reverse — the flag only decides which end is cheaper to walk from
    const everyCustomer = { ...customerListSource, everyRow: true };
    const sorts: Array<{ field: string; direction: 'asc' | 'desc' }[]> = [
      [],
      [{ field: 'name', direction: 'asc' }],
      [{ field: 'name', direction: 'desc' }],
      // nullable: NULLs last in both directions, also when the order is reversed to read from the end
      [{ field: 'firma', direction: 'asc' }],
      [
        { field: 'firma', direction: 'desc' },
        { field: 'email', direction: 'asc' },
      ],
      [
        { field: 'bemerkung', direction: 'asc' },
        { field: 'createdAt', direction: 'desc' },
      ],
    ];
    for (const sortingDto of sorts) {
      const all: string[] = [];
      for await (const row of streamList(em, everyCustomer, { filterDto: [], sortingDto })) all.push(String(row.id));
      expect(all).toHaveLength(122);
      for (const pageSize of [10, 50]) {
        const pages = Math.ceil(all.length / pageSize);
        for (let p = 1; p <= pages + 1; p++) {
          const res = await runListPage(em, everyCustomer, page([], { page: p, pageSize, sortingDto }));
          expect(res.total).toBe(122);
          expect(
            res.rows.map((r) => String(r.id)),
            `${JSON.stringify(sortingDto)} page ${p} of ${pageSize}`,
          ).toEqual(all.slice((p - 1) * pageSize, p * pageSize));
        }
      }
    }
  });

  it('answers a page in halves: the rows without counting, the total and sums without rows', async () => {
    const em = db.em.fork();
    const def = defineList({
      key: 't',
      title: 'T',
      defaultPageSize: 10,
      defaultSort: [{ field: 'email', direction: 'asc' }],
      fields: { email: { type: 'text', label: 'E-Mail' }, n: { type: 'number', label: 'N', sum: true } },
    });
    const src: ListSource<typeof def.fields> = {
      def,
      base: (k) => k.selectFrom('app_user as u'),
      id: sql`u.id`,
      columns: {
        email: { expr: () => sql`u.email` },
        n: { expr: () => sql`(select count(*) from antrag a where a.owner_id = u.id)` },
      },
    };
    const filterDto: TFilterDto = [{ field: 'email', type: 'text', op: 'contains', value: 'user0' }];
    for (const q of [
      page(filterDto, { page: 2, pageSize: 10 }),
      page([], { page: 1, pageSize: 50 }),
      page([], { page: 13, pageSize: 10 }),
    ]) {
      const whole = await runListPage(em, src, q);
      const rows = await runListPage(em, src, { ...q, part: 'rows' });
      const total = await runListPage(em, src, { ...q, part: 'total' });
      expect(rows.rows).toEqual(whole.rows);
      expect(rows.total).toBeNull();
      expect(rows.sums).toEqual({});
      expect(total.rows).toEqual([]);
      expect(total.total).toBe(whole.total);
      expect(total.sums).toEqual(whole.sums);
    }
    // a later page of a list over every row may be read from the end, which needs the total: the rows carry it
    const everyRow = { ...src, everyRow: true };
    const late = page([], { page: 12, pageSize: 10 });
    const whole = await runListPage(em, everyRow, late);
    const rows = await runListPage(em, everyRow, { ...late, part: 'rows' });
    expect(rows.rows.map((r) => r.email)).toEqual(whole.rows.map((r) => r.email));
    expect(rows.total).toBe(123);
    expect(rows.sums).toEqual({ n: 4 });
    // the first page is read from the front whatever the total: it goes without counting
    const first = await runListPage(em, everyRow, { ...page([], { pageSize: 10 }), part: 'rows' });
    expect(first.total).toBeNull();
    expect(first.rows).toHaveLength(10);
  });

  it('counts and reads a whole page at once on MariaDB, on two connections; inside a transaction on its own', async () => {
    if (database.name !== 'mariadb') return;
    const def = defineList({
      key: 't',
      title: 'T',
      defaultPageSize: 10,
      defaultSort: [{ field: 'email', direction: 'asc' }],
      fields: { email: { type: 'text', label: 'E-Mail' }, n: { type: 'number', label: 'N' } },
    });
    // both statements take a while (the count one sleep, the page one sleep per row of a page of two) and carry a marker
    const src: ListSource<typeof def.fields> = {
      def,
      base: (k) => k.selectFrom('app_user as u'),
      id: sql`u.id`,
      columns: {
        email: { expr: () => sql`u.email` },
        n: { expr: () => sql`(select sleep(0.3) + 1 /* lap_concurrent */)` },
      },
      unfilteredTotal: sql<number>`(select sleep(0.6) + 123 /* lap_concurrent */)`,
    };
    const q = page([], { pageSize: 2 });
    const running = async () => {
      const rows = await db.em
        .fork()
        .getConnection()
        .execute<Array<{ n: number }>>(
          `select count(*) as n from information_schema.processlist where info like '%lap\\_concurrent%' and info not like '%processlist%'`,
        );
      return Number(rows[0]?.n ?? 0);
    };
    let most = 0;
    let done = false;
    const whole = runListPage(db.em.fork(), src, q).finally(() => (done = true));
    while (!done) {
      most = Math.max(most, await running());
      await new Promise((r) => setTimeout(r, 20));
    }
    const res = await whole;
    expect(most).toBe(2);
    expect(res.total).toBe(123);
    expect(res.rows.map((r) => r.n)).toEqual([1, 1]);
    // inside a transaction both statements go through its one connection, one after the other, and see its writes
    await db.em.fork().transactional(async (tx) => {
      await tx.getConnection().execute(`update app_user set name = 'Im Vorgang' where email = 'user000@example.org'`);
      const inTx = await runListPage(
        tx,
        nutzerListSource,
        page([{ field: 'name', type: 'text', op: 'equals', value: 'Im Vorgang' }]),
      );
      expect(inTx.total).toBe(1);
      expect(inTx.rows.map((r) => r.email)).toEqual(['user000@example.org']);
      await tx.getConnection().execute(`update app_user set name = 'Muster' where email = 'user000@example.org'`);
    });
  });

  it('global search looks into the list search fields', async () => {
    const res = await runListPage(db.em.fork(), nutzerListSource, page([], { search: 'zander' }));
    expect(res.rows.map((r) => r.email)).toEqual(['frueh@example.org']);
  });

  it('role list counts users per role and sorts by text descending', async () => {
    const res = await runListPage(db.em.fork(), rollenListSource, page());
    expect(res.rows).toEqual([
      { id: expect.any(Number), text: 'SbBereich', anzahlRolle: 1 },
      { id: expect.any(Number), text: 'Antragsteller', anzahlRolle: 122 },
      { id: expect.any(Number), text: 'Administration', anzahlRolle: 0 },
    ]);
  });

  it('sums over the whole filtered list', async () => {
    const def = defineList({
      key: 't',
      title: 'T',
      defaultPageSize: 10,
      defaultSort: [{ field: 'n', direction: 'asc' }],
      fields: { n: { type: 'number', label: 'N', sum: true } },
    });
    const src: ListSource<typeof def.fields> = {
      def,
      base: (k) => k.selectFrom('app_user as u'),
      id: sql`u.id`,
      columns: { n: { expr: () => sql`(select count(*) from antrag a where a.owner_id = u.id)` } },
    };
    const res = await runListPage(db.em.fork(), src, page([], { pageSize: 10 }));
    expect(res.sums).toEqual({ n: 4 });
  });

  /** `got` answers every filter as `want` does: all its rows, a later page sorted by `sortBy` descending, the export. */
  async function expectSameRows<F extends Record<string, TListFieldDef>>(
    em: Em,
    want: ListSource<F>,
    got: ListSource<F>,
    filters: TFilterDto[],
    sortBy: string,
  ) {
    for (const filterDto of filters) {
      for (const q of [
        page(filterDto, { pageSize: 200 }),
        page(filterDto, { page: 2, pageSize: 3, sortingDto: [{ field: sortBy, direction: 'desc' }] }),
      ]) {
        expect(await runListPage(em, got, q)).toEqual(await runListPage(em, want, q));
      }
      const exported: unknown[] = [];
      for await (const row of streamList(em, got, { filterDto, sortingDto: [] })) exported.push(row);
      expect(exported).toEqual((await runListPage(em, want, page(filterDto, { pageSize: 500 }))).rows);
    }
  }

  it('a text filter on a column of few values finds exactly the rows it finds without them (fewValues)', async () => {
    const em = db.em.fork();
    const def = defineList({
      key: 't',
      title: 'T',
      defaultPageSize: 10,
      defaultSort: [{ field: 'email', direction: 'asc' }],
      fields: { email: { type: 'text', label: 'E-Mail' }, name: { type: 'text', label: 'Name' } },
    });
    const plain: ListSource<typeof def.fields> = {
      def,
      base: (k) => k.selectFrom('app_user as u'),
      id: sql`u.id`,
      columns: { email: { expr: () => sql`u.email` }, name: { expr: () => sql`u.name` } },
    };
    const few: ListSource<typeof def.fields> = {
      ...plain,
      columns: { ...plain.columns, name: { ...plain.columns.name, fewValues: { table: 'app_user', column: 'name' } } },
    };
    const filters: TFilterDto[] = [
      [{ field: 'name', type: 'text', op: 'contains', value: 'ER' }],
      [{ field: 'name', type: 'text', op: 'equals', value: 'zander' }],
      [{ field: 'name', type: 'text', op: 'startsWith', value: 'mu' }],
      [{ field: 'name', type: 'text', op: 'endsWith', value: 'SOLD' }],
      [{ field: 'name', type: 'text', op: 'contains', value: 'nobody' }],
      [{ field: 'name', type: 'text', op: 'notContains', value: 'muster' }],
      [
        { field: 'name', type: 'text', op: 'contains', value: 'e' },
        { field: 'name', type: 'text', op: 'notContains', value: 'muster' },
      ],
      [
        { field: 'name', type: 'text', op: 'contains', value: 'e' },
        { field: 'email', type: 'text', op: 'contains', value: 'user01' },
      ],
    ];
    await expectSameRows(em, plain, few, filters, 'name');
    expect((await runListPage(em, few, page(filters[1]))).total).toBe(1);
    expect((await runListPage(em, few, page(filters[4]))).total).toBe(0);
    // MariaDB is sent the values found (the index range); SQLite, which would walk every entry for them, is not
    const sent = await listPageSql(em, few, page([{ field: 'name', type: 'text', op: 'startsWith', value: 'Mu' }]));
    const narrowed = sent.aggregate.sql.includes(' in (');
    expect(narrowed).toBe(database.name === 'mariadb');
    if (narrowed) expect(sent.aggregate.parameters).toContain('Muster');
    // a negation, or a second filter on the same field, is left as it is
    for (const filterDto of [filters[5], filters[6]])
      expect((await listPageSql(em, few, page(filterDto))).aggregate.sql.includes(' in (')).toBe(false);
  });

  it('a text filter on a joined table of few matching rows finds exactly the rows it finds without them (fewRows)', async () => {
    const em = db.em.fork();
    const def = defineList({
      key: 't',
      title: 'T',
      defaultPageSize: 10,
      defaultSort: [{ field: 'status', direction: 'asc' }],
      fields: {
        status: { type: 'number', label: 'Status' },
        kunde: { type: 'text', label: 'Kunde' },
        email: { type: 'text', label: 'E-Mail' },
      },
    });
    // the requests with their owner (four of the owner 'Äbersold'), and the users alone (the list's own table)
    const plain: ListSource<typeof def.fields> = {
      def,
      base: (k) =>
        k.selectFrom('antrag as an').innerJoin('app_user as ku', (j) => j.on(sql<SqlBool>`ku.id = an.owner_id`)),
      id: sql`an.id`,
      columns: {
        status: { expr: () => sql`an.antrag_status` },
        kunde: { expr: () => sql`ku.name` },
        email: { expr: () => sql`ku.email` },
      },
    };
    const viaOwner = { table: 'app_user as ku', key: 'ku.id', ref: 'an.owner_id' };
    const few: ListSource<typeof def.fields> = {
      ...plain,
      columns: {
        ...plain.columns,
        kunde: { ...plain.columns.kunde, fewRows: viaOwner },
        email: { ...plain.columns.email, fewRows: viaOwner },
      },
    };
    const users: ListSource<typeof def.fields> = {
      def,
      base: (k) => k.selectFrom('app_user as u').where(sql<SqlBool>`u.deleted_at is null`),
      id: sql`u.id`,
      columns: {
        status: { expr: () => sql`u.email_confirmed` },
        kunde: { expr: () => sql`u.name` },
        email: { expr: () => sql`u.email` },
      },
    };
    const ownRows = { table: 'app_user as u', key: 'u.id', ref: 'u.id', max: 5 };
    const usersFew: ListSource<typeof def.fields> = {
      ...users,
      columns: {
        ...users.columns,
        kunde: { ...users.columns.kunde, fewRows: ownRows },
        email: { ...users.columns.email, fewRows: ownRows },
      },
    };
    const filters: TFilterDto[] = [
      [{ field: 'kunde', type: 'text', op: 'contains', value: 'BERSO' }],
      [{ field: 'kunde', type: 'text', op: 'equals', value: 'äbersold' }],
      [{ field: 'kunde', type: 'text', op: 'startsWith', value: 'za' }],
      [{ field: 'email', type: 'text', op: 'endsWith', value: 'EXAMPLE.ORG' }],
      [{ field: 'email', type: 'text', op: 'contains', value: 'user01' }],
      [{ field: 'kunde', type: 'text', op: 'contains', value: 'nobody' }],
      [{ field: 'kunde', type: 'text', op: 'notContains', value: 'muster' }],
      [
        { field: 'kunde', type: 'text', op: 'contains', value: 'e' },
        { field: 'email', type: 'text', op: 'contains', value: 'spaet' },
      ],
    ];
    await expectSameRows(em, plain, few, filters, 'kunde');
    await expectSameRows(em, users, usersFew, filters, 'kunde');
    expect((await runListPage(em, few, page(filters[0]))).total).toBe(4);
    expect((await runListPage(em, usersFew, page(filters[4]))).total).toBe(10);
    expect((await runListPage(em, few, page(filters[5]))).total).toBe(0);
    // MariaDB is sent the keys of the matching rows first, and the list filtered by them as well; SQLite is not
    const sent = await listPageSql(em, few, page(filters[0]));
    expect(sent.values.length).toBe(database.name === 'mariadb' ? 1 : 0);
    expect(sent.aggregate.sql.includes('an.owner_id in (')).toBe(database.name === 'mariadb');
    // more matching rows than the field's maximum (10 users match 'user01', the maximum is 5), a negation: left as is
    const many = await listPageSql(em, usersFew, page(filters[4]));
    expect(many.values.length).toBe(database.name === 'mariadb' ? 1 : 0);
    expect(many.aggregate.sql.includes('u.id in (')).toBe(false);
    expect(
      (
        await listPageSql(em, usersFew, page([{ field: 'email', type: 'text', op: 'contains', value: 'spaet' }]))
      ).aggregate.sql.includes('u.id in ('),
    ).toBe(database.name === 'mariadb');
    expect((await listPageSql(em, few, page(filters[6]))).values.length).toBe(0);
  });

  it('streams every row in order without paging', async () => {
    const emails: string[] = [];
    for await (const row of streamList(db.em.fork(), nutzerListSource, {
      filterDto: [],
      sortingDto: [{ field: 'email', direction: 'asc' }],
    }))
      emails.push(String(row.email));
    expect(emails).toHaveLength(123);
    expect([...emails].sort()).toEqual(emails);
  });

  it('streams batches of the asked size, the page rows in order, and leaves the pool usable after a reader stops early or a statement fails', async () => {
    const sortingDto = [{ field: 'email', direction: 'asc' }] as const;
    const batches: string[][] = [];
    for await (const batch of streamListBatches(
      db.em.fork(),
      nutzerListSource,
      { filterDto: [], sortingDto: [...sortingDto] },
      50,
    ))
      batches.push(batch.map((r) => String(r.email)));
    expect(batches.map((b) => b.length)).toEqual([50, 50, 23]);
    const pages = await Promise.all(
      [1, 2, 3].map(async (p) =>
        (
          await runListPage(db.em.fork(), nutzerListSource, page([], { page: p, sortingDto: [...sortingDto] }))
        ).rows.map((r) => String(r.email)),
      ),
    );
    expect(batches).toEqual(pages);
    // a reader that stops after the first batch, many times over: more often than the pool has connections
    for (let i = 0; i < 12; i += 1) {
      for await (const batch of streamListBatches(
        db.em.fork(),
        nutzerListSource,
        { filterDto: [], sortingDto: [...sortingDto] },
        10,
      )) {
        expect(batch).toHaveLength(10);
        break;
      }
    }
    // inside a transaction the rows come from the transaction's own connection, its uncommitted rows included, not from
    // a connection of mysql2's pool (MariaDB's path; exports never run in a transaction)
    if (database.name === 'mariadb')
      await db.em.fork().transactional(async (tx) => {
        await tx.getConnection().execute(`update app_user set name = 'Im Vorgang' where email = 'user000@example.org'`);
        const seen: unknown[] = [];
        for await (const batch of streamListBatches(
          tx,
          nutzerListSource,
          { filterDto: [{ field: 'email', type: 'text', op: 'equals', value: 'user000@example.org' }], sortingDto: [] },
          10,
        ))
          seen.push(...batch.map((r) => r.name));
        expect(seen).toEqual(['Im Vorgang']);
        await tx.getConnection().execute(`update app_user set name = 'Muster' where email = 'user000@example.org'`);
      });
    const em = db.em.fork();
    const failing = rowBatches(em, em.getKysely<LooseDB>().selectFrom('no_such_table').selectAll(), 10);
    await expect(failing.next()).rejects.toThrow(/no_such_table/);
    expect((await runListPage(db.em.fork(), nutzerListSource, page())).total).toBe(123);
  });

  it('refuses unknown fields and mismatched operators, in the engine and at the boundary', async () => {
    await expect(
      runListPage(
        db.em.fork(),
        nutzerListSource,
        page([{ field: 'passwordHash', type: 'text', op: 'contains', value: 'x' }]),
      ),
    ).rejects.toThrow(ListQueryError);
    await expect(
      runListPage(
        db.em.fork(),
        nutzerListSource,
        page([], { sortingDto: [{ field: 'u.id; drop table app_user', direction: 'asc' }] }),
      ),
    ).rejects.toThrow('Nach dem Feld „u.id; drop table app_user“ kann nicht sortiert werden.');
    const parsed = ZNutzerListQuery.safeParse({
      filterDto: [{ field: 'createdAt', type: 'text', op: 'contains', value: 'x' }],
      sortingDto: [{ field: 'nope', direction: 'asc' }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Der Filter „text“ passt nicht zum Feld „Registriert am“.',
      'Nach dem Feld „nope“ kann nicht sortiert werden.',
    ]);
    expect(ZNutzerListQuery.safeParse({ pageSize: 25 }).error?.issues[0]?.message).toBe('Ungültige Seitengröße.');
    expect(ZNutzerListQuery.parse({})).toMatchObject({ page: 1, pageSize: NUTZER_LIST.defaultPageSize });
    expect(CUSTOMER_LIST.fields.registrierungsGrund.options?.length).toBe(7);
  });

  it('refuses names of Object.prototype members as fields, in the engine and at the boundary', async () => {
    for (const field of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      await expect(
        runListPage(db.em.fork(), nutzerListSource, page([], { sortingDto: [{ field, direction: 'asc' }] })),
      ).rejects.toThrow(`Nach dem Feld „${field}“ kann nicht sortiert werden.`);
      await expect(
        runListPage(db.em.fork(), nutzerListSource, page([{ field, type: 'text', op: 'contains', value: 'x' }])),
      ).rejects.toThrow(`Nach dem Feld „${field}“ kann nicht gefiltert werden.`);
      const stream = streamList(db.em.fork(), nutzerListSource, {
        filterDto: [],
        sortingDto: [{ field, direction: 'desc' }],
      });
      await expect(stream.next()).rejects.toThrow(ListQueryError);
      const parsed = ZNutzerListQuery.safeParse({
        sortingDto: [{ field, direction: 'asc' }],
        filterDto: [{ field, type: 'date', op: 'equals', value: '2026-01-01' }],
      });
      expect(parsed.error?.issues.map((i) => i.message)).toEqual([
        `Nach dem Feld „${field}“ kann nicht gefiltert werden.`,
        `Nach dem Feld „${field}“ kann nicht sortiert werden.`,
      ]);
    }
  });

  it('refuses impossible days in date filters instead of rolling them over', async () => {
    for (const day of ['2026-13-01', '2026-01-32', '2026-02-30', '2026-00-10', '2025-02-29', '0000-01-01']) {
      const filter = { field: 'createdAt', type: 'date', op: 'inRange', value: '2026-01-01', valueTo: day } as const;
      const message = `Das Datum „${day}“ im Filter „Registriert am“ ist ungültig. Bitte geben Sie ein valides Datum ein z.B. 01.01.2025`;
      await expect(runListPage(db.em.fork(), nutzerListSource, page([filter]))).rejects.toThrow(message);
      expect(
        ZNutzerListQuery.safeParse({ filterDto: [filter] }).error?.issues.map((i) => [i.path.join('.'), i.message]),
      ).toEqual([['filterDto.0.valueTo', message]]);
    }
    // a leap day is a day
    expect(
      (
        await runListPage(
          db.em.fork(),
          nutzerListSource,
          page([{ field: 'createdAt', type: 'date', op: 'equals', value: '2028-02-29' }]),
        )
      ).total,
    ).toBe(0);
  });

  it('refuses number filters beyond any amount', async () => {
    await expect(
      runListPage(
        db.em.fork(),
        nutzerListSource,
        page([{ field: 'anzahlAntraege', type: 'number', op: 'greaterThan', value: 1e300 }]),
      ),
    ).rejects.toThrow(ListQueryError);
    expect(
      ZNutzerListQuery.safeParse({
        filterDto: [{ field: 'anzahlAntraege', type: 'number', op: 'greaterThan', value: 1e300 }],
      }).error?.issues[0]?.message,
    ).toBe('Der Filterwert ist zu groß.');
  });

  it('stores, finds and filters texts with a NUL character (SQLite: values are inlined into the SQL text)', async () => {
    const em = db.em.fork();
    const user = await em.findOneOrFail(User, { email: 'frueh@example.org' });
    user.bemerkung = 'vor\u0000nach';
    await em.flush();
    const again = await db.em.fork().findOne(User, { bemerkung: 'vor\u0000nach' });
    expect(again?.email).toBe('frueh@example.org');
    const found = await runListPage(
      db.em.fork(),
      customerListSource,
      page([{ field: 'bemerkung', type: 'text', op: 'contains', value: 'vor\u0000' }]),
    );
    expect(found.rows.map((r) => r.email)).toEqual(['frueh@example.org']);
    const em2 = db.em.fork();
    const back = await em2.findOneOrFail(User, { email: 'frueh@example.org' });
    back.bemerkung = 'Ruft oft an';
    await em2.flush();
  });
});
