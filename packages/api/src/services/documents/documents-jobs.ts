import { threadId } from 'node:worker_threads';
import {
  renderKartePdf,
  renderMahnungPdf,
  renderRechnungPdf,
  stampPdf,
  StampError,
  xrechnungCii,
  zugferdPdf,
  type KartePdfData,
  type MahnungPdfData,
  type RechnungDokumentDaten,
  type StampData,
} from '@lap/documents';

/** Which documents of one invoice to make. */
export interface TDokumentWunsch {
  pdf?: boolean;
  xml?: boolean;
  zugferd?: boolean;
}

/** The invoice PDF, the XRechnung (CII XML) and the ZUGFeRD PDF (the invoice PDF with the XML embedded), as asked. */
export interface TRechnungDokumente {
  pdf?: Uint8Array;
  xml?: string;
  zugferd?: Uint8Array;
}

/** The work the server hands to its documents worker threads; plain data in and out (structured clone). */
export type TDocumentsJob =
  | { daten: RechnungDokumentDaten; want: TDokumentWunsch }
  | { mahnung: MahnungPdfData }
  | { stempel: { pdf: Uint8Array; data: StampData } }
  | { karte: KartePdfData };

/** A stamped PDF (issue 17 PDF processing), or why the input could not be stamped (errors cross the thread as text only). */
export type TStempelErgebnis = { ok: true; pdf: Uint8Array } | { ok: false; reason: StampError['reason'] };

/** The documents and the thread that made them (diagnostics and the test that proves it is not the main thread). */
export interface TDocumentsResult {
  dokumente: TRechnungDokumente;
  /** The dunning notice's PDF, for a `mahnung` job. */
  mahnungPdf?: Uint8Array;
  stempel?: TStempelErgebnis;
  /** The map print's PDF, for a `karte` job. */
  kartePdf?: Uint8Array;
  threadId: number;
}

/** Runs one job; the same code in a worker thread and in the in-process fallback. The ZUGFeRD is built from the PDF rendered here. */
export async function runDocumentsJob(job: TDocumentsJob): Promise<TDocumentsResult> {
  if ('karte' in job) return { dokumente: {}, kartePdf: await renderKartePdf(job.karte), threadId };
  if ('mahnung' in job) return { dokumente: {}, mahnungPdf: await renderMahnungPdf(job.mahnung), threadId };
  if ('stempel' in job) {
    try {
      return { dokumente: {}, stempel: { ok: true, pdf: await stampPdf(job.stempel.pdf, job.stempel.data) }, threadId };
    } catch (error) {
      if (error instanceof StampError) return { dokumente: {}, stempel: { ok: false, reason: error.reason }, threadId };
      throw error;
    }
  }
  const { daten, want } = job;
  const dokumente: TRechnungDokumente = {};
  const pdf = want.pdf || want.zugferd ? await renderRechnungPdf(daten) : undefined;
  if (want.pdf) dokumente.pdf = pdf;
  if (want.xml) dokumente.xml = await xrechnungCii(daten);
  if (want.zugferd) dokumente.zugferd = await zugferdPdf(daten, pdf);
  return { dokumente, threadId };
}
