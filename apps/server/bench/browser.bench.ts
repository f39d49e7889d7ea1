// `npm run bench` (issue 42, speed of the screens): every route of both specs in Debian's Chromium (playwright-core,
// never a downloaded browser), signed in as the role that works there, on the demo data (embedded SQLite) and on a
// provider's generated data (bench/support/domain-data.ts at BENCH_SCALE, default 0.1, on MariaDB). Per route: cold
// (a new context: empty cache, no compiled code) and warm (the same context, visited again: a full page load with
// the HTTP cache) — the time from the navigation until the page is usable (its readiness element rendered, see
// browser/routes.ts, and the network idle: the last request done), and the JavaScript it transferred (encoded response
// bodies of its scripts, cold). Then Lighthouse's mobile preset on /login and, signed in, /antraege and /auftraege.
// The server is the real app (buildApp) serving the built web app: run `npx turbo run build --filter=@lap/web` first.
// A benchmark, not a test. Environment: BENCH_BROWSER_DATA=demo,provider; BENCH_BROWSER_COLD (3) and
// BENCH_BROWSER_WARM (5) runs per route; BENCH_BROWSER_ROUTES=auftraege,login (substrings of the route);
// BENCH_LIGHTHOUSE=off; BENCH_BROWSER_PORT (0: any) for the server, BENCH_CDP_PORT for Lighthouse's Chromium;
// BENCH_WEB_DIST (a copy of apps/web/dist); BENCH_KEEP_DB=<name> keeps the generated MariaDB database for the next run. The table goes to the console and to
// browser/results.md (BENCH_BROWSER_OUT).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { historieStand, loadSaxonyGemeinden, seedDemo } from '@lap/db';
import { openKeptMysql, testDatabases, type TestDatabase } from '@lap/db/testing';
import { createSmtpMailer } from '@lap/api';
import { buildApp } from '../src/app.js';
import { parseEnv } from '../src/env.js';
import { generateDomain } from './support/domain-data.js';
import { benchRoutes, EMAIL, resolveIds, type BenchRoute, type Kind, type Who } from './browser/routes.js';
import { appUrl, signedInState, type StorageState } from './browser/session.js';
import { runLighthouse, type LighthouseRow } from './browser/lighthouse.js';

const env = process.env;
const DATASETS = (env.BENCH_BROWSER_DATA ?? 'demo,provider').split(',');
const COLD = Number(env.BENCH_BROWSER_COLD ?? 3);
const WARM = Number(env.BENCH_BROWSER_WARM ?? 5);
const ONLY = env.BENCH_BROWSER_ROUTES?.split(',');
const SCALE = Number(env.BENCH_SCALE ?? 0.1);
const KEEP_DB = env.BENCH_KEEP_DB;
const CHROMIUM = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = env.BENCH_BROWSER_OUT ?? fileURLToPath(new URL('./browser/results.md', import.meta.url));
/** The built web app (BENCH_WEB_DIST: another build); the bench serves a copy taken at its start, so a build meanwhile changes nothing. */
const WEB_DIST = env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../../web/dist/', import.meta.url));
/** No request in flight for this long: the network is idle (the time counted ends at the last request's end). */
const QUIET_MS = 300;
const TIMEOUT_MS = 30_000;
/** Goals of issue 42, warm p50 on this machine. */
const GOAL_MS: Record<Kind, number> = { grid: 1000, table: 1000, form: 1000, page: 1000, map: 1500 };

interface Sample {
  ms: number;
  jsBytes: number;
}
interface RouteResult {
  data: string;
  route: BenchRoute;
  cold: number[];
  warm: number[];
  jsKb: number;
  failed?: string;
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : (s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN);
}

/** What the readiness check touches of the page's DOM (this program is typed without the DOM library). */
interface PageElement {
  readonly offsetParent: unknown;
  readonly textContent: string | null;
  readonly dataset: Record<string, string | undefined>;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
}

/**
 * Runs in the page: the shell has rendered `path` (#inhalt's data-path) and the page's readiness element is there.
 * No helper functions inside: tsx would wrap them with its `__name`, which the page does not have.
 */
