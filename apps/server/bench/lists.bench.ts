// `npm run bench`: the shared list engine and the streaming Excel export on 100,000 generated users,
// on embedded SQLite and on MariaDB. Prints time per page (median of repeated runs), export time and
// peak memory. A benchmark, not a test: it asserts nothing and never runs in `npm test`.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { NUTZER_LIST, type TFilterDto, type TSortingDto } from '@lap/contracts';
import { nutzerListSource, roles, runListPage, streamListBatches } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { writeListWorkbook } from '@lap/api';
import { writeBenchTable } from '../../../packages/documents/bench/support/bench-doc.js';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = 15;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

async function timed<T>(fn: () => Promise<T>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

const results: Array<Record<string, string | number>> = [];

for (const database of testDatabases()) {
  const db = await database.open();
  try {
    const em = db.em.fork();
    const [roleRow] = await roles.ensureBuiltin(em);
    const k = em.getKysely<Record<string, Record<string, unknown>>>();
    const started = performance.now();
    const now = Date.now();
    const dateParam = (ms: number) => em.getPlatform().processDateProperty(new Date(ms));
    for (let i = 0; i < USERS; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, USERS - i) }, (_, j) => {
        const n = i + j;
        return {
          id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          email: `nutzer${String(n).padStart(6, '0')}@example.org`,
          vorname: ['Anna', 'Bernd', 'Clara', 'Dieter', 'Emma'][n % 5],
          name: `Muster${n % 977}`,
          firma: n % 3 === 0 ? null : `Tiefbau ${n % 211} GmbH`,
          strasse: 'Hauptstraße',
          hausnummer: String(n % 200),
          plz: '01589',
          ort: ['Riesa', 'Zeithain', 'Strehla', 'Oschatz'][n % 4],
          telefon: '03525 1234',
          email_confirmed: n % 7 === 0 ? 0 : 1,
          created_at: dateParam(now - n * 60_000),
          updated_at: dateParam(now - n * 60_000),
        };
      });
      await k.insertInto('app_user').values(rows).execute();
      if (roleRow)
        await k
          .insertInto('user_role')
          .values(rows.map((r) => ({ user_id: r.id, role_id: roleRow.id })))
          .execute();
    }
    const seedMs = performance.now() - started;

    const page =
      (filterDto: TFilterDto, sortingDto: TSortingDto, p = 1, pageSize = 50) =>
      () =>
        runListPage(db.em.fork(), nutzerListSource, { filterDto, sortingDto, page: p, pageSize });
    const scenarios: Array<[string, () => Promise<unknown>]> = [
      ['page 1, default sort (createdAt desc)', page([], [])],
      [
        'page 1, sort name asc + email desc',
        page(
          [],
          [
            { field: 'name', direction: 'asc' },
            { field: 'email', direction: 'desc' },
          ],
        ),
      ],
      ['page 1000 of 100 rows', page([], [], 1000, 100)],
      [
        'filter email contains "nutzer0999"',
        page([{ field: 'email', type: 'text', op: 'contains', value: 'nutzer0999' }], []),
      ],
      [
        'filter createdAt in a 7-day range',
        page(
          [
            {
              field: 'createdAt',
              type: 'date',
              op: 'inRange',
              value: new Date(now - 20 * 86_400_000).toISOString().slice(0, 10),
              valueTo: new Date(now - 13 * 86_400_000).toISOString().slice(0, 10),
            },
          ],
          [],
        ),
      ],
      [
        'filter rollen contains + firma blank',
        page(
          [
            { field: 'rollen', type: 'text', op: 'contains', value: 'admin' },
            { field: 'firma', type: 'text', op: 'blank', value: '' },
          ],
          [],
        ),
      ],
    ];
    for (const [name, fn] of scenarios) {
      await fn();
      const times: number[] = [];
      for (let r = 0; r < RUNS; r++) times.push(await timed(fn));
      results.push({
        db: database.name,
        scenario: name,
        'median ms': Number(median(times).toFixed(1)),
        'max ms': Number(Math.max(...times).toFixed(1)),
      });
    }

    // Export all rows through the streaming writer, sampling memory while it runs.
    const dir = await mkdtemp(join(tmpdir(), 'lap-bench-'));
    const file = join(dir, 'nutzer.xlsx');
    global.gc?.();
    const baseRss = process.memoryUsage().rss;
    let peakRss = baseRss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 25);
    let count = 0;
    const exportMs = await timed(async () => {
      count = await writeListWorkbook(
        NUTZER_LIST,
        streamListBatches(db.em.fork(), nutzerListSource, { filterDto: [], sortingDto: [] }),
        createWriteStream(file),
      );
    });
    clearInterval(sampler);
    const size = (await stat(file)).size;
    await rm(dir, { recursive: true, force: true });
    results.push({
      db: database.name,
      scenario: `export ${count} rows to .xlsx (${(size / 1e6).toFixed(1)} MB)`,
      'median ms': Math.round(exportMs),
      'max ms': Math.round(exportMs),
      'peak RSS MB': Math.round(peakRss / 1e6),
      'RSS growth MB': Math.round((peakRss - baseRss) / 1e6),
      'peak heap MB': Math.round(peakHeap / 1e6),
    });
    results.push({
      db: database.name,
      scenario: `seed ${USERS} users`,
      'median ms': Math.round(seedMs),
      'max ms': Math.round(seedMs),
    });
    await sql`select 1`.execute(k);
  } finally {
    await db.drop();
  }
}

console.table(results);
await writeBenchTable(
  'lists',
  results,
  `${USERS.toLocaleString('en-US')} generated users, median of repeated runs per page`,
);
