// `npm run bench` (part 2): streams a generated 1 GB PDF through HTTP multipart into storage and samples the
// server's memory meanwhile. The server runs in this process, so RSS/heap are the server's. Beside it, in the same
// run and on the same disk, `cp` of a file of the same size (the yardstick: upload ≥ 0.5× cp). Not a test.
import { execFile, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createSmtpMailer } from '@lap/api';
import { loadSaxonyGemeinden, openDatabase, seedDemo } from '@lap/db';
import { addDays, germanToday } from '@lap/domain';
import { buildApp } from '../src/app.js';
import { parseEnv } from '../src/env.js';
import { markdownTable, writeBenchTable, type BenchRow } from '../../../packages/documents/bench/support/bench-doc.js';

/** The tables printed, written to docs/performance.md at the end. */
const tables: BenchRow[][] = [];
function show(rows: BenchRow[]): void {
  console.table(rows);
  tables.push(rows);
}

const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 1e9) - 1;
const dataDir = await mkdtemp(join(tmpdir(), 'lap-upload-bench-'));
const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0' });
const db = await openDatabase({ dataDir, quiet: true });
await seedDemo(db.em.fork(), { gemeinden: await loadSaxonyGemeinden() });
const mailer = createSmtpMailer('smtp://127.0.0.1:1', env.mailFrom, 'bench.local');
const app = await buildApp({ env, db, mailer, webDistDir: join(dataDir, 'web') });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

let cookies = '';
const remember = (res: Response) => {
  const jar = new Map(
    cookies
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string]),
  );
  for (const c of res.headers.getSetCookie()) {
    const [pair = ''] = c.split(';');
    const [k = '', v = ''] = pair.split('=');
    jar.set(k, v);
  }
  cookies = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
};
const xsrf = () => /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? '';
remember(await fetch(`${base}/healthz`));
const post = async (path: string, body: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies, 'x-xsrf-token': xsrf() },
    body: JSON.stringify(body),
  });
  remember(res);
  return res.json() as Promise<Record<string, string>>;
};
await post('/api/Account/Login', { email: 'kunde@example.org', password: 'Portal#2026' });
const today = germanToday();
const { antrag_id: antragId } = await post('/api/Antrag/PostAntrag', {
  vorhaben: 'Bench',
  projektangaben: 'Bench',
  strasse: 'Weg',
  hausnummer: '1',
  plz: '01587',
  ort: 'Riesa',
  bautiefe: '1 m',
  baustart: addDays(today, 20),
  bauende: addDays(today, 60),
  anerkennungAgb: true,
  betreiber: [1],
  identischMitAntragsteller: true,
  bauausfuehrenderUnbekannt: true,
  personen: [
    {
      personTyp: 1,
      vorname: 'Klara',
      name: 'Kunde',
      strasse: 'Hauptstraße',
      hausnummer: '42',
      plz: '01587',
      ort: 'Riesa',
      telefon: '03525 123456',
      email: 'kunde@example.org',
    },
  ],
});