function usable([kind, path]: [Kind, string]): boolean {
  const main = (
    globalThis as unknown as { document: { getElementById(id: string): PageElement | null } }
  ).document.getElementById('inhalt');
  if (!main) return false;
  let rendered = main.dataset['path'] ?? '';
  let wanted = path;
  try {
    rendered = decodeURIComponent(rendered);
    wanted = decodeURIComponent(wanted);
  } catch {
    // compared as they are
  }
  if (rendered !== wanted) return false;
  if (kind === 'grid') {
    // AG Grid keeps its overlay in the DOM, hidden (ag-hidden) while rows show
    if (main.querySelector('.ag-overlay:not(.ag-hidden) .ag-overlay-loading-wrapper')) return false;
    return (
      main.querySelector('.ag-row[row-index]') !== null ||
      /Keine/.test(main.querySelector('.ag-overlay:not(.ag-hidden)')?.textContent ?? '')
    );
  }
  if (kind === 'form') {
    for (const field of main.querySelectorAll(
      'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled])',
    ))
      if (field.offsetParent !== null) return true;
    return false;
  }
  const element = main.querySelector(
    kind === 'map' ? 'canvas.maplibregl-canvas' : kind === 'table' ? 'table tbody tr' : 'h1, h2',
  );
  return element !== null && element.offsetParent !== null;
}

