import { RECHNUNG_MSG } from '@lap/contracts';
import { Antrag, StoredFile, type IStoredFile } from '@lap/db';
import type { RechnungKaeufer } from '@lap/documents';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { rechnungDokumente } from '../documents/documents.service.js';
import { storedDownload, type FileDownload } from '../export/export.service.js';
import { adresseOf, artOf, isIssued, rechnungForStaff } from './rechnung-access.js';
import { dokumentDaten, dokumentNamen, kaeuferAus, writeDokumente } from './senden.service.js';

/** A stored document of an issued invoice: its PDF, its XRechnung XML or its ZUGFeRD PDF. */
async function storedDokument(
  ctx: AuthedContext,
  rechnungId: string,
  welches: 'pdf' | 'xml' | 'zugferd',
): Promise<FileDownload> {
  const r = await rechnungForStaff(ctx, ctx.em, rechnungId);
  if (!r.rechnungsNummer || !r.rechnungGeneriert) throw new AppError('NOT_FOUND', RECHNUNG_MSG.nichtVersendet);
  const name = dokumentNamen(r.rechnungsNummer, artOf(r))[welches];
  const file =
    (await ctx.em.findOne(StoredFile, { rechnung: r.id, originalName: name })) ?? (await archivieren(ctx, r.id, name));
  return storedDownload(ctx.deps.storage, file);
}

/**
 * An invoice issued without stored documents (issued before the portal kept them, e.g. the demo's history): its documents
 * are rendered once from the issued data (number, date, frozen buyer, lines) and kept, so every later download answers
 * the same bytes. No mail: the invoice was sent back then.
 */
async function archivieren(ctx: AuthedContext, rechnungId: string, name: string): Promise<IStoredFile> {
  const r = await rechnungForStaff(ctx, ctx.em.fork(), rechnungId);
  const frozen = (r.kaeufer ?? null) as (RechnungKaeufer & { projektnummer?: string | null }) | null;
  const adresse = frozen ? null : await adresseOf(ctx.em, r.auftrag.antrag.id);
  const kaeufer = frozen ?? (adresse ? kaeuferAus(adresse) : null);
  if (!kaeufer) throw new AppError('NOT_FOUND', RECHNUNG_MSG.keineDokumente);
  const projektnummer = frozen
    ? (frozen.projektnummer ?? null)
    : adresse && !adresse.keineProjektnummer
      ? (adresse.projektnummer ?? null)
      : null;
  const docs = await rechnungDokumente(dokumentDaten(r, kaeufer, projektnummer, r.rechnungVersandt ?? new Date()), {
    pdf: true,
    xml: true,
    zugferd: true,
  });
  if (!docs.pdf || !docs.xml || !docs.zugferd)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Die Rechnungsdokumente konnten nicht erzeugt werden. Bitte versuchen Sie es erneut.',
    );
  const written = await writeDokumente(ctx.deps, r, { pdf: docs.pdf, xml: docs.xml, zugferd: docs.zugferd });
  const storage = ctx.deps.storage;
  const kept = await ctx.em.fork().transactional(async (em) => {
    const locked = await rechnungForStaff(ctx, em, rechnungId, { lock: true });
    // another download archived them meanwhile: keep those
    if ((await em.count(StoredFile, { rechnung: locked.id, mahnung: null })) > 0) return false;
    const antrag = await em.findOneOrFail(Antrag, { id: locked.auftrag.antrag.id });
    written.forEach((w) =>
      em.create(StoredFile, {
        kind: 'dokument',
        storageKey: w.key,
        originalName: w.name,
        contentType: w.type,
        size: w.size,
        sha256: w.sha256,
        antrag,
        rechnung: locked,
        uploadedBy: null,
      }),
    );
    await em.flush();
    return true;
  });
  if (!kept) await Promise.all(written.map((w) => storage.remove(w.key).catch(() => undefined)));
  const file = await ctx.em.fork().findOne(StoredFile, { rechnung: rechnungId, originalName: name });
  if (!file) throw new AppError('NOT_FOUND', RECHNUNG_MSG.keineDokumente);
  return file;
}

/** DownloadRechnungPdfById/{rechnungId}: the PDF as sent. */
export const rechnungPdfDownload = (ctx: AuthedContext, rechnungId: string): Promise<FileDownload> =>
  storedDokument(ctx, rechnungId, 'pdf');

/** GetERechnungById/{id}: the XRechnung (CII XML) as sent. */
export const eRechnungDownload = (ctx: AuthedContext, rechnungId: string): Promise<FileDownload> =>
  storedDokument(ctx, rechnungId, 'xml');

/**
 * ErstelleRechnungPdfById/{rechnungId} ('create PDF'): a draft rendered as a preview marked 'Entwurf' (no number, nothing
 * stored); an issued invoice answers its stored PDF. Rendered in the documents worker.
 */
export async function rechnungPdfVorschau(
  ctx: AuthedContext,
  rechnungId: string,
  now = new Date(),
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const r = await rechnungForStaff(ctx, ctx.em, rechnungId);
  if (isIssued(r) && r.rechnungGeneriert) {
    const file = await rechnungPdfDownload(ctx, rechnungId);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.open()) chunks.push(Buffer.from(chunk as Buffer));
    return { fileName: file.fileName, bytes: Buffer.concat(chunks) };
  }
  const adresse = await adresseOf(ctx.em, r.auftrag.antrag.id);
  if (!adresse) throw new AppError('BAD_REQUEST', RECHNUNG_MSG.keineAdresse);
  if (r.positionen.length === 0) throw new AppError('BAD_REQUEST', RECHNUNG_MSG.keinePositionen);
  const daten = dokumentDaten(
    r,
    kaeuferAus(adresse),
    adresse.keineProjektnummer ? null : (adresse.projektnummer ?? null),
    now,
  );
  const { pdf } = await rechnungDokumente({ ...daten, entwurf: true, rechnungsNummer: null }, { pdf: true });
  if (!pdf)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Die Rechnungsdokumente konnten nicht erzeugt werden. Bitte versuchen Sie es erneut.',
    );
  return { fileName: `Rechnungsentwurf_${r.auftrag.antrag.vorgangsnummer}.pdf`, bytes: pdf };
}
