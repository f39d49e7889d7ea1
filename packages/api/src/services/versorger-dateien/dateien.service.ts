import {
  ANFRAGE_STATUS_ID,
  APP_BASE_PATH,
  BETREIBER_STAND,
  type TAuftragUploads,
  type TAuskunftFile,
  type TAuskunftGruppe,
  type TConfirmVersorgerInput,
  type TDeleteVersorgerFileInput,
  type TMissingUploadInfo,
  type TVersorgerFile,
  type TVersorgerLinkInput,
  UPLOAD_MSG,
  VERSORGER_UPLOAD,
  VERSORGER_UPLOAD_MSG,
} from '@lap/contracts';
import { Auftrag, StoredFile, Versorger, type IStoredFile, type IVersorger } from '@lap/db';
import type { AuthedContext, Context } from '../../context.js';
import { AppError } from '../../errors.js';
import { antragFor } from '../antrag/antrag-access.js';
import {
  CONTENT_TYPES,
  extensionOf,
  listAntragFiles,
  safeFileName,
  type IncomingFile,
} from '../antrag/dateien.service.js';
import { auftragForStaff } from '../auftrag/auftrag-access.js';
import { markBearbeitungBegonnen, refreshBearbeitungsStatus, versorgerHistorie } from '../auftrag/status.service.js';
import { orRemoveStored, storeCheckedUpload } from '../files/receive.js';
import { isUuid } from '../ids.js';
import { betreiberStaende } from './betreiber-stand.service.js';
import { isBestaetigt, versorgerByLink, type LinkAccess } from './link-access.js';

type TLinkRef = Pick<TVersorgerLinkInput, 'versorgerId' | 'e' | 's'> & { auftragId?: string | undefined };

const dateiNichtGefunden = (): AppError => new AppError('NOT_FOUND', VERSORGER_UPLOAD_MSG.dateiNichtGefunden);
const bereitsBestaetigt = (): AppError => new AppError('CONFLICT', VERSORGER_UPLOAD_MSG.bereitsBestaetigt);

/** A supplier file row (populated `versorger`) as the lists show it. */
function toDto(f: IStoredFile, versorger: Pick<IVersorger, 'id' | 'versorgerName'>): TVersorgerFile {
  return {
    id: f.id,
    versorgerId: versorger.id,
    versorgerName: versorger.versorgerName,
    fileName: f.originalName,
    createdAt: f.createdAt.toISOString(),
    size: f.size,
    vomVersorger: f.uploadedBy === null || f.uploadedBy === undefined,
  };
}

