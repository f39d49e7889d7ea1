// `npm run bench` (issue 19, load): the portal under mixed load on ONE node and on TWO nodes, side by side in one run.
// Real server processes (src/main.ts) on one scratch MariaDB database and one s3rver bucket; node A migrates and seeds,
// node B is not running during the one-node phase and is started for the two-node phase. The load comes from a
// separate process (bench/load-runner.mjs, autocannon, one instance per node, the connections split evenly): case
// workers and applicants signed in up front, 60 % list pages, 25 % requests opened, 10 % uploads of a 50 KB PDF,
// 5 % offers sent. Non-2xx answers and socket errors are counted apart; the figures go into docs/performance.md
// (between the section's markers) when the run has the full length.
// LOAD_SECONDS (default 60) and LOAD_CONNECTIONS (default 100) shorten a trial run.
import { fork } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { hashPassword, openDatabase, roles, User } from '@lap/db';
import { scratchMysqlDatabase } from '@lap/db/testing';
import { antragBody, SQUARE_RIESA } from '../test/support/scenario.js';
import { AppNode, freePort, startSmtpSink } from '../test/support/nodes.js';
import { startLocalS3 } from '../test/support/s3.js';
import { signIn, type BenchSession } from './support/sign-in.js';
import { writeBenchTable } from '../../../packages/documents/bench/support/bench-doc.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const APPLICANTS = 20;
const CASE_WORKERS = 5; // the demo case worker and four more
const OPEN_PER_APPLICANT = 3;
const OFFERS = 24;
const UPLOADS_PER_ANTRAG = 14; // below the limit of 15 files per request
/** Upload capacity per phase: up to 40 uploads a second (400 requests a second in all) before the pool runs dry. */
const UPLOAD_ANTRAEGE = Number(process.env.LOAD_UPLOAD_ANTRAEGE ?? Math.ceil((SECONDS * 40) / UPLOADS_PER_ANTRAG));
const PASSWORD = 'Portal#2026';
const runner = fileURLToPath(new URL('./load-runner.mjs', import.meta.url));

interface Target {
  antragId: string;
  kunde: number;
}
interface ClassFigures {
  class: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  statuses: Record<string, number>;
  firstFailure?: string;
}
interface LoadResult {
  seconds: number;
  connections: number[];
  overall: Omit<ClassFigures, 'class' | 'statuses'>;
  classes: ClassFigures[];
  autocannon: Array<Record<string, unknown>>;
  socketErrors: number;
  timeouts: number;
  socketErrorMessages: Record<string, number>;
  uploadPoolExhausted: number;
  error?: string;
}

const started = Date.now();
const s3 = await startLocalS3('lap-bench-load');
const database = await scratchMysqlDatabase();
const smtp = await startSmtpSink();
const [portA, portB] = [await freePort(), await freePort()];
const common = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATABASE_URL: database.url,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  SESSION_SECRET: 'last-zwei-knoten-gemeinsames-geheimnis-0123456789',
  PUBLIC_URL: `http://127.0.0.1:${portA}`,
  CAPTCHA_TEST_ANSWER: 'TEST7',
  GEOCODER_URL: 'off',
  CHROMIUM_PATH: 'off',
  WORKER: 'true',
  ...s3.env,
};
const a = new AppNode('a', portA, { ...common, SEED_DEMO: 'true' });
const b = new AppNode('b', portB, { ...common, SEED_DEMO: 'false' });
const db = { current: undefined as Awaited<ReturnType<typeof openDatabase>> | undefined };

async function call(
  base: string,
  session: BenchSession,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const headers: Record<string, string> = { cookie: session.cookie, 'x-xsrf-token': session.xsrf };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${base}/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
async function ok(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res;
}
/** Runs `work` for 0..n-1 with at most `limit` at once. */
async function pool<T>(n: number, limit: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, n) }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await work(i);
      }
    }),
  );
  return out;
}

