import { basename } from 'node:path';
import {
  ANFRAGE_STATUS_ID,
  GRENZEN,
  GRENZEN_MSG,
  type TAntragFile,
  type TFileKind,
  UPLOAD,
  UPLOAD_MSG,
  UPLOAD_SERVER_EXTENSIONS,
} from '@lap/contracts';
import { raw } from '@mikro-orm/core';
import { StoredFile, Versorger, type IStoredFile } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { storedDownload, type FileDownload } from '../export/export.service.js';
import { orRemoveStored, storeCheckedUpload, type IncomingFile, type UploadBudget } from '../files/receive.js';
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
  const base = basename(name.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return base.slice(-200) || 'datei';
}

export const extensionOf = (name: string): string => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

export type { IncomingFile } from '../files/receive.js';

const toDto = (f: IStoredFile): TAntragFile => ({
  id: f.id,
  displayTxt: f.originalName,
  createdAt: f.createdAt.toISOString(),
  size: f.size,
});

/** Bytes of all request files `userId` uploaded (every request, sent ones too). */
async function uploadedBytes(ctx: AuthedContext, userId: string): Promise<number> {
  const row = await ctx.em
    .createQueryBuilder(StoredFile)
    .select(raw('coalesce(sum(size), 0) as total'))
    .where({ kind: 'antrag', uploadedBy: userId })
    .execute('get');
  return Number((row as { total?: unknown } | undefined)?.total ?? 0);
}

const speicherVoll = (): AppError =>
  new AppError('PAYLOAD_TOO_LARGE', GRENZEN_MSG.speicher, [{ field: 'FormFile', message: GRENZEN_MSG.speicher }]);

/**
 * spec 000 §7 PostAntragDatei: streams one file of the caller's draft into storage, checked by extension and
 * by content, at most 15 per request and 1e9 bytes each, and within the applicant's quota over all their request
 * files (GRENZEN.dateiBytesProNutzer: refused before streaming when the declared length shows it, else aborted once
 * the bytes pass it). Nothing is held in memory beyond a chunk.
 */