async function filesOf(ctx: Pick<Context, 'em'>, versorger: IVersorger): Promise<TVersorgerFile[]> {
  const files = await ctx.em.find(
    StoredFile,
    { versorger, kind: 'versorger' },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return files.map((f) => toDto(f, versorger));
}

/** A supplier row brought only by municipalities that are switched off no longer counts (as in the order's status). */
const isInaktiv = (v: IVersorger): boolean =>
  v.gemeinden.isInitialized() && v.gemeinden.length > 0 && v.gemeinden.getItems().every((g) => g.disabled);

function infoOf(access: LinkAccess, files: TVersorgerFile[], publicUrl: string): TMissingUploadInfo {
  const { versorger, operator } = access;
  const antrag = versorger.auftrag.antrag;
  return {
    versorgerId: versorger.id,
    auftragId: versorger.auftrag.id,
    vorgangsnummer: antrag.vorgangsnummer,
    strasse: antrag.strasse,
    hausnummer: antrag.hausnummer,
    plz: antrag.plz,
    ort: antrag.ort,
    // the public map key of the request (spec 000 §2 externalKarte: the id without dashes)
    karteUrl: `${publicUrl}${APP_BASE_PATH}/externalKarte/${antrag.id.replace(/-/g, '')}`,
    versorgerName: versorger.versorgerName,
    bestaetigt: isBestaetigt(versorger),
    auskunftDatum: versorger.auskunftDatum?.toISOString() ?? null,
    nichtBetroffen: versorger.nichtBetroffen,
    modus: operator ? 'versorger' : 'sachbearbeitung',
    files,
  };
}

/** GetMissingUploadInfo/{versorgerId}/{auftragId}: case number, site, map link and the operator's own files — no customer data. */
export async function missingUploadInfo(ctx: Context, input: TVersorgerLinkInput): Promise<TMissingUploadInfo> {
  const access = await versorgerByLink(ctx, input);
  return infoOf(access, await filesOf(ctx, access.versorger), ctx.deps.publicUrl);
}

/** GetVersorgerFilesById/{versorgerId}: the files of one supplier row (link or case worker). */
export async function versorgerFiles(ctx: Context, ref: TLinkRef): Promise<TVersorgerFile[]> {
  const { versorger } = await versorgerByLink(ctx, ref);
  return filesOf(ctx, versorger);
}

/**
 * PostUploadVersorgerDatei (multipart VersorgerId, FormFile): streamed through the magic-byte sniffer into storage
 * like request files; KML, PDF, JPEG, PNG, ZIP, 7z only. Through the link until the operator confirmed; case workers
 * (uploading on an operator's behalf) at any time.
 */
export async function uploadVersorgerFile(ctx: Context, ref: TLinkRef, file: IncomingFile): Promise<TVersorgerFile> {
  const refuse = (error: AppError): never => {
    file.stream.resume();
    throw error;
  };
  const access = await versorgerByLink(ctx, ref).catch((error: unknown) => {
    file.stream.resume();
    throw error;
  });
  const { versorger, operator, actor } = access;
  if (operator && isBestaetigt(versorger)) refuse(bereitsBestaetigt());
  if ((await ctx.em.count(StoredFile, { versorger, kind: 'versorger' })) >= VERSORGER_UPLOAD.maxFilesPerVersorger)
    refuse(new AppError('BAD_REQUEST', VERSORGER_UPLOAD_MSG.maxDateien));
  const name = safeFileName(file.filename);
  const ext = extensionOf(name);
  if (!VERSORGER_UPLOAD.extensions.includes(ext))
    refuse(new AppError('BAD_REQUEST', UPLOAD_MSG.typ, [{ field: 'FormFile', message: UPLOAD_MSG.typ }]));

  const storage = ctx.deps.storage;
  const { storageKey, size, sha256 } = await storeCheckedUpload(storage, `versorger/${versorger.id}`, file, ext);
  const stored = await orRemoveStored(storage, storageKey, async () => {
    const row = ctx.em.create(StoredFile, {
      kind: 'versorger',
      storageKey,
      originalName: name,
      contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      size,
      sha256,
      versorger,
      uploadedBy: actor?.userId ?? null,
    });
    versorgerHistorie(
      ctx.em,
      versorger,
      actor,
      operator ? `Datei über den Upload-Link hochgeladen: ${name}` : `Datei für den Netzbetreiber hochgeladen: ${name}`,
    );
    await markBearbeitungBegonnen(ctx.em, versorger.auftrag, actor);
    await ctx.em.flush();
    return row;
  });
  // Parallel uploads may have passed the count together: the newest ones over the limit go again.
  const all = await ctx.em.find(
    StoredFile,
    { versorger, kind: 'versorger' },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  if (all.slice(VERSORGER_UPLOAD.maxFilesPerVersorger).some((f) => f.id === stored.id)) {
    ctx.em.remove(stored);
    await ctx.em.flush();
    await storage.remove(stored.storageKey);
    throw new AppError('BAD_REQUEST', VERSORGER_UPLOAD_MSG.maxDateien);
  }
  return toDto(stored, versorger);
}

/** Removes the row first: a file left in storage is harmless, a row without its file is not. */
async function removeFile(
  ctx: Context,
  file: IStoredFile,
  access: Pick<LinkAccess, 'versorger' | 'actor' | 'operator'>,
): Promise<void> {
  ctx.em.remove(file);
  versorgerHistorie(
    ctx.em,
    access.versorger,
    access.actor,
    access.operator
      ? `Datei über den Upload-Link gelöscht: ${file.originalName}`
      : `Datei gelöscht: ${file.originalName}`,
  );
  await ctx.em.flush();
  await ctx.deps.storage.remove(file.storageKey).catch(() => undefined);
}

/**
 * DeleteVersorgerFile/{versorgerId}/{fileId} (the upload pages): the operator deletes the files it uploaded itself
 * while it has not confirmed; a case worker any file of the row. Idempotent: a file that is not (or no longer) one of
 * the row's files changes nothing and answers the same (a double click, a second tab).
 */
export async function deleteVersorgerFile(ctx: Context, input: TDeleteVersorgerFileInput): Promise<{ id: string }> {
  const access = await versorgerByLink(ctx, input);
  const fileId = input.fileId.toLowerCase();
  if (!isUuid(fileId)) throw dateiNichtGefunden();
  if (access.operator && isBestaetigt(access.versorger)) throw bereitsBestaetigt();
  const file = await ctx.em.findOne(StoredFile, { id: fileId, versorger: access.versorger, kind: 'versorger' });
  if (!file) return { id: fileId };
  if (access.operator && file.uploadedBy) throw new AppError('FORBIDDEN', VERSORGER_UPLOAD_MSG.nurEigeneDateien);
  await removeFile(ctx, file, access);
  return { id: fileId };
}

/** DeleteVersorgerFileById/{id} (/auftraguploads): case workers, any supplier file. */
export async function deleteVersorgerFileById(ctx: AuthedContext, fileId: string): Promise<{ id: string }> {
  const file = isUuid(fileId)
    ? await ctx.em.findOne(StoredFile, { id: fileId.toLowerCase(), kind: 'versorger' }, { populate: ['versorger'] })
    : null;
  if (!file?.versorger) throw dateiNichtGefunden();
  const versorger = await ctx.em.findOneOrFail(Versorger, { id: file.versorger.id }, { populate: ['auftrag'] });
  await auftragForStaff(ctx, versorger.auftrag.id);
  await removeFile(ctx, file, { versorger, actor: { userId: ctx.session.user.userId }, operator: false });
  return { id: file.id };
}

/**
 * 'Senden bestätigen': the operator's answer is complete — auskunftDatum, anfrageStatus 3 (fertig), abgeschlossen and a
 * history line; `nichtBetroffen` records that it has no lines at the site (shown to the customer as 'nicht betroffen').
 * Without any file that flag is required. Then the order's status is derived again (it may reach 3: history 5 and the
 * customer's mail), all in one transaction.
 */
export async function confirmVersorger(ctx: Context, input: TConfirmVersorgerInput): Promise<TMissingUploadInfo> {
  const first = await versorgerByLink(ctx, input);
  await ctx.em.transactional(async (em) => {
    const versorger = await em.findOneOrFail(
      Versorger,
      { id: first.versorger.id },
      { populate: ['auftrag', 'auftrag.antrag'], refresh: true },
    );
    if (isBestaetigt(versorger)) throw bereitsBestaetigt();
    const files = await em.count(StoredFile, { versorger, kind: 'versorger' });
    const nichtBetroffen = input.nichtBetroffen === true;
    if (files === 0 && !nichtBetroffen)
      throw new AppError('BAD_REQUEST', VERSORGER_UPLOAD_MSG.keinePlaene, [
        { field: 'nichtBetroffen', message: VERSORGER_UPLOAD_MSG.keinePlaene },
      ]);
    Object.assign(versorger, {
      auskunftDatum: new Date(),
      anfrageStatus: ANFRAGE_STATUS_ID.fertig,
      abgeschlossen: true,
      nichtBetroffen,
    });
    const wer = first.operator
      ? 'vom Netzbetreiber über den Upload-Link'
      : 'von der Sachbearbeitung für den Netzbetreiber';
    versorgerHistorie(
      em,
      versorger,
      first.actor,
      nichtBetroffen
        ? `Auskunft ${wer} bestätigt: nicht betroffen (${files} Dateien)`
        : `Auskunft ${wer} bestätigt (${files} Dateien)`,
    );
    await markBearbeitungBegonnen(em, versorger.auftrag, first.actor);
    await em.flush();
    await refreshBearbeitungsStatus(em, versorger.auftrag.id, ctx.deps.publicUrl, first.actor);
  });
  ctx.deps.kickMailer?.();
  return missingUploadInfo(ctx, { versorgerId: input.versorgerId, auftragId: input.auftragId, e: input.e, s: input.s });
}

async function auftragFiles(ctx: AuthedContext, auftragId: string): Promise<TVersorgerFile[]> {
  const files = await ctx.em.find(
    StoredFile,
    { kind: 'versorger', versorger: { auftrag: auftragId } },
    { populate: ['versorger'], orderBy: { versorger: { versorgerName: 'asc' }, createdAt: 'asc', id: 'asc' } },
  );
  return files.flatMap((f) => (f.versorger ? [toDto(f, f.versorger)] : []));
}

/** GetAllVersorgerFilesByAuftragId/{auftragId}: every supplier file of an order (case workers). */
export async function allVersorgerFiles(ctx: AuthedContext, auftragId: string): Promise<TVersorgerFile[]> {
  const auftrag = await auftragForStaff(ctx, auftragId);
  return auftragFiles(ctx, auftrag.id);
}

/** GetAuftragUploadsById/{auftragId}: /auftraguploads — the order's case number (link back) and every supplier file. */
export async function auftragUploads(ctx: AuthedContext, auftragId: string): Promise<TAuftragUploads> {
  const auftrag = await auftragForStaff(ctx, auftragId);
  return {
    auftragId: auftrag.id,
    antragId: auftrag.antrag.id,
    vorgangsnummer: auftrag.antrag.vorgangsnummer,
    files: await auftragFiles(ctx, auftrag.id),
  };
}

/** The supplier rows of a request's order that count, by name, with their files (answered ones only). */
async function answeredRows(
  ctx: AuthedContext,
  antragId: string,
): Promise<Array<{ versorger: IVersorger; files: TVersorgerFile[] }>> {
  const antrag = await antragFor(ctx, antragId, 'read');
  const auftrag = await ctx.em.findOne(Auftrag, { antrag });
  if (!auftrag) return [];
  const rows = (
    await ctx.em.find(Versorger, { auftrag }, { populate: ['gemeinden'], orderBy: { versorgerName: 'asc', id: 'asc' } })
  ).filter((v) => !isInaktiv(v));
  const answered = rows.filter(isBestaetigt);
  const files = answered.length
    ? await ctx.em.find(
        StoredFile,
        { kind: 'versorger', versorger: { $in: answered.map((v) => v.id) } },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      )
    : [];
  return rows.map((versorger) => ({
    versorger,
    files: files.filter((f) => f.versorger?.id === versorger.id).map((f) => toDto(f, versorger)),
  }));
}

/**
 * /dokumente grouped view (spec 000 §2): per operator its true state (betreiber-stand.ts: not yet asked, asked on, answered,
 * not affected) and, once it answered, its files. Files of an operator that has not confirmed yet stay hidden (it may
 * still change them).
 */
export async function auskunftGruppen(ctx: AuthedContext, antragId: string): Promise<TAuskunftGruppe[]> {
  const rows = await answeredRows(ctx, antragId);
  const staende = await betreiberStaende(
    ctx.em,
    rows.map((r) => r.versorger),
  );
  return rows.map(({ versorger, files }) => {
    const stand = staende.get(versorger.id) ?? { stand: BETREIBER_STAND.nichtAngefragt, datum: null };
    return {
      versorgerId: versorger.id,
      versorgerName: versorger.versorgerName,
      stand: stand.stand,
      standDatum: stand.datum,
      auskunftDatum: isBestaetigt(versorger) ? (versorger.auskunftDatum?.toISOString() ?? null) : null,
      files,
    };
  });
}

/** AuskunftFilesById/{antragId}: the flat list of /dokumente — information files of the request, then the operators' answers. */
export async function auskunftFiles(ctx: AuthedContext, antragId: string): Promise<TAuskunftFile[]> {
  const eigene = (await listAntragFiles(ctx, antragId, 'auskunft')).map((f) => ({
    ...f,
    quelle: 'auskunft' as const,
    versorgerName: null,
  }));
  const versorger = (await answeredRows(ctx, antragId)).flatMap(({ files }) =>
    files.map((f) => ({
      id: f.id,
      displayTxt: f.fileName,
      createdAt: f.createdAt,
      size: f.size,
      quelle: 'versorger' as const,
      versorgerName: f.versorgerName,
    })),
  );
  return [...eigene, ...versorger];
}
