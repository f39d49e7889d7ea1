import { randomUUID } from 'node:crypto';
import type { TFilterDto } from '@lap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runListPage, type ListSource } from '../list/engine.js';
import { mahnungenListSource } from '../list/sources/mahnung.js';
import { mailVersandListSource } from '../list/sources/mailversand.js';
import {
  offeneRechnungenListSource,
  rechnungenListSource,
  versandteRechnungenListSource,
} from '../list/sources/rechnung.js';
import type { Em } from '../orm.js';
import { seedDemo } from '../seed/demo.js';
import { loadSaxonyGemeinden } from '../seed/gemeinden-source.js';
import { testDatabases, type TestDatabase } from '../testing.js';
import { foldListZaehler, recountListZaehler } from './list-zaehler.js';

type AnySource = ListSource<Record<string, never>>;

/** Sent invoices awaiting payment (spec 001 §2), written out here rather than taken from the source under test. */
const VERSANDT_ROWS =
  'from rechnung re join auftrag au on au.id = re.auftrag_id join antrag an on an.id = au.antrag_id ' +
  'where an.antrag_status = 6 and re.rechnungs_nummer is not null and re.vorkasse = 0 and re.bezahlt_am is null and re.storniert = 0 and re.storniert_rechnung_id is null';
const VERSANDT_COUNTED = `select count(*) as n, coalesce(sum(re.netto_cent), 0) as s ${VERSANDT_ROWS}`;

/** Each list with a kept total, beside the SQL that counts (and sums) its rows. */
const LISTS: ReadonlyArray<{
  name: string;
  source: () => AnySource;
  counted: string;
  liste: string;
  filterDto?: TFilterDto;
}> = [
  {
    name: 'Mailversand',
    source: () => mailVersandListSource() as unknown as AnySource,
    counted: 'select count(*) as n, 0 as s from mail_versand_job',
    liste: 'mailversand',
  },
  {
    name: 'Rechnungen (with completed)',
    source: () => rechnungenListSource as unknown as AnySource,
    counted: 'select count(*) as n, coalesce(sum(netto_cent), 0) as s from rechnung',
    liste: 'rechnungen',
  },
  {
    name: 'Rechnungen (open)',
    source: () => offeneRechnungenListSource as unknown as AnySource,
    counted: 'select count(*) as n, coalesce(sum(netto_cent), 0) as s from rechnung where abgeschlossen = 0',
    liste: 'rechnungen_offen',
  },
  {
    name: 'Mahnungen',
    source: () => mahnungenListSource('2026-11-29') as unknown as AnySource,
    counted: 'select count(*) as n, coalesce(sum(netto_cent), 0) as s from mahnung',
    liste: 'mahnungen',
  },
  {
    name: 'Mahnungen of levels 1 and 3',
    source: () => mahnungenListSource('2026-11-29') as unknown as AnySource,
    counted: 'select count(*) as n, coalesce(sum(netto_cent), 0) as s from mahnung where mahnung_status in (1, 3)',
    liste: 'mahnungen_stufe',
    filterDto: [{ field: 'mahnungStatus', type: 'set', values: [1, 3] }],
  },
  {
    name: 'Versandte Rechnungen',
    source: () => versandteRechnungenListSource as unknown as AnySource,
    counted: VERSANDT_COUNTED,
    liste: 'rechnungen_versandt',
  },
];