export async function uploadAntragFile(ctx: AuthedContext, antragId: string, file: IncomingFile): Promise<TAntragFile> {
  const antrag = await antragFor(ctx, antragId, 'write');
  if ((await ctx.em.count(StoredFile, { antrag, kind: 'antrag' })) >= UPLOAD.maxFilesPerAntrag)
    throw new AppError('BAD_REQUEST', UPLOAD_MSG.maxDateien);
  const name = safeFileName(file.filename);
  const ext = extensionOf(name);
  if (!UPLOAD_SERVER_EXTENSIONS.includes(ext)) {
    file.stream.resume();
    throw new AppError('BAD_REQUEST', UPLOAD_MSG.typ, [{ field: 'FormFile', message: UPLOAD_MSG.typ }]);
  }
  const userId = ctx.session.user.userId;
  const budget: UploadBudget = {
    bytes: GRENZEN.dateiBytesProNutzer - (await uploadedBytes(ctx, userId)),
    refuse: speicherVoll,
  };
  const { storageKey, size, sha256 } = await storeCheckedUpload(
    ctx.deps.storage,
    `antrag/${antrag.id}`,
    file,
    ext,
    budget,
  );
  const stored = ctx.em.create(StoredFile, {
    kind: 'antrag',
    storageKey,
    originalName: name,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    size,
    sha256,
    antrag,
    uploadedBy: userId,
  });
  await orRemoveStored(ctx.deps.storage, storageKey, () => ctx.em.flush());
  // Parallel uploads may have passed the count or the quota together: the newest ones over a limit go again.
  const all = await ctx.em.find(StoredFile, { antrag, kind: 'antrag' }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const ueberZahl =
    all.length > UPLOAD.maxFilesPerAntrag && all.slice(UPLOAD.maxFilesPerAntrag).some((f) => f.id === stored.id);
  const ueberQuota = !ueberZahl && (await quotaExceededBy(ctx, userId, stored.id));
  if (ueberZahl || ueberQuota) {
    await ctx.deps.storage.remove(stored.storageKey);
    ctx.em.remove(stored);
    await ctx.em.flush();
    throw ueberZahl ? new AppError('BAD_REQUEST', UPLOAD_MSG.maxDateien) : speicherVoll();
  }
  return toDto(stored);
}

/** Whether the user's files up to and including `fileId` (in upload order) exceed the quota: then that file goes. */
async function quotaExceededBy(ctx: AuthedContext, userId: string, fileId: string): Promise<boolean> {
  if ((await uploadedBytes(ctx, userId)) <= GRENZEN.dateiBytesProNutzer) return false;
  const files = await ctx.em.find(
    StoredFile,
    { kind: 'antrag', uploadedBy: userId },
    { orderBy: { createdAt: 'asc', id: 'asc' }, fields: ['id', 'size'] },
  );
  let total = 0;
  for (const f of files) {
    total += Number(f.size);
    if (f.id === fileId) return total > GRENZEN.dateiBytesProNutzer;
  }
  return false;
}

/** The files of a request by kind (AntragFilesById, DokumenteFilesById, AuskunftFilesById). */
export async function listAntragFiles(ctx: AuthedContext, antragId: string, kind: TFileKind): Promise<TAntragFile[]> {
  const antrag = await antragFor(ctx, antragId, 'read');
  const files = await ctx.em.find(StoredFile, { antrag, kind }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return files.map(toDto);
}

/** DeleteAntragDatei: the owner's applicant files, while the request is a draft. */
export async function deleteAntragFile(ctx: AuthedContext, fileId: string): Promise<{ id: string }> {
  const file = isUuid(fileId)
    ? await ctx.em.findOne(StoredFile, { id: fileId, kind: 'antrag' }, { populate: ['antrag'] })
    : null;
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
  const file = isUuid(fileId)
    ? await ctx.em.findOne(
        StoredFile,
        { id: fileId, kind: { $in: ['antrag', 'dokument', 'auskunft'] } },
        { populate: ['antrag'] },
      )
    : null;
  if (!file?.antrag) throw notFound();
  await antragFor(ctx, file.antrag.id, 'read');
  return open(ctx, file);
}

/** DownloadAntragDateiByName / DownloadDokumenteDatei: by display name within one request (never a path). */
export async function openAntragFileByName(
  ctx: AuthedContext,
  antragId: string,
  name: string,
  kinds: TFileKind[],
): Promise<FileDownload> {
  const antrag = await antragFor(ctx, antragId, 'read');
  const file = await ctx.em.findOne(
    StoredFile,
    { antrag, kind: { $in: kinds }, originalName: safeFileName(name) },
    { orderBy: { createdAt: 'desc' } },
  );
  if (!file) throw notFound();
  return open(ctx, file);
}

/**
 * DownloadVersorgerDatei/{id}: an operator's file — staff, or the owner of the request it answers once the operator
 * confirmed its answer (before that it may still change its files, and /dokumente does not list them).
 */
export async function openVersorgerFile(ctx: AuthedContext, fileId: string): Promise<FileDownload> {
  const file = isUuid(fileId)
    ? await ctx.em.findOne(StoredFile, { id: fileId.toLowerCase(), kind: 'versorger' }, { populate: ['versorger'] })
    : null;
  if (!file?.versorger) throw notFound();
  if (!isStaff(ctx)) {
    const versorger = await ctx.em.findOneOrFail(
      Versorger,
      { id: file.versorger.id },
      { populate: ['auftrag.antrag'] },
    );
    await antragFor(ctx, versorger.auftrag.antrag.id, 'read');
    if (versorger.anfrageStatus !== ANFRAGE_STATUS_ID.fertig) throw notFound();
  }
  return open(ctx, file);
}
