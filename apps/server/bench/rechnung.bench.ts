// `npm run bench` (invoices): the documents of an invoice — PDF, XRechnung and ZUGFeRD — made through the server's
// documents worker pool (rechnungDokumente; under tsx the worker runs documents.worker.ts from source, no build needed),
// 4 invoices at a time, while the main thread's event-loop delay is measured. Prints the first invoice (cold: worker
// started, fonts read, schema compiled), the per-invoice p50/p95 wall time (queueing for a free worker included),
// throughput, and the event-loop delay max/p99 — to set beside the in-process figures of
// packages/documents/bench/rechnung.bench.ts. BENCH_RECHNUNG_INVOICES sets the invoices. A benchmark, not a test.
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { ANBIETER_VERKAEUFER } from '@lap/contracts';
import { closeDocumentsPool, documentsPoolMode, rechnungDokumente } from '@lap/api';
import { writeBenchTable } from '../../../packages/documents/bench/support/bench-doc.js';

const INVOICES = Number(process.env.BENCH_RECHNUNG_INVOICES ?? 20);
const CONCURRENCY = 4;
const ALL = { pdf: true, xml: true, zugferd: true } as const;

type Daten = Parameters<typeof rechnungDokumente>[0];

/** Nearest rank: p95 of 20 invoices is the 19th, not the slowest. */
function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
}

const ms = (x: number): number => Number(x.toFixed(1));

let nummer = 0;
/** A normal invoice: 5 positions at 19 %, a German company customer, each call a new number. */
const invoice = (): Daten => ({
  art: 'rechnung',
  entwurf: false,
  rechnungsNummer: `RE2026-${String(++nummer).padStart(5, '0')}`,
  rechnungsDatum: '2026-11-21',
  leistungszeitraum: { von: '2026-11-02', bis: '2026-11-20' },
  vorgangsnummer: 'AS2026-000123',
  projektnummer: 'Glasfaser Gröba Süd',
  verkaeufer: ANBIETER_VERKAEUFER,
  kaeufer: {
    firma: 'Tiefbau Müller & Söhne GmbH',
    vorname: 'Jörg',
    name: 'Weißbach',
    strasse: 'Lessingstraße',
    hausnummer: '7',
    plz: '01589',
    ort: 'Gröditz',
    land: 'DE',
    email: 'buchhaltung@tiefbau-mueller.example',
  },
  positionen: [
    { bezeichnung: 'Grundgebühr Leitungsauskunft', anzahl: 1, einheit: 'pauschal', einzelpreisCent: 8900 },
    {
      bezeichnung: 'Auskunft je betroffener Gemeinde',
      beschreibung: 'Planauszüge Strom, Gas, Trinkwasser – Gröditz, Zeithain, Nünchritz',
      anzahl: 3,
      einheit: 'Gemeinde',
      einzelpreisCent: 2533,
    },
    { bezeichnung: 'Prüfung der Flächengröße', anzahl: 2.5, einheit: 'Stunde', einzelpreisCent: 3333 },
    { bezeichnung: 'Zuschlag Eilbearbeitung', anzahl: 1, einheit: 'Stück', einzelpreisCent: 4900 },
    { bezeichnung: 'Übersichtsplan Maßstab 1:5000', anzahl: 4, einheit: 'Stück', einzelpreisCent: 1250 },
  ],
  mwstProzent: 19,
  zahlungszielTage: 14,
});

let started = performance.now();
await rechnungDokumente(invoice(), ALL);
const coldMs = performance.now() - started;
const mode = documentsPoolMode();

const delay = monitorEventLoopDelay({ resolution: 10 });
const wall: number[] = [];
let next = 0;
async function lane(): Promise<void> {
  while (next < INVOICES) {
    next++;
    const t = performance.now();
    await rechnungDokumente(invoice(), ALL);
    wall.push(performance.now() - t);
  }
}
started = performance.now();
delay.enable();
await Promise.all(Array.from({ length: CONCURRENCY }, lane));
delay.disable();
const totalMs = performance.now() - started;
await closeDocumentsPool();

console.log(
  `Invoice documents (PDF + XRechnung + ZUGFeRD) through the documents pool (mode: ${mode}, ${availableParallelism()} cores), ${INVOICES} invoices, ${CONCURRENCY} at a time:`,
);
const poolRows = [
  {
    mode: 'worker pool',
    'first ms': ms(coldMs),
    'invoice p50 ms': ms(percentile(wall, 50)),
    'invoice p95 ms': ms(percentile(wall, 95)),
    'invoices/s': Number(((INVOICES / totalMs) * 1000).toFixed(1)),
    'loop delay max ms': ms(delay.max / 1e6),
    'loop delay p99 ms': ms(delay.percentile(99) / 1e6),
  },
];
console.table(poolRows);
await writeBenchTable(
  'rechnung-pool',
  poolRows,
  `${INVOICES} invoices (PDF + XRechnung + ZUGFeRD) through the documents pool (mode: ${mode}), ${CONCURRENCY} at a time`,
);
