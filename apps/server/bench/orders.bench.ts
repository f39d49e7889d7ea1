// `npm run bench` (orders): the order list (/auftraege) and the supplier table of one order (/bearbeitungslist) on
// generated data at a provider's scale on MariaDB — by default 200,000 orders with 2,000,000 supplier rows — each
// beside the bare SQL of the same page; and 'Netzbetreiber zum Auftrag' through HTTP for a site touching
// 40 municipalities × 8 Netzarten with 500 operators. Prints p50/p95 per scenario. A benchmark, not a test.
// BENCH_ORDERS and BENCH_SUPPLIERS_PER_ORDER scale it down for a quick look.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { germanToday } from '@lap/domain';
import { auftraegeListSource, runListPage, users, versorgerListSource, type Em } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, startHarness } from '../test/harness.js';
import { writeBenchTable } from '../../../packages/documents/bench/support/bench-doc.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const PER_ORDER = Number(process.env.BENCH_SUPPLIERS_PER_ORDER ?? 10);
const RUNS = 20;
const BATCH = 1000;

const uuid = (prefix: string, n: number): string => `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

async function measure(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await fn();
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return { p50: Number(percentile(times, 50).toFixed(1)), p95: Number(percentile(times, 95).toFixed(1)) };
}

/** 200,000 requests with applicant, order and supplier rows, written in batches (no ORM objects). */
async function generateOrders(em: Em, ownerId: string, betreiber: Array<{ id: number; name: string }>): Promise<void> {
  const k = em.getKysely<Record<string, Record<string, unknown>>>();
  const date = (ms: number) => em.getPlatform().processDateProperty(new Date(ms));
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const now = Date.now();
  const orte = ['Riesa', 'Meißen', 'Großenhain', 'Coswig', 'Radebeul', 'Dresden', 'Pirna', 'Freital'];
  for (let i = 0; i < ORDERS; i += BATCH) {
    const ns = Array.from({ length: Math.min(BATCH, ORDERS - i) }, (_, j) => i + j);
    const at = (n: number) => now - (n % 2190) * 86_400_000 - n * 1000; // six years of cases
    await k
      .insertInto('antrag')
      .values(
        ns.map((n) => ({
          id: uuid('a0000000', n),
          vorgangsnummer: `BX${2020 + (n % 6)}-${String(n).padStart(7, '0')}`,
          owner_id: ownerId,
          antrag_status: n % 10 === 0 ? 5 : 7,
          vorgangsart: n % 4 === 0 ? 2 : 1,
          eilbearbeitung: n % 9 === 0 ? 1 : 0,
          vorhaben: `Leitungsbau Abschnitt ${n % 997}`,
          projektangaben: 'Graben 0,8 m',
          strasse: `Straße ${n % 311}`,
          hausnummer: String(n % 120),
          plz: '01587',
          ort: orte[n % orte.length],
          bautiefe: '0,8 m',
          baustart: day(at(n) + 20 * 86_400_000),
          bauende: day(at(n) + 110 * 86_400_000),
          identisch_mit_antragsteller: 1,
          bauausfuehrender_unbekannt: 1,
          anerkennung_agb: 1,
          create_date: date(at(n)),
          datum_versand: date(at(n)),
          updated_at: date(at(n)),
        })),
      )
      .execute();
    await k
      .insertInto('person')
      .values(
        ns.map((n) => ({
          antrag_id: uuid('a0000000', n),
          person_typ: 1,
          firma: `Tiefbau ${n % 211} GmbH`,
          vorname: 'Anna',
          name: `Muster${n % 977}`,
          strasse: 'Hauptstraße',
          hausnummer: '1',
          plz: '01587',
          ort: orte[n % orte.length],
          telefon: '03525 1234',
          email: `kunde${n}@example.org`,
        })),
      )
      .execute();
    await k
      .insertInto('auftrag')
      .values(
        ns.map((n) => ({
          id: uuid('b0000000', n),
          antrag_id: uuid('a0000000', n),
          auftrags_datum: date(at(n) + 5 * 86_400_000),
          prioritaet: (n % 4) + 1,
          // one order in ten is open (the others finished years of work), one in twenty with prepayment
          bearbeitungs_status: n % 10 === 0 ? n % 3 : 3,
          vorkasse: n % 20 === 0 ? 1 : 0,
          bearbeitungs_frist: day(at(n) + 19 * 86_400_000),
          bemerkung: n % 7 === 0 ? 'Rückruf erbeten' : null,
          created_at: date(at(n) + 5 * 86_400_000),
          updated_at: date(at(n) + 5 * 86_400_000),
        })),
      )
      .execute();
    const supplierRows = ns.flatMap((n) =>
      Array.from({ length: PER_ORDER }, (_, s) => {
        const b = betreiber[(n * 7 + s * 13) % betreiber.length] ?? { id: null, name: 'Netzbetreiber' };
        const fertig = n % 10 !== 0 || s % 3 === 0;
        return {
          id: uuid('c0000000', n * PER_ORDER + s),
          auftrag_id: uuid('b0000000', n),
          netzbetreiber_id: b.id,
          versorger_name: b.name,
          email: `auskunft${s}@example.org`,
          abfrageart: s % 3 === 0 ? 'Portal' : 'E-Mail',
          angefragt_datum: date(at(n) + 6 * 86_400_000),
          auskunft_datum: fertig ? date(at(n) + 12 * 86_400_000) : null,
          abgeschlossen: fertig ? 1 : 0,
          anfrage_status: fertig ? 3 : 2,
          created_at: date(at(n) + 5 * 86_400_000),
          updated_at: date(at(n) + 5 * 86_400_000),
        };
      }),
    );
    for (let j = 0; j < supplierRows.length; j += BATCH)
      await k
        .insertInto('versorger')
        .values(supplierRows.slice(j, j + BATCH))
        .execute();
  }
}

/** A site touching 40 municipalities × 8 Netzarten, every one covered by 500 operators. */
async function generateZuordnung(em: Em, ownerId: string): Promise<string> {
  const k = em.getKysely<Record<string, Record<string, unknown>>>();
  const date = (d: Date) => em.getPlatform().processDateProperty(d);
  const gemeinden = (await sql<{ id: number }>`select id from gemeinde order by id limit 40`.execute(k)).rows.map((r) =>
    Number(r.id),
  );
  const netzarten = (
    await sql<{ id: number }>`select id from netzart where id <> 20 order by id limit 8`.execute(k)
  ).rows.map((r) => Number(r.id));
  const first =
    Number((await sql<{ m: number }>`select coalesce(max(id), 0) as m from netzbetreiber`.execute(k)).rows[0]?.m ?? 0) +
    1;
  const now = new Date();
  await k
    .insertInto('netzbetreiber')
    .values(
      Array.from({ length: 500 }, (_, i) => ({
        id: first + i,
        schluessel: `bench-${i}`,
        name: `Bench-Netzbetreiber ${String(i).padStart(3, '0')}`,
        email: `nb${i}@example.org`,
        abfrageart: 'E-Mail',
        automatik_versand: 0,
        created_at: date(now),
        updated_at: date(now),
      })),
    )
    .execute();
  const coverage = Array.from({ length: 500 }, (_, i) =>
    gemeinden.flatMap((g) => netzarten.map((n) => ({ netzbetreiber_id: first + i, gemeinde_id: g, netzart_id: n }))),
  ).flat();
  for (let j = 0; j < coverage.length; j += BATCH)
    await k
      .insertInto('netzbetreiber_coverage')
      .values(coverage.slice(j, j + BATCH))
      .execute();
  const antragId = uuid('d0000000', 1);
  const auftragId = uuid('e0000000', 1);
  await k
    .insertInto('antrag')
    .values({
      id: antragId,
      vorgangsnummer: 'BZ2026-0000001',
      owner_id: ownerId,
      antrag_status: 5,
      vorgangsart: 1,
      eilbearbeitung: 0,
      vorhaben: 'Trasse über 40 Gemeinden',
      projektangaben: 'Bench',
      strasse: 'Weg',
      hausnummer: '1',
      plz: '01587',
      ort: 'Riesa',
      bautiefe: '1 m',
      baustart: '2027-01-10',
      bauende: '2027-06-30',
      identisch_mit_antragsteller: 1,
      bauausfuehrender_unbekannt: 1,
      anerkennung_agb: 1,
      create_date: date(now),
      datum_versand: date(now),
      updated_at: date(now),
    })
    .execute();
  await k
    .insertInto('person')
    .values({
      antrag_id: antragId,
      person_typ: 1,
      vorname: 'Bench',
      name: 'Kunde',
      strasse: 'Weg',
      hausnummer: '1',
      plz: '01587',
      ort: 'Riesa',
      telefon: '0',
      email: 'bench@example.org',
    })
    .execute();
  await k
    .insertInto('antrag_gemeinde')
    .values(gemeinden.map((g) => ({ antrag_id: antragId, gemeinde_id: g, disabled: 0 })))
    .execute();
  await k
    .insertInto('auftrag')
    .values({
      id: auftragId,
      antrag_id: antragId,
      auftrags_datum: date(now),
      prioritaet: 3,
      bearbeitungs_status: 0,
      vorkasse: 0,
      created_at: date(now),
      updated_at: date(now),
    })
    .execute();
  await k
    .insertInto('auftrag_position')
    .values(
      netzarten.map((n, i) => ({
        auftrag_id: auftragId,
        position_name: `Netzart ${n}`,
        position: String(i + 1),
        netzart_id: n,
        sortierung: i + 1,
        is_deleted: 0,
        created_at: date(now),
      })),
    )
    .execute();
  return auftragId;
}

const results: Array<Record<string, string | number>> = [];
const row = (db: string, scenario: string, t: { p50: number; p95: number }) =>
  results.push({ db, scenario, 'p50 ms': t.p50, 'p95 ms': t.p95 });

for (const database of testDatabases().filter((d) => d.name === 'mariadb')) {
  const db = await database.open();
  try {
    const h = await startHarness(db);
    const em = db.em.fork();
    const kunde = await users.findByEmail(em, 'kunde@example.org');
    if (!kunde) throw new Error('demo customer missing');
    const k = em.getKysely<Record<string, Record<string, unknown>>>();
    const betreiber = (
      await sql<{ id: number; name: string }>`select id, name from netzbetreiber order by id`.execute(k)
    ).rows;

    let t = performance.now();
    await generateOrders(em, kunde.id, betreiber);
    results.push({
      db: database.name,
      scenario: `generate ${ORDERS} orders, ${ORDERS * PER_ORDER} supplier rows`,
      'p50 ms': Math.round(performance.now() - t),
      'p95 ms': '',
    });
    await sql`analyze table antrag, person, auftrag, versorger`.execute(k);

    const today = germanToday();
    const list =
      (
        abgeschlossene: boolean,
        filterDto: never[] | Parameters<typeof runListPage>[2]['filterDto'],
        sortingDto: Parameters<typeof runListPage>[2]['sortingDto'],
        page = 1,
      ) =>
      () =>
        runListPage(db.em.fork(), auftraegeListSource({ abgeschlossene, today }), {
          filterDto,
          sortingDto,
          page,
          pageSize: 50,
        });
    row(database.name, 'GetAuftraege page 1 (open orders, auftragsDatum desc)', await measure(list(false, [], [])));
    row(
      database.name,
      '  bare SQL of that page (count + 50 rows)',
      await measure(async () => {
        await sql`select count(*) from auftrag au where au.bearbeitungs_status <> 3 and au.vorkasse = 0`.execute(k);
        await sql`select au.id, an.vorgangsnummer, an.ort, pe.name, au.prioritaet from auftrag au join antrag an on an.id = au.antrag_id join person pe on pe.antrag_id = an.id and pe.person_typ = 1 where au.bearbeitungs_status <> 3 and au.vorkasse = 0 order by au.auftrags_datum desc limit 50`.execute(
          k,
        );
      }),
    );
    const filter = [
      { field: 'ort', type: 'text', op: 'contains', value: 'Mei' },
      { field: 'prioritaet', type: 'set', values: [1, 2] },
    ] as Parameters<typeof runListPage>[2]['filterDto'];
    row(
      database.name,
      "GetAuftraege all orders, ort contains 'Mei' + prioritaet 1|2, sort vorgangsnummer asc, page 3",
      await measure(list(true, filter, [{ field: 'vorgangsnummer', direction: 'asc' }], 3)),
    );
    row(
      database.name,
      '  bare SQL of that page',
      await measure(async () => {
        await sql`select count(*) from auftrag au join antrag an on an.id = au.antrag_id where an.ort like '%Mei%' and au.prioritaet in (1, 2)`.execute(
          k,
        );
        await sql`select au.id, an.vorgangsnummer, an.ort, au.prioritaet from auftrag au join antrag an on an.id = au.antrag_id join person pe on pe.antrag_id = an.id and pe.person_typ = 1 where an.ort like '%Mei%' and au.prioritaet in (1, 2) order by an.vorgangsnummer asc limit 50 offset 100`.execute(
          k,
        );
      }),
    );

    const auftragId = uuid('b0000000', Math.floor(ORDERS / 2) - (Math.floor(ORDERS / 2) % 10));
    const suppliers =
      (
        show: boolean,
        filterDto: Parameters<typeof runListPage>[2]['filterDto'],
        sortingDto: Parameters<typeof runListPage>[2]['sortingDto'],
      ) =>
      () =>
        runListPage(db.em.fork(), versorgerListSource({ auftragId, abgeschlosseneAnzeigen: show }), {
          filterDto,
          sortingDto,
          page: 1,
          pageSize: 100,
        });
    row(
      database.name,
      'supplier table of one order, page 1 (versorgerName desc)',
      await measure(suppliers(false, [], [])),
    );
    row(
      database.name,
      '  bare SQL of that page',
      await measure(async () => {
        await sql`select count(*) from versorger where auftrag_id = ${auftragId} and abgeschlossen = 0`.execute(k);
        await sql`select * from versorger where auftrag_id = ${auftragId} and abgeschlossen = 0 order by versorger_name desc limit 100`.execute(
          k,
        );
      }),
    );
    row(
      database.name,
      'supplier table with finished rows, anfrageStatus 2|3, sort angefragtDatum desc',
      await measure(
        suppliers(
          true,
          [{ field: 'anfrageStatus', type: 'set', values: [2, 3] }] as Parameters<typeof runListPage>[2]['filterDto'],
          [{ field: 'angefragtDatum', direction: 'desc' }],
        ),
      ),
    );

    // 'Netzbetreiber zum Auftrag' through HTTP as a case worker would call it.
    const zuordnungAuftrag = await generateZuordnung(em, kunde.id);
    const sb = new Client(h.app);
    await sb.login('sb@example.org');
    const call = async () => {
      const res = await sb.request('GET', `/api/Auftraege/GetAktualisiereNetzbetreiberById/${zuordnungAuftrag}`);
      if (res.statusCode !== 200) throw new Error(`Netzbetreiber zum Auftrag: ${res.statusCode} ${res.body}`);
      return res.json() as { hinzugefuegt: number; anzahl: number };
    };
    t = performance.now();
    const firstRun = await call();
    results.push({
      db: database.name,
      scenario: `Netzbetreiber zum Auftrag 40 × 8 × 500, first run (${firstRun.hinzugefuegt} rows added)`,
      'p50 ms': Math.round(performance.now() - t),
      'p95 ms': '',
    });
    t = performance.now();
    const again = await call();
    results.push({
      db: database.name,
      scenario: `  second run (${again.hinzugefuegt} added, ${again.anzahl} rows)`,
      'p50 ms': Math.round(performance.now() - t),
      'p95 ms': '',
    });
    await h.close();
  } finally {
    await db.drop();
  }
}

console.table(results);
await writeBenchTable(
  'orders',
  results,
  `${ORDERS.toLocaleString('en-US')} orders with ${PER_ORDER} supplier rows each, 50 rows per page`,
);
process.exit(0);
