import { RECHNUNG_MSG } from '@lap/contracts';
import { StoredFile } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { rechnungDokumente } from '../documents/documents.service.js';
import type { FileDownload } from '../export/export.service.js';
import { localFileStorage } from '../files/storage.js';
import { adresseOf, artOf, isIssued, rechnungForStaff } from './rechnung-access.js';
import { dokumentDaten, dokumentNamen, kaeuferAus } from './senden.service.js';

/** A stored document of an issued invoice: its PDF, its XRechnung XML or its ZUGFeRD PDF. */
async function storedDokument(ctx: AuthedContext, rechnungId: string, welches: 'pdf' | 'xml' | 'zugferd'): Promise<FileDownload> {
  const r = await rechnungForStaff(ctx, ctx.em, rechnungId);
  if (!r.rechnungsNummer || !r.rechnungGeneriert) throw new AppError('NOT_FOUND', RECHNUNG_MSG.nichtVersendet);
  const name = dokumentNamen(r.rechnungsNummer, artOf(r))[welches];
  const file = await ctx.em.findOne(StoredFile, { rechnung: r.id, originalName: name });
  // invoices issued before the portal kept documents (the demo's history) have none
  if (!file) throw new AppError('NOT_FOUND', RECHNUNG_MSG.keineDokumente);
  return { stream: localFileStorage(ctx.deps.filesDir).read(file.storageKey), fileName: file.originalName, contentType: file.contentType, size: file.size };
}

/** DownloadRechnungPdfById/{rechnungId}: the PDF as sent. */
export const rechnungPdfDownload = (ctx: AuthedContext, rechnungId: string): Promise<FileDownload> => storedDokument(ctx, rechnungId, 'pdf');

/** GetERechnungById/{id}: the XRechnung (CII XML) as sent. */
export const eRechnungDownload = (ctx: AuthedContext, rechnungId: string): Promise<FileDownload> => storedDokument(ctx, rechnungId, 'xml');

/**
 * ErstelleRechnungPdfById/{rechnungId} ('create PDF'): a draft rendered as a preview marked 'Entwurf' (no number, nothing
 * stored); an issued invoice answers its stored PDF. Rendered in the documents worker.
 */
export async function rechnungPdfVorschau(ctx: AuthedContext, rechnungId: string, now = new Date()): Promise<{ fileName: string; bytes: Uint8Array }> {
  const r = await rechnungForStaff(ctx, ctx.em, rechnungId);
  if (isIssued(r) && r.rechnungGeneriert) {
    const file = await rechnungPdfDownload(ctx, rechnungId);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
    return { fileName: file.fileName, bytes: Buffer.concat(chunks) };
  }
  const adresse = await adresseOf(ctx.em, r.auftrag.antrag.id);
  if (!adresse) throw new AppError('BAD_REQUEST', RECHNUNG_MSG.keineAdresse);
  if (r.positionen.length === 0) throw new AppError('BAD_REQUEST', RECHNUNG_MSG.keinePositionen);
  const daten = dokumentDaten(r, kaeuferAus(adresse), adresse.keineProjektnummer ? null : (adresse.projektnummer ?? null), now);
  const { pdf } = await rechnungDokumente({ ...daten, entwurf: true, rechnungsNummer: null }, { pdf: true });
  if (!pdf) throw new AppError('SERVICE_UNAVAILABLE', 'Die Rechnungsdokumente konnten nicht erzeugt werden. Bitte versuchen Sie es erneut.');
  return { fileName: `Rechnungsentwurf_${r.auftrag.antrag.vorgangsnummer}.pdf`, bytes: pdf };
}
