import { MAIL_ANHANG, MAILVERSAND_MSG, UPLOAD, UPLOAD_MSG, type TMailAnhang } from '@lap/contracts';
import { anfrageflaecheDatei } from '@lap/domain';
import {
  MailAnhang,
  MapFeature,
  StoredFile,
  type Em,
  type IAntrag,
  type IMailAnhang,
  type IMailVersandJob,
} from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { CONTENT_TYPES, extensionOf, safeFileName, type IncomingFile } from '../antrag/dateien.service.js';
import { actorOf, versorgerHistorie } from '../auftrag/status.service.js';
import { bytesDownload, storedDownload, type FileDownload } from '../export/export.service.js';
import { storeCheckedUpload } from '../files/receive.js';
import { storeBytes } from '../files/storage.js';
import { freierName, jobForStaff } from './jobs.service.js';
import { asStaff, type StaffContext } from '../../procedures.js';

const anhangNichtGefunden = (): AppError => new AppError('NOT_FOUND', MAILVERSAND_MSG.anhangNichtGefunden);
const versendet = (): AppError => new AppError('CONFLICT', MAILVERSAND_MSG.jobVersendet);

/** Where a case worker downloads one attachment (a file route beside the documented calls). */
export const anhangDownloadPath = (anhangId: number): string => `api/Mailversand/DownloadAnhang/${anhangId}`;

function toDto(a: IMailAnhang, jobId: string): TMailAnhang {
  return {
    id: a.id,
    mailVersandJobId: jobId,
    fileName: a.fileName,
    anzeigeName: a.anzeigeName,
    downloadPath: anhangDownloadPath(a.id),
    art: a.art,
    size: a.storedFile?.size ?? null,
  };
}

async function anhaengeOf(em: Em, job: IMailVersandJob): Promise<IMailAnhang[]> {
  return em.find(MailAnhang, { mailVersandJob: job.id }, { populate: ['storedFile'], orderBy: { id: 'asc' } });
}

/** GetFilesMailVersandJobById/{id}: the job's attachments in the order they were added. */
export async function listAnhaenge(ctx: StaffContext, id: string): Promise<TMailAnhang[]> {
  const job = await jobForStaff(ctx, ctx.em, id);
  return (await anhaengeOf(ctx.em, job)).map((a) => toDto(a, job.id));
}

/** The request area of a job's order as KML or GeoJSON text (spec: A{n}_Anfrageflaeche.kml / .json). */
export async function flaecheInhalt(
  em: Em,
  antrag: Pick<IAntrag, 'id' | 'vorgangsnummer' | 'ort' | 'vorhaben'>,
  art: 'flaeche-kml' | 'flaeche-json',
): Promise<Buffer> {
  const features = await em.find(MapFeature, { antrag: antrag.id }, { orderBy: { id: 'asc' }, fields: ['id', 'wkt'] });
  const list = features.map((f) => ({ featureId: f.id, wkt: f.wkt }));
  // the same function builds the map view's download (apps/web modules/druck), so both are the same bytes
  return Buffer.from(anfrageflaecheDatei(list, antrag, art === 'flaeche-kml' ? 'kml' : 'json').inhalt, 'utf8');
}

const FLAECHE_TYPE = {
  'flaeche-kml': CONTENT_TYPES.kml ?? 'application/vnd.google-earth.kml+xml',
  'flaeche-json': 'application/geo+json',
} as const;

/**
 * Stores the generated area files of a job as StoredFiles (when the mail is sent, so the mail and the record hold the same
 * bytes). Runs before the sending transaction; answers the attachment ids with their new file.
 */
export async function speichereFlaechen(
  ctx: AuthedContext,
  job: IMailVersandJob,
): Promise<Array<{ anhangId: number; storedFileId: string; storageKey: string }>> {
  const offen = (await anhaengeOf(ctx.em, job)).filter(
    (a) => (a.art === 'flaeche-kml' || a.art === 'flaeche-json') && !a.storedFile,
  );
  const storage = ctx.deps.storage;
  const out: Array<{ anhangId: number; storedFileId: string; storageKey: string }> = [];
  for (const a of offen) {
    const art = a.art as 'flaeche-kml' | 'flaeche-json';
    const bytes = await flaecheInhalt(ctx.em, job.versorger.auftrag.antrag, art);
    const { key, size, sha256 } = await storeBytes(
      storage,
      `anhang/${job.id}`,
      art === 'flaeche-kml' ? '.kml' : '.json',
      bytes,
    );
    const file = ctx.em.create(StoredFile, {
      kind: 'anhang',
      storageKey: key,
      originalName: a.fileName,
      contentType: FLAECHE_TYPE[art],
      size,
      sha256,
      mailVersandJob: job,
      uploadedBy: ctx.session.user.userId,
    });
    out.push({ anhangId: a.id, storedFileId: file.id, storageKey: key });
  }
  await ctx.em.flush();
  return out;
}

/**
 * PostUploadAntragDatei (multipart MailVersandJobId — or VersorgerId — then the file): an attachment for one unsent job,
 * streamed through the magic-byte check like request files (KML, PDF, JPEG, PNG, ZIP, 7z). At most 30 per job.
 */