const boundary = '----lapBench';
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="AntragId"\r\n\r\n${antragId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="FormFile"; filename="gross.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
const chunk = Buffer.alloc(1 << 20, 0x20);
let sent = 0;
const body = new ReadableStream<Uint8Array>({
  start(c) {
    c.enqueue(head);
  },
  pull(c) {
    const rest = SIZE - 9 - sent;
    if (rest <= 0) {
      c.enqueue(tail);
      c.close();
      return;
    }
    const n = Math.min(rest, chunk.length);
    c.enqueue(chunk.subarray(0, n));
    sent += n;
  },
});

/** A same-sized PDF-looking file in the data directory: what `cp` copies and curl uploads. */
const sourceFile = join(dataDir, 'gross.pdf');
{
  let left = SIZE - 9;
  await pipeline(
    Readable.from(
      (function* () {
        yield Buffer.from('%PDF-1.7\n');
        while (left > 0) {
          const n = Math.min(left, chunk.length);
          left -= n;
          yield chunk.subarray(0, n);
        }
      })(),
    ),
    createWriteStream(sourceFile),
  );
}

/** Seconds as a throughput of the file's size. */
const mbps = (seconds: number) => (SIZE + 1) / 1e6 / seconds;
const LOOP_RESOLUTION_MS = 10;
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;
const run = promisify(execFile);

/**
 * `cp` of that file on the same disk, in seconds: as `cp` answers (the copy may still sit in the page cache) and, with
 * `durable`, until `sync` has flushed the copy to the disk — what the portal's store does before a commit answers.
 * Every measurement starts after a `sync`, so no earlier round's dirty pages are written back during it.
 */
async function cpSeconds(durable: boolean): Promise<number> {
  const target = join(dataDir, 'cp-target.bin');
  await run('sync');
  const started = performance.now();
  await run('cp', [sourceFile, target]);
  if (durable) await run('sync', [target]);
  const seconds = (performance.now() - started) / 1000;
  await rm(target);
  return seconds;
}

/** The files the portal stored (all below DATA_DIR/files): removed between rounds, so the disk fills the same way. */
async function removeStoredUploads(): Promise<void> {
  await rm(join(dataDir, 'files'), { recursive: true, force: true });
}

/**
 * The file uploaded by curl to the portal at `target` after a `sync`: the HTTP status, the seconds it took and how long
 * the server's event loop (it runs in this process) was held up meanwhile — what other requests would wait — in ms
 * beyond the sampling resolution: the 99th percentile and the maximum.
 */
async function curlUpload(
  target: string,
): Promise<{ status: number; seconds: number; loopP99: number; loopMax: number }> {
  await run('sync');
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  const started = performance.now();
  const { stdout } = await run('curl', [
    // without curl's `Expect: 100-continue` (a browser does not send it; curl would wait for the server's go-ahead)
    '-s',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code}',
    '-H',
    'Expect:',
    '-H',
    `cookie: ${cookies}`,
    '-H',
    `x-xsrf-token: ${xsrf()}`,
    '-F',
    `AntragId=${antragId}`,
    '-F',
    `FormFile=@${sourceFile};type=application/pdf`,
    `${target}/api/Antrag/PostAntragDatei`,
  ]);
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  const beyond = (ns: number) => ns / 1e6 - LOOP_RESOLUTION_MS;
  return { status: Number(stdout), seconds, loopP99: beyond(loop.percentile(99)), loopMax: beyond(loop.max) };
}

// Rounds alternate cp, cp + sync and the upload by curl (a separate process, so the client's work does not share the
// server's event loop), so a disk that speeds up or slows down during the run (a shared cloud disk does) is met by all
// three alike; the table gives the medians and the spread.
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 5);
const rounds: { cp: number; cpSync: number; upload: number; status: number; loopP99: number; loopMax: number }[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  const cp = await cpSeconds(false);
  const cpSync = await cpSeconds(true);
  const upload = await curlUpload(base);
  await removeStoredUploads();
  rounds.push({
    cp,
    cpSync,
    upload: upload.seconds,
    status: upload.status,
    loopP99: upload.loopP99,
    loopMax: upload.loopMax,
  });
}
const cpMbps = median(rounds.map((r) => mbps(r.cp)));
const cpSyncMbps = median(rounds.map((r) => mbps(r.cpSync)));
const spread = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
const ratios = (value: number) => ({
  'cp MB/s': Number(cpMbps.toFixed(0)),
  '× cp': Number((value / cpMbps).toFixed(2)),
  'cp + sync MB/s': Number(cpSyncMbps.toFixed(0)),
  '× cp + sync': Number((value / cpSyncMbps).toFixed(2)),
});
const uploadMbps = rounds.map((r) => mbps(r.upload));
show([
  {
    scenario: `upload ${(SIZE + 1) / 1e9} GB PDF by curl (separate process), median of ${ROUNDS} rounds`,
    status: [...new Set(rounds.map((r) => r.status))].join(','),
    'MB/s': Number(median(uploadMbps).toFixed(0)),
    ...ratios(median(uploadMbps)),
    'upload MB/s range': spread(uploadMbps),
    'cp MB/s range': spread(rounds.map((r) => mbps(r.cp))),
    'cp + sync MB/s range': spread(rounds.map((r) => mbps(r.cpSync))),
    '× cp + sync per round': rounds.map((r) => (r.cpSync / r.upload).toFixed(2)).join(' '),
    'event-loop delay ms: median p99 / max': `${median(rounds.map((r) => r.loopP99)).toFixed(1)} / ${Math.max(...rounds.map((r) => r.loopMax)).toFixed(1)}`,
  },
]);

