// `npm run bench` (request path): what every click of a case worker pays. The server runs in this process on the
// embedded SQLite with demo data; autocannon loads it from a separate process (so the load generator does not share
// the server's event loop). Side by side in one run: /healthz, a trivial tRPC call anonymous and signed in, the
// master-data list GetNetzarten signed in, and the same list revalidated with its ETag. Ratios, not absolute speed,
// are the figures to compare: this machine has few cores and the generator competes for them.
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createSmtpMailer } from '@lap/api';
import { loadSaxonyGemeinden, openDatabase, seedDemo } from '@lap/db';
import { buildApp } from '../src/app.js';
import { parseEnv } from '../src/env.js';
import { signIn } from './support/sign-in.js';
import { writeBenchTable } from '../../../packages/documents/bench/support/bench-doc.js';

const DURATION_S = Number(process.env.BENCH_REQUEST_SECONDS ?? 5);
const CONNECTIONS = 10;
const run = promisify(execFile);
const autocannonBin = fileURLToPath(new URL('../../../node_modules/autocannon/autocannon.js', import.meta.url));

const dataDir = await mkdtemp(join(tmpdir(), 'lap-request-bench-'));
const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', GEOCODER_URL: 'off' });
const db = await openDatabase({ dataDir, quiet: true });
await seedDemo(db.em.fork(), { gemeinden: await loadSaxonyGemeinden() });
const mailer = createSmtpMailer('smtp://127.0.0.1:1', env.mailFrom, 'bench.local');
const app = await buildApp({ env, db, mailer, webDistDir: join(dataDir, 'web') });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

interface Result {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(scenario: string, path: string, headers: Record<string, string> = {}): Promise<Result> {
  const args = [autocannonBin, '-j', '-c', String(CONNECTIONS), '-d', String(DURATION_S)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(`${base}${path}`);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const r = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
  };
  return { scenario, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

const { cookie } = await signIn(base, 'sb@example.org');
const netzarten = await fetch(`${base}/api/Stammdaten/GetNetzarten`, { headers: { cookie } });
const etag = netzarten.headers.get('etag');

const results: Result[] = [];
results.push(await load('/healthz', '/healthz'));
results.push(await load('karte.config anonym', '/trpc/karte.config'));
results.push(await load('karte.config angemeldet', '/trpc/karte.config', { cookie }));
results.push(await load('account.me angemeldet', '/trpc/account.me', { cookie }));
results.push(await load('GetNetzarten angemeldet', '/api/Stammdaten/GetNetzarten', { cookie }));
if (etag)
  results.push(
    await load('GetNetzarten If-None-Match (304)', '/api/Stammdaten/GetNetzarten', { cookie, 'if-none-match': etag }),
  );

const anonym = results.find((r) => r.scenario === 'karte.config anonym')?.rps ?? 0;
const signed = results.find((r) => r.scenario === 'karte.config angemeldet')?.rps ?? 0;
console.log(
  `\nRequest path — ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, SQLite, ${CONNECTIONS} connections × ${DURATION_S} s each (autocannon in its own process)`,
);
console.table(results);
console.log(`signed-in / anonymous (karte.config): ${(signed / Math.max(1, anonym)).toFixed(2)} (goal ≥ 0.70)`);
if (results.some((r) => r.non2xx > 0 && !r.scenario.includes('304'))) console.log('WARNING: some answers were not 2xx');
await writeBenchTable(
  'request-path',
  results,
  `SQLite with demo data, autocannon (${CONNECTIONS} connections × ${DURATION_S} s per scenario) in its own process. Signed in / anonymous (karte.config): **${(signed / Math.max(1, anonym)).toFixed(2)}** (goal ≥ 0.70)`,
);
await app.close();
await db.close();
