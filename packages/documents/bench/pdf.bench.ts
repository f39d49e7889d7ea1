// `npm run bench`: render time of the PDFs the server produces on request — a 20-position offer (the usual
// size), a 200-position offer and a 400-municipality list. Prints p50, p95 and max of repeated renders, the
// first (cold: font files read and parsed) render and the file size. Each render has its own case number, as in
// production. After the first render, BENCH_PDF_WARMUP renders (30) are not counted: the server renders for its whole
// life (see bench/rechnung.bench.ts). BENCH_PDF_RUNS sets the counted repeats per row. A benchmark, not a test: it
// asserts nothing.
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { renderAngebotPdf, renderGemeindenPdf } from '../src/index.js';
import { angebot, manyPositions } from '../src/fixtures.testing.js';
import { writeBenchTable } from './support/bench-doc.js';

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 30);
const WARMUP = Number(process.env.BENCH_PDF_WARMUP ?? 30);

/** Nearest rank: p95 of 30 runs is the 29th, not the slowest. */
function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
}

let nummer = 0;
const vorgangsnummer = (): string => `AS2026-${String(++nummer).padStart(6, '0')}`;

const scenarios: Array<[string, () => Promise<Uint8Array>]> = [
  [
    'offer, 20 positions',
    () => renderAngebotPdf(angebot({ vorgangsnummer: vorgangsnummer(), positionen: manyPositions(20) })),
  ],
  [
    'offer, 200 positions',
    () => renderAngebotPdf(angebot({ vorgangsnummer: vorgangsnummer(), positionen: manyPositions(200) })),
  ],
  [
    'municipality list, 400 entries',
    () =>
      renderGemeindenPdf({
        vorgangsnummer: vorgangsnummer(),
        datum: '2026-11-21',
        gemeinden: Array.from({ length: 400 }, (_, i) => ({
          name: `Gemeinde ${i + 1}`,
          ags: `14${String(i).padStart(6, '0')}`,
          aktiv: i % 9 !== 0,
        })),
      }),
  ],
];

const results: Array<Record<string, string | number>> = [];
for (const [name, render] of scenarios) {
  let started = performance.now();
  const bytes = await render();
  const coldMs = performance.now() - started;
  for (let r = 0; r < WARMUP; r++) await render();
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  results.push({
    scenario: name,
    'first ms': Number(coldMs.toFixed(1)),
    'p50 ms': Number(percentile(times, 50).toFixed(1)),
    'p95 ms': Number(percentile(times, 95).toFixed(1)),
    'max ms': Number(Math.max(...times).toFixed(1)),
    'size KB': Math.round(bytes.length / 1024),
  });
}

console.log(
  `PDFs, rendered in-process — ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, ${RUNS} runs per row after ${WARMUP} uncounted:`,
);
console.table(results);
await writeBenchTable('pdf', results, `rendered in-process, ${RUNS} runs per row after ${WARMUP} uncounted`);