global.gc?.();
const baseRss = process.memoryUsage().rss;
let peakRss = baseRss;
let peakHeap = 0;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 20);
await run('sync');
const t = performance.now();
const res = await fetch(`${base}/api/Antrag/PostAntragDatei`, {
  method: 'POST',
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: cookies, 'x-xsrf-token': xsrf() },
  body,
  duplex: 'half',
} as RequestInit & { duplex: 'half' });
const ms = performance.now() - t;
clearInterval(sampler);
const answer = (await res.json()) as { size?: number; message?: string };
show([
  {
    scenario: `upload ${(SIZE + 1) / 1e9} GB PDF (multipart, HTTP, client in the server's process)`,
    status: res.status,
    'stored bytes': answer.size ?? answer.message ?? '',
    seconds: Number((ms / 1000).toFixed(1)),
    'MB/s': Number(((SIZE + 1) / 1e6 / (ms / 1000)).toFixed(0)),
    ...ratios((SIZE + 1) / 1e6 / (ms / 1000)),
    'peak RSS MB (client + server)': Math.round(peakRss / 1e6),
    'RSS growth MB': Math.round((peakRss - baseRss) / 1e6),
    'peak heap MB': Math.round(peakHeap / 1e6),
  },
]);
await app.close();

// The same curl upload into an S3 bucket (FILES_URL): s3rver in its own process writes the parts to this disk, the
// portal streams them through the AWS SDK's multipart upload. The server's RSS is sampled meanwhile (it runs here).
const s3Process = spawn(process.execPath, ['--import', 'tsx', 'bench/s3-server.ts', 'upload-bench'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const s3Env = await new Promise<Record<string, string>>((resolve, reject) => {
  s3Process.stdout.once('data', (d: Buffer) =>
    resolve(JSON.parse(d.toString().split('\n')[0] ?? '{}') as Record<string, string>),
  );
  s3Process.once('exit', (code) => reject(new Error(`s3-server exited ${code}`)));
});
Object.assign(process.env, s3Env);
const s3App = await buildApp({
  env: parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', ...s3Env }),
  db,
  mailer,
  webDistDir: join(dataDir, 'web'),
});
await s3App.listen({ port: 0, host: '127.0.0.1' });
const s3Address = s3App.server.address();
const s3Base = `http://127.0.0.1:${typeof s3Address === 'object' && s3Address ? s3Address.port : 0}`;
global.gc?.();
const s3BaseRss = process.memoryUsage().rss;
let s3PeakRss = s3BaseRss;
const s3Sampler = setInterval(() => (s3PeakRss = Math.max(s3PeakRss, process.memoryUsage().rss)), 20);
await removeStoredUploads();
const { status: s3Status, seconds: s3Seconds } = await curlUpload(s3Base);
clearInterval(s3Sampler);
show([
  {
    scenario: `upload ${(SIZE + 1) / 1e9} GB PDF by curl into S3 (s3rver, separate process)`,
    status: s3Status,
    seconds: Number(s3Seconds.toFixed(1)),
    'MB/s': Number(((SIZE + 1) / 1e6 / s3Seconds).toFixed(0)),
    ...ratios((SIZE + 1) / 1e6 / s3Seconds),
    'server RSS growth MB': Math.round((s3PeakRss - s3BaseRss) / 1e6),
  },
]);
await s3App.close();
s3Process.kill();
mailer.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
await writeBenchTable(
  'upload',
  tables.map((rows) => markdownTable(rows)).join('\n\n'),
  `a ${(SIZE + 1) / 1e9} GB PDF, local store and S3 (s3rver) on this disk`,
);
