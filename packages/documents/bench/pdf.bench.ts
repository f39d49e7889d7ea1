// `npm run bench`: render time of the PDFs the server produces on request — a 20-position offer (the usual
// size), a 200-position offer and a 400-municipality list. Prints median and max of repeated renders, the
// first (cold: font files read and parsed) render and the file size. A benchmark, not a test: it asserts nothing.
import { performance } from 'node:perf_hooks';
import { renderAngebotPdf, renderGemeindenPdf } from '../src/index.js';
import { angebot, manyPositions } from '../src/fixtures.testing.js';

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 30);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

const scenarios: Array<[string, () => Promise<Uint8Array>]> = [
  ['offer, 20 positions', () => renderAngebotPdf(angebot({ positionen: manyPositions(20) }))],
  ['offer, 200 positions', () => renderAngebotPdf(angebot({ positionen: manyPositions(200) }))],
  [
    'municipality list, 400 entries',
    () =>
      renderGemeindenPdf({
        vorgangsnummer: 'AS2026-000123',
        datum: '2026-11-21',
        gemeinden: Array.from({ length: 400 }, (_, i) => ({ name: `Gemeinde ${i + 1}`, ags: `14${String(i).padStart(6, '0')}`, aktiv: i % 9 !== 0 })),
      }),
  ],
];

const results: Array<Record<string, string | number>> = [];
for (const [name, render] of scenarios) {
  let started = performance.now();
  const bytes = await render();
  const coldMs = performance.now() - started;
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  results.push({
    scenario: name,
    'first ms': Number(coldMs.toFixed(1)),
    'median ms': Number(median(times).toFixed(1)),
    'max ms': Number(Math.max(...times).toFixed(1)),
    'size KB': Math.round(bytes.length / 1024),
  });
}

console.table(results);
