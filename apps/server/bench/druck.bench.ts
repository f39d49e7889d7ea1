// `npm run bench` (map print, issue 17): one A4 sheet at 1:1000 (first print with the browser start, then warm) and
// four A3 sheets in one request, through PrintMap on the running server (render in Chromium, compose in the
// documents worker, store); and the print browser's peak memory (PSS of all its processes, sampled every 100 ms).
import { readdir, readFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSmtpMailer } from '@lap/api';
import { Antrag, loadSaxonyGemeinden, MapFeature, openDatabase, seedDemo } from '@lap/db';
import { buildApp } from '../src/app.js';
import { parseEnv } from '../src/env.js';
import { signIn } from './support/sign-in.js';
import { writeBenchTable } from '../../../packages/documents/bench/support/bench-doc.js';

const dataDir = await mkdtemp(join(tmpdir(), 'lap-druck-bench-'));
const env = parseEnv({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PORT: '0',
  GEOCODER_URL: 'off',
  MAP_TILE_URL: 'off',
});
const db = await openDatabase({ dataDir, quiet: true });
await seedDemo(db.em.fork(), { gemeinden: await loadSaxonyGemeinden() });
const mailer = createSmtpMailer('smtp://127.0.0.1:1', env.mailFrom, 'bench.local');
const app = await buildApp({ env, db, mailer, webDistDir: join(dataDir, 'web') });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const session = await signIn(base, 'sb@example.org');
const cookie = (): string => session.cookie;

// a request with a drawn area of about 300 × 200 m around the default map centre
const em = db.em.fork();
const antrag = await em.findOneOrFail(Antrag, { antragStatus: 5 });
await em.nativeDelete(MapFeature, { antrag: antrag.id });
em.create(MapFeature, {
  antrag: antrag.id,
  wkt: 'POLYGON((13.2835 51.2977, 13.2877 51.2977, 13.2877 51.2995, 13.2835 51.2977))',
  minX: 0,
  minY: 0,
  maxX: 0,
  maxY: 0,
});
await em.flush();

/** PSS (kB) of all Chromium processes, summed. */
async function chromiumPssKb(): Promise<number> {
  let total = 0;
  for (const pid of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    const comm = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
    if (!comm.startsWith('chrom')) continue;
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
    total += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  }
  return total;
}

const baselineKb = await chromiumPssKb();
let peakKb = 0;
const sampler = setInterval(() => void chromiumPssKb().then((kb) => (peakKb = Math.max(peakKb, kb - baselineKb))), 100);

const job = (template: string, scale: number, dx = 0) => ({
  extents: [13.2846 + dx, 51.2981, 13.2866 + dx, 51.2991],
  id_projekt: antrag.id,
  template,
  scale,
  epsg_code: 4326,
});
async function print(
  name: string,
  jobs: unknown[],
): Promise<{ scenario: string; ms: number; kb: number; pages: number }> {
  const t = performance.now();
  const res = await fetch(`${base}/api/Print/PrintMap`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': session.xsrf },
    body: JSON.stringify(jobs),
  });
  const body = (await res.json()) as {
    data?: { fileName: string; projectId: string; seiten: number };
    message?: string;
  };
  if (!res.ok || !body.data) throw new Error(`print failed: ${res.status} ${body.message ?? ''}`);
  const file = await fetch(`${base}/api/Print/DownloadDatei/${body.data.projectId}/${body.data.fileName}`, {
    headers: { cookie: cookie() },
  });
  const bytes = (await file.arrayBuffer()).byteLength;
  return {
    scenario: name,
    ms: Math.round(performance.now() - t),
    kb: Math.round(bytes / 1024),
    pages: body.data.seiten,
  };
}

const results = [];
results.push(await print('A4 1:1000, first print (browser start)', [job('A4 Hochformat', 1000)]));
for (let i = 1; i <= 3; i++) results.push(await print(`A4 1:1000, warm #${i}`, [job('A4 Hochformat', 1000)]));
results.push(
  await print('4 × A3 (1:500, 1:1000, 1:2500, 1:5000)', [
    job('A3 Querformat', 500),
    job('A3 Hochformat', 1000, 0.001),
    job('A3 Querformat', 2500, 0.002),
    job('A3 Hochformat', 5000, 0.003),
  ]),
);
results.push(
  await print('4 × A3 again (warm)', [
    job('A3 Querformat', 500),
    job('A3 Hochformat', 1000, 0.001),
    job('A3 Querformat', 2500, 0.002),
    job('A3 Hochformat', 5000, 0.003),
  ]),
);
clearInterval(sampler);
peakKb = Math.max(peakKb, (await chromiumPssKb()) - baselineKb);

console.log(
  `\nMap print — ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, SQLite, Chromium with SwiftShader WebGL, no tiles (drawn area only)`,
);
console.table(results);
console.log(`print browser peak memory (PSS of all its processes): ${(peakKb / 1024).toFixed(0)} MB`);
await writeBenchTable(
  'druck',
  results,
  `SQLite, demo data, Chromium with SwiftShader WebGL, no tiles. Peak memory of the print browser (PSS of all its processes): **${(peakKb / 1024).toFixed(0)} MB**`,
);
await app.close();
await db.close();
