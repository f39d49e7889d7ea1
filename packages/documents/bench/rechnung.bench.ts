// `npm run bench` (invoices): in-process render time of the documents of one invoice (5 positions at 19 %, a German
// customer) — the invoice PDF (also one with 20 lines), the XRechnung (CII XML), the ZUGFeRD PDF/A-3 built from that
// PDF, and all three the way the server's documents worker makes them. Prints the first call (cold: fonts read,
// e-invoice schema compiled), p50, p95 and max of repeated calls and the size; then the event-loop delay while invoices
// are generated on this thread, 4 at a time — why the server renders them in a worker thread
// (apps/server/bench/rechnung.bench.ts shows the pool). After the first call, BENCH_RECHNUNG_WARMUP calls (30) are not
// counted: the server's worker renders for its whole life, and on a slow 2-core machine V8 was still optimizing during
// the first 20 repeats (XRechnung p50 5.2 ms over 20 repeats, 3.0 over 200). BENCH_RECHNUNG_RUNS sets the counted repeats
// per row, BENCH_RECHNUNG_INVOICES the invoices of the delay run. A benchmark, not a test: it asserts nothing.
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { renderRechnungPdf, xrechnungCii, zugferdPdf, type RechnungDokumentDaten } from '../src/index.js';
import { POSITIONEN, rechnung } from '../src/rechnung-fixtures.testing.js';
import { markdownTable, writeBenchTable } from './support/bench-doc.js';

const RUNS = Number(process.env.BENCH_RECHNUNG_RUNS ?? 20);
const WARMUP = Number(process.env.BENCH_RECHNUNG_WARMUP ?? 30);
const INVOICES = Number(process.env.BENCH_RECHNUNG_INVOICES ?? 20);
const CONCURRENCY = 4;

/** Nearest rank: p95 of 20 runs is the 19th, not the slowest. */
function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
}

const ms = (x: number): number => Number(x.toFixed(1));
const size = (doc: Uint8Array | string): number => (typeof doc === 'string' ? Buffer.byteLength(doc) : doc.length);

let nummer = 0;
/** Each call a new invoice number, as in production. */
const invoice = (): RechnungDokumentDaten =>
  rechnung({
    rechnungsNummer: `RE2026-${String(++nummer).padStart(5, '0')}`,
    positionen: [
      ...POSITIONEN,
      {
        bezeichnung: 'Übersichtsplan Maßstab 1:5000',
        anzahl: 4,
        einheit: 'Stück',
        einzelpreisCent: 1250,
        artikelnummer: 'ÜP-5000',
      },
    ],
  });

/** An invoice with 20 lines: the fixture's positions over and over, each line with its own text. */
const invoice20 = (): RechnungDokumentDaten =>
  rechnung({
    rechnungsNummer: `RE2026-${String(++nummer).padStart(5, '0')}`,
    positionen: Array.from({ length: 20 }, (_, i) => {
      const p = POSITIONEN[i % POSITIONEN.length] ?? { bezeichnung: 'Position', anzahl: 1, einzelpreisCent: 100 };
      return { ...p, bezeichnung: `${p.bezeichnung} (Gemeinde ${i + 1})` };
    }),
  });

/** All three documents of one invoice, as the server's documents job makes them (the ZUGFeRD from the rendered PDF). */
async function allThree(daten: RechnungDokumentDaten): Promise<Uint8Array> {
  const pdf = await renderRechnungPdf(daten);
  await xrechnungCii(daten);
  return zugferdPdf(daten, pdf);
}

// The ZUGFeRD row gets a PDF rendered beforehand, so it shows what embedding the XML adds to the PDF.
const basePdf = await renderRechnungPdf(invoice());
const scenarios: Array<[string, () => Promise<Uint8Array | string>]> = [
  ['invoice PDF', () => renderRechnungPdf(invoice())],
  ['invoice PDF, 20 lines', () => renderRechnungPdf(invoice20())],
  ['XRechnung CII XML', () => xrechnungCii(invoice())],
  ['ZUGFeRD PDF/A-3 (from the PDF)', () => zugferdPdf(invoice(), basePdf)],
  ['all three (one invoice)', () => allThree(invoice())],
];

const results: Array<Record<string, string | number>> = [];
for (const [name, render] of scenarios) {
  let started = performance.now();
  const doc = await render();
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
    'first ms': ms(coldMs),
    'p50 ms': ms(percentile(times, 50)),
    'p95 ms': ms(percentile(times, 95)),
    'max ms': ms(Math.max(...times)),
    'size KB': Number((size(doc) / 1024).toFixed(1)),
  });
}
console.log(
  `Invoice documents, rendered in-process — ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, ${RUNS} runs per row after ${WARMUP} uncounted (the first call of the first row also pays for the fonts, of the XML row for the schema):`,
);
console.table(results);

// Event-loop delay: INVOICES invoices (all three documents), CONCURRENCY at a time, on this thread.
const delay = monitorEventLoopDelay({ resolution: 10 });
const wall: number[] = [];
let next = 0;
async function lane(): Promise<void> {
  while (next < INVOICES) {
    next++;
    const started = performance.now();
    await allThree(invoice());
    wall.push(performance.now() - started);
  }
}
const started = performance.now();
delay.enable();
await Promise.all(Array.from({ length: CONCURRENCY }, lane));
delay.disable();
const totalMs = performance.now() - started;
console.log(
  `Event-loop delay while generating ${INVOICES} invoices (all three documents, ${CONCURRENCY} at a time) in-process:`,
);
const loopRows = [
  {
    mode: 'in-process',
    'invoice p50 ms': ms(percentile(wall, 50)),
    'invoices/s': Number(((INVOICES / totalMs) * 1000).toFixed(1)),
    'loop delay max ms': ms(delay.max / 1e6),
    'loop delay p99 ms': ms(delay.percentile(99) / 1e6),
  },
];
console.table(loopRows);
await writeBenchTable(
  'rechnung-documents',
  `${markdownTable(results)}\n\nEvent-loop delay while generating ${INVOICES} invoices (all three documents, ${CONCURRENCY} at a time) in-process:\n\n${markdownTable(loopRows)}`,
  `rendered in-process, ${RUNS} runs per row after ${WARMUP} uncounted`,
);