/** One page load: navigation to usable (readiness element, then network idle), and the script bytes it received. */
async function measure(page: Page, url: string, route: BenchRoute, countJs: boolean): Promise<Sample> {
  const inflight = new Set<Request>();
  let lastDone = 0;
  const sizes: Array<Promise<number>> = [];
  const onRequest = (r: Request) => inflight.add(r);
  const onDone = (r: Request) => {
    inflight.delete(r);
    lastDone = performance.now();
    if (countJs && r.resourceType() === 'script')
      sizes.push(
        r.sizes().then(
          (s) => s.responseBodySize,
          () => 0,
        ),
      );
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    const start = performance.now();
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const readyPath = route.path.split(/[?#]/)[0] ?? route.path;
    await page.waitForFunction(usable, [route.kind, readyPath] as [Kind, string], {
      timeout: TIMEOUT_MS,
      polling: 'raf',
    });
    const ready = performance.now();
    const deadline = ready + TIMEOUT_MS;
    while (!(inflight.size === 0 && performance.now() - Math.max(lastDone, ready) >= QUIET_MS)) {
      if (performance.now() > deadline)
        throw new Error(`network not idle: ${[...inflight].map((r) => r.url()).join(', ')}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = Math.max(ready, lastDone) - start;
    return { ms, jsBytes: (await Promise.all(sizes)).reduce((s, n) => s + n, 0) };
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

const CONTEXT = { viewport: { width: 1366, height: 768 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' } as const;

async function benchRoute(
  browser: Browser,
  base: string,
  data: string,
  route: BenchRoute,
  state: StorageState | undefined,
): Promise<RouteResult> {
  const url = appUrl(base, route.path);
  const result: RouteResult = { data, route, cold: [], warm: [], jsKb: Number.NaN };
  const js: number[] = [];
  try {
    for (let i = 0; i < COLD; i++) {
      const context = await browser.newContext({ ...CONTEXT, storageState: state });
      try {
        const sample = await measure(await context.newPage(), url, route, true);
        result.cold.push(sample.ms);
        js.push(sample.jsBytes);
      } finally {
        await context.close();
      }
    }
    const context = await browser.newContext({ ...CONTEXT, storageState: state });
    try {
      const page = await context.newPage();
      await measure(page, url, route, false); // the first visit fills the cache; the visits after it are counted
      for (let i = 0; i < WARM; i++) result.warm.push((await measure(page, url, route, false)).ms);
    } finally {
      await context.close();
    }
  } catch (error) {
    result.failed = error instanceof Error ? error.message.split('\n')[0] : String(error);
    // what the page showed instead: its address, rendered path and the start of its text
    const context = await browser.newContext({ ...CONTEXT, storageState: state });
    const page = await context.newPage();
    await page.goto(url).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 3000));
    const seen = await page
      .locator('#inhalt')
      .first()
      .evaluate(
        (el) =>
          `${(el as unknown as { dataset: Record<string, string> }).dataset['path']}: ${(el as unknown as { innerText: string }).innerText.slice(0, 160)}`,
      )
      .catch(() => 'no #inhalt');
    result.failed += ` (at ${page.url()}, #inhalt ${seen.replace(/\s+/g, ' ')})`;
    await context.close();
  }
  result.jsKb = percentile(js, 50) / 1024;
  return result;
}

/** The route as a template: ids replaced by their parameter's name (the table's first column). */
function template(path: string): string {
  return path
    .split('/')
    .map((part) =>
      /^[0-9a-f-]{8,}$|^\d+$/i.test(part.split('?')[0] ?? '')
        ? `:id${part.includes('?') ? part.slice(part.indexOf('?')) : ''}`
        : part,
    )
    .join('/');
}

/** The data set's database, seeded: the demo data on SQLite; the provider's generated years on MariaDB. */
function factory(name: 'sqlite' | 'mariadb') {
  const found = testDatabases().find((d) => d.name === name);
  if (!found) throw new Error(`TEST_DATABASES leaves out ${name}`);
  return found;
}

async function openData(data: string): Promise<TestDatabase> {
  if (data === 'demo') {
    const db = await factory('sqlite').open();
    await seedDemo(db.em.fork(), { gemeinden: await loadSaxonyGemeinden() });
    return db;
  }
  const kept = KEEP_DB ? await openKeptMysql(KEEP_DB) : undefined;
  const db = kept?.db ?? (await factory('mariadb').open());
  if (!kept?.existed) {
    await seedDemo(db.em.fork(), { gemeinden: await loadSaxonyGemeinden() });
    const generated = await generateDomain(db.em.fork(), { scale: SCALE, seed: 1 });
    console.log(`provider data (scale ${SCALE}) generated in ${(generated.ms / 1000).toFixed(0)} s`, generated.counts);
    const k = db.em.getKysely();
    const tables = (
      await sql<{
        t: string;
      }>`select table_name as t from information_schema.tables where table_schema = database()`.execute(k)
    ).rows.map((r) => r.t);
    for (const t of tables) await sql`analyze table ${sql.table(t)}`.execute(k);
    await historieStand.refreshHistorieStand(db.em.fork());
  }
  return db;
}

const fmt = (ms: number) => (Number.isNaN(ms) ? '–' : Math.round(ms).toLocaleString('en-US'));
const chromiumVersion = (() => {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'Chromium';
  }
})();

if (!existsSync(join(WEB_DIST, 'index.html')))
  throw new Error(`${WEB_DIST}index.html is missing: build the web app first (npx turbo run build --filter=@lap/web)`);
const started = new Date();
const startedAt = performance.now();
const results: RouteResult[] = [];
let lighthouseRows: LighthouseRow[] = [];
let lighthouseError: string | undefined;
const reportDir = await mkdtemp(join(tmpdir(), 'lap-browser-bench-'));
const webDist = join(reportDir, 'web');
await cp(WEB_DIST, webDist, { recursive: true });

/** The table so far (console at the end; the results file after every route, so an interrupted run keeps what it measured). */
async function writeTable(final: boolean): Promise<string> {
  const head = `Browser bench — ${started.toISOString().slice(0, 10)}, ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(1)} ${final ? 'at the end' : 'so far'} (${Math.round((performance.now() - startedAt) / 60_000)} min), ${chromiumVersion} headless at 1366×768; ${COLD} cold and ${WARM} warm loads per route; provider data at scale ${SCALE}`;
  const lines = [
    head,
    '',
    '| data | route | who | kind | cold p50 ms | warm p50 ms | warm p95 ms | JS kB | warm goal |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const warm50 = percentile(r.warm, 50);
    const goal = GOAL_MS[r.route.kind];
    const verdict = r.failed ? `failed: ${r.failed.slice(0, 80)}` : warm50 <= goal ? `✓ ≤ ${goal}` : `✗ > ${goal}`;
    lines.push(
      `| ${r.data} | \`${template(r.route.path)}\` | ${r.route.who} | ${r.route.kind} | ${fmt(percentile(r.cold, 50))} | ${fmt(warm50)} | ${fmt(percentile(r.warm, 95))} | ${Number.isNaN(r.jsKb) ? '–' : r.jsKb.toFixed(0)} | ${verdict} |`,
    );
  }
  const met = results.filter((r) => !r.failed && percentile(r.warm, 50) <= GOAL_MS[r.route.kind]).length;
  lines.push(
    '',
    `Warm p50 within the goal (≤ 1,000 ms lists, forms and pages; ≤ 1,500 ms maps): ${met} of ${results.length} route loads.`,
  );
  if (lighthouseRows.length > 0) {
    lines.push(
      '',
      'Lighthouse (mobile preset, simulated throttling; demo data):',
      '',
      '| page | performance | accessibility | FCP | LCP | TBT | Speed Index | CLS |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const l of lighthouseRows)
      lines.push(
        `| \`${l.page}\` | ${l.performance.toFixed(2)} | ${l.accessibility.toFixed(2)} | ${l.fcp} | ${l.lcp} | ${l.tbt} | ${l.si} | ${l.cls} |`,
      );
    for (const l of lighthouseRows) for (const f of l.findings) lines.push(`- ${l.page} accessibility: ${f}`);
    lines.push('', `Reports: ${reportDir}`);
  }
  if (lighthouseError) lines.push('', `Lighthouse failed: ${lighthouseError}`);
  const text = lines.join('\n');
  await mkdir(join(OUT, '..'), { recursive: true });
  await writeFile(OUT, `${text}\n`);
  return text;
}

for (const data of DATASETS) {
  const db = await openData(data);
  const dataDir = await mkdtemp(join(tmpdir(), 'lap-browser-bench-data-'));
  const app = await buildApp({
    env: parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: '0',
      GEOCODER_URL: 'off',
      MAP_TILE_URL: 'off',
    }),
    db,
    mailer: createSmtpMailer('smtp://127.0.0.1:1', 'bench@example.org', 'bench.local'),
    webDistDir: webDist,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // as the journeys launch it (packages/e2e/src/support/browser.ts): SwiftShader draws the maps' WebGL
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  });
  try {
    await app.listen({ port: Number(env.BENCH_BROWSER_PORT ?? 0), host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const ids = await resolveIds(db.em.getKysely() as unknown as Kysely<unknown>);
    const states = new Map<Who, StorageState>();
    for (const who of ['kunde', 'sb', 'admin'] as const) states.set(who, await signedInState(base, EMAIL[who]));
    const routes = benchRoutes(ids).filter(
      (r) => !ONLY || ONLY.some((o) => r.path.toLowerCase().includes(o.toLowerCase())),
    );
    for (const route of routes) {
      const result = await benchRoute(
        browser,
        base,
        data,
        route,
        route.who === 'anon' ? undefined : states.get(route.who),
      );
      results.push(result);
      const line = `${data} ${template(route.path)} (${route.who}, ${route.kind}): cold p50 ${fmt(percentile(result.cold, 50))} ms, warm p50 ${fmt(percentile(result.warm, 50))} ms, p95 ${fmt(percentile(result.warm, 95))} ms, JS ${result.jsKb.toFixed(0)} kB`;
      console.log(result.failed ? `${line} — FAILED: ${result.failed}` : line);
      await writeTable(false);
    }
    if (data === 'demo' && env.BENCH_LIGHTHOUSE !== 'off') {
      try {
        lighthouseRows = await runLighthouse(
          base,
          [
            { path: '/login' },
            { path: '/antraege', state: states.get('kunde') },
            { path: '/auftraege', state: states.get('sb') },
          ],
          reportDir,
        );
      } catch (error) {
        lighthouseError = error instanceof Error ? error.message.slice(0, 300) : String(error);
      }
    }
  } finally {
    await browser.close();
    await app.close();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await rm(webDist, { recursive: true, force: true });
console.log(`\n${await writeTable(true)}\n\nwritten to ${OUT}`);