export async function uploadAnhang(ctx: AuthedContext, jobRef: string, file: IncomingFile): Promise<TMailAnhang> {
  const refuse = (error: AppError): never => {
    file.stream.resume();
    throw error;
  };
  // a file route (no role procedure before it): the role is checked here, where the job is read
  const job = await (async () => jobForStaff(asStaff(ctx), ctx.em, jobRef))().catch((error: unknown) => {
    file.stream.resume();
    throw error;
  });
  if (job.versendet) refuse(versendet());
  if ((await ctx.em.count(MailAnhang, { mailVersandJob: job.id })) >= MAIL_ANHANG.maxFiles)
    refuse(new AppError('BAD_REQUEST', MAILVERSAND_MSG.maxAnhaenge));
  const original = safeFileName(file.filename);
  const ext = extensionOf(original);
  if (!UPLOAD.extensions.includes(ext as (typeof UPLOAD.extensions)[number]))
    refuse(new AppError('BAD_REQUEST', UPLOAD_MSG.typ, [{ field: 'FormFile', message: UPLOAD_MSG.typ }]));

  const { storageKey, size, sha256 } = await storeCheckedUpload(ctx.deps.storage, `anhang/${job.id}`, file, ext);
  try {
    return await ctx.em.transactional(async (em) => {
      const locked = await jobForStaff(asStaff(ctx), em, job.id, { lock: true });
      if (locked.versendet) throw versendet();
      const taken = new Set((await anhaengeOf(em, locked)).map((a) => a.fileName.toLowerCase()));
      const name = freierName(original, taken);
      const stored = em.create(StoredFile, {
        kind: 'anhang',
        storageKey,
        originalName: name,
        contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
        size,
        sha256,
        mailVersandJob: locked,
        uploadedBy: ctx.session.user.userId,
      });
      const anhang = em.create(MailAnhang, {
        mailVersandJob: locked,
        art: 'upload',
        storedFile: stored,
        fileName: name,
        anzeigeName: name,
      });
      versorgerHistorie(em, locked.versorger, actorOf(ctx), `Anhang zur E-Mail hochgeladen: ${name}`);
      await em.flush();
      return toDto(anhang, locked.id);
    });
  } catch (error) {
    await ctx.deps.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

/**
 * DeleteAnhangFile/{mailVersandJobId}/{fileName} (by name, or by the attachment's id): removes an attachment from an unsent
 * job; an uploaded file goes with it, a request file stays with the request. Idempotent for a name that is not there.
 */
export async function deleteAnhang(
  ctx: StaffContext,
  jobRef: string,
  fileName: string,
): Promise<{ mailVersandJobId: string; fileName: string }> {
  let removeKey: string | null = null;
  const result = await ctx.em.transactional(async (em) => {
    const job = await jobForStaff(ctx, em, jobRef, { lock: true });
    if (job.versendet) throw versendet();
    const all = await anhaengeOf(em, job);
    const anhang =
      all.find((a) => a.fileName === fileName) ??
      all.find((a) => a.fileName.toLowerCase() === fileName.toLowerCase()) ??
      all.find((a) => String(a.id) === fileName);
    if (!anhang) return { mailVersandJobId: job.id, fileName };
    if (anhang.art === 'upload' && anhang.storedFile) {
      removeKey = anhang.storedFile.storageKey;
      em.remove(anhang.storedFile);
    }
    em.remove(anhang);
    versorgerHistorie(em, job.versorger, actorOf(ctx), `Anhang aus der E-Mail entfernt: ${anhang.fileName}`);
    await em.flush();
    return { mailVersandJobId: job.id, fileName: anhang.fileName };
  });
  if (removeKey) await ctx.deps.storage.remove(removeKey).catch(() => undefined);
  return result;
}

/** DownloadAnhang/{anhangId}: one attachment as it is (or will be) sent; the area is generated until the mail is sent. */
export async function openAnhang(ctx: AuthedContext, anhangId: string): Promise<FileDownload> {
  const id = /^\d{1,10}$/.test(anhangId) ? Number(anhangId) : NaN;
  const anhang = Number.isSafeInteger(id)
    ? await ctx.em.findOne(MailAnhang, { id }, { populate: ['storedFile', 'mailVersandJob'] })
    : null;
  if (!anhang) throw anhangNichtGefunden();
  // a file route: the role is checked where the job is read (an unknown attachment stays 404 for everyone)
  const job = await jobForStaff(asStaff(ctx), ctx.em, anhang.mailVersandJob.id);
  if (anhang.storedFile) {
    const f = anhang.storedFile;
    return storedDownload(ctx.deps.storage, f, anhang.fileName);
  }
  if (anhang.art !== 'flaeche-kml' && anhang.art !== 'flaeche-json') throw anhangNichtGefunden();
  const bytes = await flaecheInhalt(ctx.em, job.versorger.auftrag.antrag, anhang.art);
  return bytesDownload(bytes, anhang.fileName, FLAECHE_TYPE[anhang.art]);
}
