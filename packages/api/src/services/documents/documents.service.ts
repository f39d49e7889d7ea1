import { availableParallelism } from 'node:os';
import { ERECHNUNG_MSG } from '@lap/contracts';
import { AppError } from '../../errors.js';
import type { KartePdfData, MahnungPdfData, RechnungDokumentDaten, StampData } from '@lap/documents';
import { findWorkerScript, sharedWorkerPool, type WorkerScript } from '../geometry/worker-pool.js';
import {
  runDocumentsJob,
  type TDocumentsJob,
  type TDocumentsResult,
  type TDokumentWunsch,
  type TRechnungDokumente,
  type TStempelErgebnis,
} from './documents-jobs.js';

export type { TDokumentWunsch, TRechnungDokumente } from './documents-jobs.js';

/** Per job; an invoice takes well under a second, so this only ever ends a broken or starved worker. */
const JOB_TIMEOUT_MS = 30_000;
const MAX_QUEUE = 50;

/** dist/documents-worker.js beside the bundle (apps/server/build.mjs), or documents.worker.ts through tsx. */
export function documentsWorkerScript(base: string | URL = import.meta.url): WorkerScript | null {
  return findWorkerScript(base, { bundled: './documents-worker.js', source: './documents.worker.ts' });
}

const pool = sharedWorkerPool<TDocumentsJob, TDocumentsResult>({
  name: 'documents',
  messages: { failed: ERECHNUNG_MSG.dokumenteFehlgeschlagen, timedOut: ERECHNUNG_MSG.dokumenteFehlgeschlagen },
  script: documentsWorkerScript(),
  runInProcess: runDocumentsJob,
  // One core stays with the event loop.
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  timeoutMs: JOB_TIMEOUT_MS,
  maxQueue: MAX_QUEUE,
});

export const configureDocumentsPool = pool.configure;
export const closeDocumentsPool = pool.close;
export const documentsPoolMode = pool.mode;

/** One job through the pool, with the thread that ran it. */
export function runInDocumentsPool(job: TDocumentsJob): Promise<TDocumentsResult> {
  return pool.run(job);
}

/**
 * The documents of one invoice (issue 14), made in a worker thread so rendering and the e-invoice schema never
 * hold up the event loop: the PDF, the XRechnung (CII XML) and the ZUGFeRD PDF (built from that PDF), as `want`
 * asks. A failed or timed-out job throws AppError SERVICE_UNAVAILABLE (503) with a German message.
 */
export async function rechnungDokumente(
  daten: RechnungDokumentDaten,
  want: TDokumentWunsch,
): Promise<TRechnungDokumente> {
  if (!want.pdf && !want.xml && !want.zugferd) return {};
  return (await runInDocumentsPool({ daten, want })).dokumente;
}

/** The PDF of a dunning notice (issue 15), rendered in a worker thread like the invoice documents. */
export async function mahnungPdf(data: MahnungPdfData): Promise<Uint8Array> {
  const result = await runInDocumentsPool({ mahnung: data });
  if (!result.mahnungPdf)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Das Mahnschreiben konnte nicht erzeugt werden. Bitte versuchen Sie es erneut.',
    );
  return result.mahnungPdf;
}

/** An operator's PDF with our case header on every page (issue 17 PDF processing), stamped in a worker thread. */
export async function stempelPdf(pdf: Uint8Array, data: StampData): Promise<TStempelErgebnis> {
  const result = await runInDocumentsPool({ stempel: { pdf, data } });
  if (!result.stempel)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Die PDF-Datei konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.',
    );
  return result.stempel;
}

/** The map print's PDF (issue 17), composed in a worker thread from the rendered map images. */
export async function kartePdf(data: KartePdfData): Promise<Uint8Array> {
  const result = await runInDocumentsPool({ karte: data });
  if (!result.kartePdf)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Die Druckdatei konnte nicht erzeugt werden. Bitte versuchen Sie es erneut.',
    );
  return result.kartePdf;
}
