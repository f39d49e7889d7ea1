// Lighthouse (the npm package, its default config: the mobile preset with simulated throttling) against Debian's
// Chromium started here with a DevTools port. Signed-in pages: the browser is signed in first (cookies and the stored
// user in its default context) and Lighthouse keeps its storage (disableStorageReset); the HTTP cache is cleared before
// every run so each one is a first visit. BENCH_LIGHTHOUSE_RUNS (3) runs per page, each in a fresh Chromium; the row
// is the run of the median performance score (its metrics as that run measured them, not medians across runs).
// BENCH_LIGHTHOUSE_PAGES=login,… runs only the pages whose path contains one of these.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { appUrl, type StorageState } from './session.js';

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  fcp: string;
  lcp: string;
  tbt: string;
  si: string;
  cls: string;
  /** accessibility audits that failed, with the first elements they name */
  findings: string[];
  report: string;
  /** the performance score of every run, in order (the row is the median run's) */
  runs: number[];
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');

/** The port Chromium prints as 'DevTools listening on ws://127.0.0.1:PORT/…' (headless writes no DevToolsActivePort). */
function devtoolsPort(proc: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port: ${seen.slice(-500)}`)), timeoutMs);
    proc.stderr?.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4000);
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
  });
}

/**
 * Runs Lighthouse RUNS times on each page (anonymous, or signed in with `state`); writes each report as JSON under
 * `outDir`. A page's row is its median run by performance score, with every run's score beside it.
 */
export async function runLighthouse(
  base: string,
  pages: Array<{ path: string; state?: StorageState }>,
  outDir: string,
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const page of pages) {
    if (ONLY && !ONLY.some((o) => page.path.toLowerCase().includes(o.toLowerCase()))) continue;
    const runs: LighthouseRow[] = [];
    for (let run = 1; run <= RUNS; run++) runs.push(await runOnce(base, page, outDir, run));
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    if (!median) continue;
    rows.push({ ...median, runs: runs.map((r) => r.performance) });
    const each = runs.map((r) => `${r.performance.toFixed(2)} (FCP ${r.fcp}, LCP ${r.lcp}, TBT ${r.tbt})`).join('; ');
    console.log(
      `Lighthouse ${page.path}: median ${median.performance.toFixed(2)} of ${each}, load ${loadavg()[0]?.toFixed(1)}`,
    );
  }
  return rows;
}

/** One Lighthouse run on a fresh Chromium. */
async function runOnce(
  base: string,
  { path, state }: { path: string; state?: StorageState },
  outDir: string,
  run: number,
): Promise<LighthouseRow> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'lap-lighthouse-'));
  const port = Number(process.env.BENCH_CDP_PORT ?? 0);
  const proc = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  try {
    const cdpPort = await devtoolsPort(proc, 20_000);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    if (state) {
      await context.addCookies(state.cookies);
      await page.goto(`${base}/healthz`);
      await page.evaluate((items) => {
        const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
          .localStorage;
        for (const item of items) storage.setItem(item.name, item.value);
      }, state.origins[0]?.localStorage ?? []);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
    const result = await lighthouse(appUrl(base, path), {
      port: cdpPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // keeps the signed-in session (cookies and the stored user); the cache was cleared above
      disableStorageReset: true,
    });
    await browser.close().catch(() => undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    const findings: string[] = [];
    for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue;
      const items =
        (a.details as { items?: Array<{ node?: { selector?: string; snippet?: string } }> } | undefined)?.items ?? [];
      findings.push(
        `${a.id}: ${items
          .slice(0, 3)
          .map((i) => i.node?.selector ?? i.node?.snippet ?? '?')
          .join(' | ')}`,
      );
    }
    const report = join(outDir, `lighthouse${path.replace(/[^a-z0-9]+/gi, '-')}-${run}.json`);
    await writeFile(report, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    return {
      page: path,
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      si: audit('speed-index'),
      cls: audit('cumulative-layout-shift'),
      findings,
      report,
      runs: [],
    };
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => (proc.exitCode === null ? proc.once('exit', r) : r(null)));
    await rm(userDataDir, { recursive: true, force: true });
  }
}
