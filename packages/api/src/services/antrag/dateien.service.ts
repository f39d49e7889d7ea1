import { basename } from 'node:path';
import { UPLOAD, UPLOAD_MSG, type TAntragFile, type TFileKind, UPLOAD_SERVER_EXTENSIONS } from '@lap/contracts';
import { StoredFile, Versorger, type IStoredFile } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { storedDownload, type FileDownload } from '../export/export.service.js';
import { orRemoveStored, storeCheckedUpload, type IncomingFile } from '../files/receive.js';
import { antragFor, isStaff } from './antrag-access.js';
import { isUuid } from '../ids.js';

export const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  kml: 'application/vnd.google-earth.kml+xml',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  '7z': 'application/x-7z-compressed',
  zip: 'application/zip',
  geojson: 'application/geo+json',
};

/** A display name that is safe anywhere: no path, no control characters, at most 200 characters. */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(-200) || 'datei';
}

export const extensionOf = (name: string): string => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

export type { IncomingFile } from '../files/receive.js';

const toDto = (f: IStoredFile): TAntragFile => ({ id: f.id, displayTxt: f.originalName, createdAt: f.createdAt.toISOString(), size: f.size });

/**
 * spec 000 §7 PostAntragDatei: streams one file of the caller's draft into storage, checked by extension and
 * by content, at most 15 per request and 1e9 bytes each. Nothing is held in memory beyond a chunk.
 */
export async function uploadAntragFile(ctx: AuthedContext, antragId: string, file: IncomingFile): Promise<TAntragFile> {
  const antrag = await antragFor(ctx, antragId, 'write');
  if ((await ctx.em.count(StoredFile, { antrag, kind: 'antrag' })) >= UPLOAD.maxFilesPerAntrag) throw new AppError('BAD_REQUEST', UPLOAD_MSG.maxDateien);
  const name = safeFileName(file.filename);
  const ext = extensionOf(name);
  if (!UPLOAD_SERVER_EXTENSIONS.includes(ext)) {
    file.stream.resume();
    throw new AppError('BAD_REQUEST', UPLOAD_MSG.typ, [{ field: 'FormFile', message: UPLOAD_MSG.typ }]);
  }
  const { storageKey, size, sha256 } = await storeCheckedUpload(ctx.deps.storage, `antrag/${antrag.id}`, file, ext);
  const stored = ctx.em.create(StoredFile, { kind: 'antrag', storageKey, originalName: name, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream', size, sha256, antrag, uploadedBy: ctx.session.user.userId });
  await orRemoveStored(ctx.deps.storage, storageKey, () => ctx.em.flush());
  // Parallel uploads may have passed the count together: the newest ones over the limit go again.
  const all = await ctx.em.find(StoredFile, { antrag, kind: 'antrag' }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  if (all.length > UPLOAD.maxFilesPerAntrag && all.slice(UPLOAD.maxFilesPerAntrag).some((f) => f.id === stored.id)) {
    await ctx.deps.storage.remove(stored.storageKey);
    ctx.em.remove(stored);
    await ctx.em.flush();
    throw new AppError('BAD_REQUEST', UPLOAD_MSG.maxDateien);
  }
  return toDto(stored);
}

/** The files of a request by kind (AntragFilesById, DokumenteFilesById, AuskunftFilesById). */
export async function listAntragFiles(ctx: AuthedContext, antragId: string, kind: TFileKind): Promise<TAntragFile[]> {
  const antrag = await antragFor(ctx, antragId, 'read');
  const files = await ctx.em.find(StoredFile, { antrag, kind }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return files.map(toDto);
}

/** DeleteAntragDatei: the owner's applicant files, while the request is a draft. */
export async function deleteAntragFile(ctx: AuthedContext, fileId: string): Promise<{ id: string }> {
  const file = isUuid(fileId) ? await ctx.em.findOne(StoredFile, { id: fileId, kind: 'antrag' }, { populate: ['antrag'] }) : null;
  if (!file?.antrag) throw new AppError('NOT_FOUND', 'Die Datei wurde nicht gefunden.');
  await antragFor(ctx, file.antrag.id, 'write');
  await ctx.deps.storage.remove(file.storageKey);
  ctx.em.remove(file);
  await ctx.em.flush();
  return { id: fileId };
}

function open(ctx: AuthedContext, f: IStoredFile): FileDownload {
  return storedDownload(ctx.deps.storage, f);
}

const notFound = (): AppError => new AppError('NOT_FOUND', 'Die Datei wurde nicht gefunden.');

/** DownloadAntragDatei/{fileId}: any file of a request the caller may read. */
export async function openAntragFile(ctx: AuthedContext, fileId: string): Promise<FileDownload> {
  const file = isUuid(fileId) ? await ctx.em.findOne(StoredFile, { id: fileId, kind: { $in: ['antrag', 'dokument', 'auskunft'] } }, { populate: ['antrag'] }) : null;
  if (!file?.antrag) throw notFound();
  await antragFor(ctx, file.antrag.id, 'read');
  return open(ctx, file);
}

/** DownloadAntragDateiByName / DownloadDokumenteDatei: by display name within one request (never a path). */
export async function openAntragFileByName(ctx: AuthedContext, antragId: string, name: string, kinds: TFileKind[]): Promise<FileDownload> {
  const antrag = await antragFor(ctx, antragId, 'read');
  const file = await ctx.em.findOne(StoredFile, { antrag, kind: { $in: kinds }, originalName: safeFileName(name) }, { orderBy: { createdAt: 'desc' } });
  if (!file) throw notFound();
  return open(ctx, file);
}

/**
 * DownloadVersorgerDatei/{id}: an operator's file — staff, or the owner of the request it answers once the operator
 * confirmed its answer (before that it may still change its files, and /dokumente does not list them).
 */
export async function openVersorgerFile(ctx: AuthedContext, fileId: string): Promise<FileDownload> {
  const file = isUuid(fileId) ? await ctx.em.findOne(StoredFile, { id: fileId.toLowerCase(), kind: 'versorger' }, { populate: ['versorger'] }) : null;
  if (!file?.versorger) throw notFound();
  if (!isStaff(ctx)) {
    const versorger = await ctx.em.findOneOrFail(Versorger, { id: file.versorger.id }, { populate: ['auftrag.antrag'] });
    await antragFor(ctx, versorger.auftrag.antrag.id, 'read');
    if (versorger.anfrageStatus !== 3) throw notFound();
  }
  return open(ctx, file);
}