/** The rows a statement returns, read in `em`'s transaction where it has one. */
async function rowsOf(em: Em, statement: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> {
  return (await em.execute(statement, params)) as Array<Record<string, unknown>>;
}

/** Every list's total and net sum as the engine answers an unfiltered page, beside the counted figures. */
async function figures(em: Em): Promise<Array<{ list: string; kept: [number, number]; counted: [number, number] }>> {
  const out = [];
  for (const l of LISTS) {
    const page = await runListPage(em.fork(), l.source(), {
      filterDto: l.filterDto ?? [],
      sortingDto: [],
      page: 1,
      pageSize: 5,
      part: 'total',
    });
    const [row] = await rowsOf(em, l.counted);
    const sum = (page.sums as Record<string, number>)['nettoPreis'] ?? 0;
    out.push({
      list: l.name,
      kept: [page.total ?? -1, sum] as [number, number],
      counted: [Number(row?.['n']), Number(row?.['s'])] as [number, number],
    });
  }
  return out;
}

async function expectExact(em: Em): Promise<void> {
  for (const f of await figures(em)) expect(f.kept, f.list).toEqual(f.counted);
}

/** Inserts `row` into `table`, column by column as the database returned it. */
async function insertRow(em: Em, table: string, row: Record<string, unknown> | undefined): Promise<void> {
  const cols = Object.keys(row ?? {});
  await em.execute(
    `insert into ${table} (${cols.join(', ')}) values (${cols.map(() => '?').join(', ')})`,
    Object.values(row ?? {}),
  );
}

/** Inserts a copy of a row of `table` under a new id (and `changes`). */
async function copyRow(em: Em, table: string, id: string, changes: Record<string, unknown>): Promise<string> {
  const [row] = await rowsOf(em, `select * from ${table} where id = ?`, [id]);
  if (!row) throw new Error(`no ${table} ${id}`);
  const id2 = randomUUID();
  await insertRow(em, table, { ...row, ...changes, id: id2 });
  return id2;
}

describe.each(testDatabases())('the lists’ kept totals on $name', ({ name, open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
    // with the municipalities: the demo's orders then get their suppliers and mail jobs
    await seedDemo(db.em.fork(), { gemeinden: await loadSaxonyGemeinden() });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('start equal to the counted rows of the demo data, which has rows of every list', async () => {
    const f = await figures(db.em.fork());
    for (const { list, counted } of f) expect(counted[0], list).toBeGreaterThan(0);
    await expectExact(db.em.fork());
  });

  it('follow every insert, update and delete of the counted tables, whoever writes them', async () => {
    const em = db.em.fork();
    // an invoice line's price changes its invoice's net sum (nettoTriggers), which moves both invoice totals
    const [line] = await rowsOf(
      em,
      'select p.id, p.rechnung_id from rechnungs_position p join rechnung re on re.id = p.rechnung_id where re.abgeschlossen = 0 limit 1',
    );
    await em
      .getConnection()
      .execute('update rechnungs_position set gesamtpreis_cent = gesamtpreis_cent + 12345 where id = ?', [
        line?.['id'],
      ]);
    await expectExact(em);
    // an invoice completed and reopened: out of the open invoices and back
    await em.getConnection().execute('update rechnung set abgeschlossen = 1 where id = ?', [line?.['rechnung_id']]);
    await expectExact(em);
    await em
      .getConnection()
      .execute('update rechnung set abgeschlossen = 0, netto_cent = netto_cent + 1 where id = ?', [
        line?.['rechnung_id'],
      ]);
    await expectExact(em);
    // an update that changes nothing counted adds no row
    const before = Number((await rowsOf(em, 'select count(*) as n from list_zaehler'))[0]?.['n']);
    await em
      .getConnection()
      .execute('update rechnung set zahlungsziel_tage = zahlungsziel_tage + 1 where id = ?', [line?.['rechnung_id']]);
    await em.getConnection().execute("update mail_versand_job set betreff = 'geändert', versendet = 1 - versendet");
    expect(Number((await rowsOf(em, 'select count(*) as n from list_zaehler'))[0]?.['n'])).toBe(before);
    // a new invoice and a new notice, then both deleted again
    const invoice = await copyRow(em, 'rechnung', String(line?.['rechnung_id']), {
      rechnungs_nummer: null,
      netto_cent: 777,
    });
    const [notice] = await rowsOf(em, 'select id from mahnung limit 1');
    const mahnung = await copyRow(em, 'mahnung', String(notice?.['id']), { rechnung_id: invoice, netto_cent: 555 });
    await expectExact(em);
    await em.getConnection().execute('update mahnung set netto_cent = null where id = ?', [mahnung]);
    await expectExact(em);
    // a notice raised to the next level, and one raised while its sum changes
    await em.getConnection().execute('update mahnung set mahnung_status = 3 where id = ?', [mahnung]);
    await expectExact(em);
    await em.getConnection().execute('update mahnung set mahnung_status = 2, netto_cent = 999 where id = ?', [mahnung]);
    await expectExact(em);
    await em.getConnection().execute('delete from mahnung where id = ?', [mahnung]);
    await em.getConnection().execute('delete from rechnung where id = ?', [invoice]);
    await expectExact(em);
    // a mail job deleted (its supplier keeps no job) and made again
    const [job] = await rowsOf(em, 'select id from mail_versand_job limit 1');
    const [row] = await rowsOf(em, 'select * from mail_versand_job where id = ?', [job?.['id']]);
    await em.getConnection().execute('delete from mail_versand_job where id = ?', [job?.['id']]);
    await expectExact(em);
    await insertRow(em, 'mail_versand_job', row);
    await expectExact(em);
  });

  it('fold each list’s rows into one without changing a total, and count afresh to the same figures', async () => {
    const em = db.em.fork();
    const figuresBefore = await figures(em);
    const rowsBefore = Number((await rowsOf(em, 'select count(*) as n from list_zaehler'))[0]?.['n']);
    const removed = await foldListZaehler(em);
    expect(removed).toBeGreaterThan(0);
    const perList = await rowsOf(em, 'select liste, gruppe, count(*) as n from list_zaehler group by liste, gruppe');
    expect(perList.filter((r) => Number(r['n']) !== 1)).toEqual([]);
    expect(new Set(perList.map((r) => r['liste']))).toEqual(new Set(LISTS.map((l) => l.liste)));
    expect(
      perList
        .filter((r) => r['liste'] === 'mahnungen_stufe')
        .map((r) => Number(r['gruppe']))
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    expect(Number((await rowsOf(em, 'select count(*) as n from list_zaehler'))[0]?.['n'])).toBe(rowsBefore - removed);
    expect(await figures(em)).toEqual(figuresBefore);
    await expectExact(em);
    expect(await foldListZaehler(em)).toBe(0);
    await recountListZaehler(em);
    await expectExact(em);
  });

  it('are counted afresh by the recount after a change the triggers do not see (a foreign key’s cascade on MariaDB)', async () => {
    const em = db.em.fork();
    // a supplier row with a mail job, deleted by plain SQL: its job goes by the foreign key's cascade
    const [row] = await rowsOf(
      em,
      'select j.versorger_id as id from mail_versand_job j where not exists (select 1 from stored_file f where f.versorger_id = j.versorger_id) limit 1',
    );
    await em.getConnection().execute('delete from versorger where id = ?', [row?.['id']]);
    const [mailversand] = await figures(em);
    // SQLite fires the job's trigger for the cascaded row, MariaDB does not
    expect(mailversand?.kept[0]).toBe((mailversand?.counted[0] ?? 0) + (name === 'mariadb' ? 1 : 0));
    await recountListZaehler(em);
    await expectExact(em);
    const perList = await rowsOf(em, 'select liste, gruppe, count(*) as n from list_zaehler group by liste, gruppe');
    expect(perList.filter((r) => Number(r['n']) !== 1)).toEqual([]);
  });

  it.runIf(name === 'mariadb')('leave a list whose rows another fold took meanwhile (MariaDB)', async () => {
    const em = db.em.fork();
    // more than one row of 'mailversand' (the list a fold takes first): a job deleted and made again
    const [job] = await rowsOf(em, 'select * from mail_versand_job limit 1');
    await em.getConnection().execute('delete from mail_versand_job where id = ?', [job?.['id']]);
    await insertRow(em, 'mail_versand_job', job);
    const [first] = await rowsOf(
      em,
      "select id, anzahl, summe_cent from list_zaehler where liste = 'mailversand' and anzahl <> 0 order by id limit 1",
    );
    // another fold, as far as this one can tell: it moves a row of the list (deleted, added anew) and commits only
    // after this fold has read the list and waits to delete that row
    const other = db.em.fork();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const moved = other.transactional(async (tx) => {
      await tx.execute('delete from list_zaehler where id = ?', [first?.['id']]);
      await tx.execute(
        "insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('mailversand', null, ?, ?)",
        [first?.['anzahl'], first?.['summe_cent']],
      );
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fold = foldListZaehler(db.em.fork());
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await moved;
    await fold;
    await expectExact(em);
    expect(
      Number((await rowsOf(em, "select count(*) as n from list_zaehler where liste = 'mailversand'"))[0]?.['n']),
    ).toBeGreaterThan(1);
    await foldListZaehler(em);
    await expectExact(em);
  });

  it.runIf(name === 'mariadb')(
    'stay exact while folds and a recount run beside an open writer, and keep no writer waiting (MariaDB)',
    async () => {
      const em = db.em.fork();
      // writers add rows to every list and hold their transactions open while two folds start
      const [line] = await rowsOf(
        em,
        'select p.id from rechnungs_position p join rechnung re on re.id = p.rechnung_id where re.abgeschlossen = 0 limit 1',
      );
      const [job] = await rowsOf(em, 'select * from mail_versand_job limit 1');
      const writer = db.em.fork();
      const opened = writer.transactional(async (tx) => {
        await tx.execute('update rechnungs_position set gesamtpreis_cent = gesamtpreis_cent + 1 where id = ?', [
          line?.['id'],
        ]);
        await tx.execute('delete from mail_versand_job where id = ?', [job?.['id']]);
        await new Promise((resolve) => setTimeout(resolve, 400));
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const folds = Promise.all([
        foldListZaehler(db.em.fork()),
        foldListZaehler(db.em.fork()),
        recountListZaehler(db.em.fork()),
      ]);
      // the folds finish while the writer still holds its rows: none of them waits for it
      const settled = await Promise.race([
        folds.then(() => 'folded'),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
      ]);
      expect(settled).toBe('folded');
      await opened;
      await folds;
      await expectExact(em);
      // the writer's rows came after the folds' snapshot and stay beside the folded ones until the next fold
      await foldListZaehler(em);
      const perList = await rowsOf(em, 'select liste, gruppe, count(*) as n from list_zaehler group by liste, gruppe');
      expect(perList.filter((r) => Number(r['n']) !== 1)).toEqual([]);
      await expectExact(em);
      await insertRow(em, 'mail_versand_job', job);
      await expectExact(em);
    },
  );

  it('follow an invoice sent, paid, cancelled or deleted, and its request’s status moving to 6 and away (Versandte Rechnungen)', async () => {
    const em = db.em.fork();
    const exec = (statement: string, params: unknown[] = []) => em.getConnection().execute(statement, params);
    const [sent] = await rowsOf(em, `select re.id, au.antrag_id ${VERSANDT_ROWS} limit 1`);
    expect(sent, 'the demo has a sent invoice awaiting payment').toBeDefined();
    const [invoice, antrag] = [sent?.['id'], sent?.['antrag_id']];
    // the request leaves status 6 and comes back: its invoices leave the list and come back
    await exec('update antrag set antrag_status = 5 where id = ?', [antrag]);
    await expectExact(em);
    await exec('update antrag set antrag_status = 6 where id = ?', [antrag]);
    await expectExact(em);
    // paid and unpaid again, cancelled and reinstated, its sum changed
    await exec('update rechnung set bezahlt_am = ? where id = ?', [new Date('2026-11-29T10:00:00Z'), invoice]);
    await expectExact(em);
    await exec('update rechnung set bezahlt_am = null where id = ?', [invoice]);
    await exec('update rechnung set storniert = 1 where id = ?', [invoice]);
    await expectExact(em);
    await exec('update rechnung set storniert = 0, netto_cent = netto_cent + 4321 where id = ?', [invoice]);
    await expectExact(em);
    // a second sent invoice of the request, a draft of it, and a prepayment invoice: only the first is counted
    const second = await copyRow(em, 'rechnung', String(invoice), {
      rechnungs_nummer: `RV-${randomUUID().slice(0, 8)}`,
      netto_cent: 1111,
    });
    const draft = await copyRow(em, 'rechnung', String(invoice), { rechnungs_nummer: null, netto_cent: 2222 });
    const vorkasse = await copyRow(em, 'rechnung', String(invoice), {
      rechnungs_nummer: `RV-${randomUUID().slice(0, 8)}`,
      vorkasse: 1,
      netto_cent: 3333,
    });
    await expectExact(em);
    // the draft gets its number (sent); then the request leaves status 6 with three counted invoices
    await exec('update rechnung set rechnungs_nummer = ? where id = ?', [`RV-${randomUUID().slice(0, 8)}`, draft]);
    await expectExact(em);
    await exec('update antrag set antrag_status = 7 where id = ?', [antrag]);
    await expectExact(em);
    // a write that moves nothing counted adds no row: another column, a status between two others than 6
    const before = Number((await rowsOf(em, 'select count(*) as n from list_zaehler'))[0]?.['n']);
    await exec('update antrag set antrag_status = 8 where id = ?', [antrag]);
    await exec('update antrag set antrag_status = 6 where id = ?', [antrag]);
    const afterBack = Number((await rowsOf(em, 'select count(*) as n from list_zaehler'))[0]?.['n']);
    expect(afterBack).toBe(before + 1);
    await exec('update rechnung set zahlungsziel_tage = zahlungsziel_tage + 1 where id = ?', [second]);
    await exec("update antrag set projektangaben = 'geändert' where id = ?", [antrag]);
    expect(Number((await rowsOf(em, 'select count(*) as n from list_zaehler'))[0]?.['n'])).toBe(afterBack);
    await expectExact(em);
    for (const id of [second, draft, vorkasse]) await exec('delete from rechnung where id = ?', [id]);
    await expectExact(em);
    await recountListZaehler(em);
    await expectExact(em);
  });

  it.runIf(name === 'mariadb')(
    'read the request’s status without a lock, and are mended by the recount where two writers raced (MariaDB)',
    async () => {
      const em = db.em.fork();
      const [sent] = await rowsOf(em, `select re.id, au.antrag_id ${VERSANDT_ROWS} limit 1`);
      const [invoice, antrag] = [String(sent?.['id']), sent?.['antrag_id']];
      // a send holds its new invoice open; the request is written meanwhile by another, which must not wait for it
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let copy = '';
      const sending = db.em.fork().transactional(async (tx) => {
        copy = await copyRow(tx, 'rechnung', invoice, {
          rechnungs_nummer: `RV-${randomUUID().slice(0, 8)}`,
          netto_cent: 500,
        });
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      // the request leaves status 6 while the new invoice is not committed: its trigger cannot see that invoice
      const written = db.em
        .fork()
        .getConnection()
        .execute('update antrag set antrag_status = 5 where id = ?', [antrag]);
      const settled = await Promise.race([
        written.then(() => 'written'),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 1_000)),
      ]);
      expect(settled).toBe('written');
      release();
      await sending;
      // the send read status 6 before the change was committed: its invoice is counted under a request of status 5
      const [versandt] = (await figures(em)).filter((f) => f.list === 'Versandte Rechnungen');
      expect(versandt?.kept[0]).toBe((versandt?.counted[0] ?? 0) + 1);
      await recountListZaehler(em);
      await expectExact(em);
      await em.getConnection().execute('delete from rechnung where id = ?', [copy]);
      await em.getConnection().execute('update antrag set antrag_status = 6 where id = ?', [antrag]);
      await expectExact(em);
    },
  );
});