function load(
  targets: string[],
  prepared: {
    sb: BenchSession[];
    kunden: BenchSession[];
    openTargets: Target[];
    uploadTargets: Target[];
    offerIds: string[];
  },
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(runner, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (m) => resolve(m as LoadResult));
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load runner exited with ${code}`))));
    child.send({
      targets,
      connections: CONNECTIONS,
      seconds: SECONDS,
      uploadsPerAntrag: UPLOADS_PER_ANTRAG,
      ...prepared,
    });
  });
}

const ms = (n: number) => Math.round(n).toLocaleString('en-US');
const load1 = () => loadavg()[0]?.toFixed(2) ?? '?';

try {
  await a.start(180_000);
  const database_ = await openDatabase({ databaseUrl: database.url, quiet: true });
  db.current = database_;

  // users: 20 applicants and 4 more case workers beside the demo one, created directly in the database
  const em = database_.em.fork();
  const passwordHash = await hashPassword(PASSWORD);
  const [antragsteller, sbBereich] = [
    await roles.findByNames(em, ['Antragsteller']),
    await roles.findByNames(em, ['SbBereich']),
  ];
  const kundenEmails = Array.from({ length: APPLICANTS }, (_, i) => `last-kunde-${i + 1}@example.org`);
  const sbEmails = [
    'sb@example.org',
    ...Array.from({ length: CASE_WORKERS - 1 }, (_, i) => `last-sb-${i + 1}@example.org`),
  ];
  for (const email of kundenEmails)
    em.create(User, { email, passwordHash, vorname: 'Lara', name: 'Last', emailConfirmed: true, roles: antragsteller });
  for (const email of sbEmails.slice(1))
    em.create(User, {
      email,
      passwordHash,
      vorname: 'Sina',
      name: 'Bearbeiterin',
      emailConfirmed: true,
      roles: sbBereich,
    });
  await em.flush();

  // sign in once each (correct passwords only: failures are limited per address); sessions live in the shared database
  const kunden = await pool(kundenEmails.length, 4, (i) => signIn(a.url, kundenEmails[i] ?? ''));
  const sb = await pool(sbEmails.length, 4, (i) => signIn(a.url, sbEmails[i] ?? ''));

  const newAntrag = async (kunde: number): Promise<Target> => {
    const session = kunden[kunde] as BenchSession;
    const res = await ok(
      await call(a.url, session, 'POST', 'api/Antrag/PostAntrag', antragBody({}, { email: kundenEmails[kunde] })),
      'PostAntrag',
    );
    return { antragId: ((await res.json()) as { antrag_id: string }).antrag_id, kunde };
  };
  const prepStarted = Date.now();
  const openTargets = await pool(APPLICANTS * OPEN_PER_APPLICANT, 8, (i) => newAntrag(i % APPLICANTS));
  const uploadTargets = await pool(2 * UPLOAD_ANTRAEGE, 8, (i) => newAntrag(i % APPLICANTS));
  // offers: a request sent with its area drawn, the price list's positions taken over and the offer sent twice
  // (sending again is a corrected offer; the load keeps sending again)
  const offerIds = await pool(OFFERS, 4, async (i) => {
    const kunde = i % APPLICANTS;
    const { antragId } = await newAntrag(kunde);
    const session = kunden[kunde] as BenchSession;
    await ok(
      await call(a.url, session, 'POST', 'api/Antrag/PostFeature', { antragId, wkt: SQUARE_RIESA }),
      'PostFeature',
    );
    await ok(await call(a.url, session, 'GET', `api/Antrag/AntragSendenById/${antragId}`), 'AntragSendenById');
    const worker = sb[i % sb.length] as BenchSession;
    await ok(
      await call(a.url, worker, 'PUT', `api/Angebot/UebernahmeAllePosition/${antragId}`),
      'UebernahmeAllePosition',
    );
    for (let k = 0; k < 2; k++)
      await ok(
        await call(a.url, worker, 'PUT', `api/Angebot/SendeAngebot/${antragId}`, { vorkasse: false }),
        'SendeAngebot',
      );
    return antragId;
  });
  console.log(
    `prepared ${openTargets.length + uploadTargets.length + offerIds.length} requests (${uploadTargets.length} for uploads, ${offerIds.length} with offers) in ${Math.round((Date.now() - prepStarted) / 1000)} s`,
  );

  // each kind of call answers 200 on a node before it is loaded (and warms the node up)
  const check = async (base: string): Promise<void> => {
    const q = new URLSearchParams({
      filterDto: '[]',
      sortingDto: JSON.stringify([{ field: 'vorgangsnummer', direction: 'desc' }]),
      page: '1',
      pageSize: '50',
    });
    for (const worker of sb) {
      await ok(await call(base, worker, 'GET', `api/Auftraege/GetAuftraege?${q}`), 'GetAuftraege');
      await ok(await call(base, worker, 'GET', `api/Angebot/GetAngebote?${q}`), 'GetAngebote');
    }
    for (const [i, kunde] of kunden.entries()) {
      await ok(await call(base, kunde, 'GET', `api/Antrag/GetAntraege?${q}`), 'GetAntraege');
      const open = openTargets[i] as Target;
      await ok(
        await call(base, kunden[open.kunde] as BenchSession, 'GET', `api/Antrag/GetAntragById/${open.antragId}`),
        'GetAntragById',
      );
    }
  };
  await check(a.url);

  const half = uploadTargets.length / 2;
  const shared = { sb, kunden, openTargets, offerIds };
  console.log(
    `one node: ${SECONDS} s, ${CONNECTIONS} connections to node A (node B not running); load average ${load1()}`,
  );
  const loadOneBefore = load1();
  const one = await load([a.url], { ...shared, uploadTargets: uploadTargets.slice(0, half) });
  if (one.error) throw new Error(one.error);

  await b.start(180_000);
  await check(b.url);
  await new Promise((r) => setTimeout(r, 5_000)); // the outbox of the first phase delivered
  const loadTwoBefore = load1();
  console.log(`two nodes: ${SECONDS} s, ${CONNECTIONS} connections split over A and B; load average ${loadTwoBefore}`);
  const two = await load([a.url, b.url], { ...shared, uploadTargets: uploadTargets.slice(half) });
  if (two.error) throw new Error(two.error);

  const date = new Date().toISOString().slice(0, 10);
  const cores = availableParallelism();
  const rows = (label: string, r: LoadResult) => [
    {
      setup: label,
      class: 'all',
      requests: r.overall.requests,
      'req/s': Math.round(r.overall.rps),
      'p50 ms': ms(r.overall.p50),
      'p95 ms': ms(r.overall.p95),
      'p99 ms': ms(r.overall.p99),
      non2xx: r.overall.non2xx,
      'socket errors': r.socketErrors,
      timeouts: r.timeouts,
    },
    ...r.classes.map((c) => ({
      setup: label,
      class: c.class,
      requests: c.requests,
      'req/s': Math.round(c.rps),
      'p50 ms': ms(c.p50),
      'p95 ms': ms(c.p95),
      'p99 ms': ms(c.p99),
      non2xx: c.non2xx,
      'socket errors': '',
      timeouts: '',
    })),
  ];
  const table = [...rows('one node (A)', one), ...rows('two nodes (A + B)', two)];
  console.log(
    `\nTwo nodes under load — ${date}, ${cores} cores, MariaDB + s3rver, ${CONNECTIONS} connections × ${SECONDS} s per setup (autocannon in its own process)`,
  );
  console.table(table);
  for (const [label, r] of [
    ['one node', one],
    ['two nodes', two],
  ] as const) {
    for (const c of r.classes)
      if (c.firstFailure)
        console.log(
          `${label} ${c.class}: ${c.non2xx} non-2xx, statuses ${JSON.stringify(c.statuses)}, first: ${c.firstFailure}`,
        );
    if (r.socketErrors > 0) console.log(`${label}: socket errors ${JSON.stringify(r.socketErrorMessages)}`);
    if (r.uploadPoolExhausted > 0)
      console.log(
        `${label}: ${r.uploadPoolExhausted} uploads beyond the prepared requests (raise LOAD_UPLOAD_ANTRAEGE)`,
      );
    console.log(`${label}: per node ${JSON.stringify(r.autocannon)}`);
  }
  const errors = [one, two].reduce((n, r) => n + r.overall.non2xx + r.socketErrors + r.timeouts, 0);
  console.log(errors === 0 ? 'no errors' : `ERRORS: ${errors} (non-2xx, socket errors and timeouts together)`);
  console.log(`bench took ${Math.round((Date.now() - started) / 1000)} s`);

  if (SECONDS >= 60) {
    const markdown = [
      '| Setup | Traffic | Requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx | socket errors + timeouts |',
      '|---|---|---|---|---|---|---|---|---|',
      ...[
        ['one node (A)', one],
        ['two nodes (A + B)', two],
      ].flatMap(([label, r]) => {
        const res = r as LoadResult;
        return [
          `| ${label as string} | **all** | ${res.overall.requests.toLocaleString('en-US')} | **${Math.round(res.overall.rps)}** | ${ms(res.overall.p50)} | ${ms(res.overall.p95)} | ${ms(res.overall.p99)} | ${res.overall.non2xx} | ${res.socketErrors + res.timeouts} |`,
          ...res.classes.map(
            (c) =>
              `| | ${c.class} | ${c.requests.toLocaleString('en-US')} | ${Math.round(c.rps)} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.p99)} | ${c.non2xx} | |`,
          ),
        ];
      }),
    ].join('\n');
    await writeBenchTable(
      'two-nodes',
      markdown,
      `${CONNECTIONS} connections × ${SECONDS} s per setup; load average (1 min) before the phases ${loadOneBefore} and ${loadTwoBefore}`,
    );
  } else console.log('a trial run (LOAD_SECONDS < 60): docs/performance.md left alone');
} finally {
  await Promise.all([a.stop(), b.stop()]);
  await db.current?.close();
  await database.drop();
  await smtp.close();
  await s3.stop();
}
