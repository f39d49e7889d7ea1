import { Readable } from 'node:stream';
import { EXPORT_TTL_MS, type TExportResult, type TListFieldDef } from '@lap/contracts';
import { Export, StoredFile, streamListBatches, type Em, type ListSource } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import type { ByteRange, FileStorage } from '../files/storage.js';
import { runListQuery, type TListExportQuery } from '../list.js';
import { AppError } from '../../errors.js';
import { writeListWorkbook } from './excel.js';
import { isUuid } from '../ids.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The path the link points at; served by the server's file routes. */
export const exportDownloadPath = (id: string): string => `/api/Export/Download/${id}`;

const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function fileName(title: string, now: Date): string {
  const stamp = berlinDay.format(now);
  return `${title.replace(/[^\p{L}\p{N}_-]+/gu, '_')}_${stamp}.xlsx`;
}

/**
 * Writes the filtered, sorted list to an .xlsx in storage and registers it for 2 minutes (spec 000 §9);
 * the answer is the `downloadLink` of spec 000 §3. The worker deletes it when it expires.
 */
export async function exportList<F extends Record<string, TListFieldDef>>(
  ctx: AuthedContext,
  source: ListSource<F>,
  query: TListExportQuery,
  opts: { fileTitle?: string | undefined; now?: Date } = {},
): Promise<TExportResult> {
  const now = opts.now ?? new Date();
  const def = source.def;
  const storage = ctx.deps.storage;
  const pending = await storage.create('exports', '.xlsx');
  try {
    // Rows are read on a separate fork so the stream never shares the unit of work that registers the file.
    await runListQuery(() => writeListWorkbook(def, streamListBatches(ctx.em.fork(), source, query), pending.stream));
    const { size, sha256 } = await pending.commit();
    const expiresAt = new Date(now.getTime() + EXPORT_TTL_MS);
    const file = ctx.em.create(StoredFile, {
      kind: 'export',
      storageKey: pending.key,
      originalName: fileName(opts.fileTitle || def.title, now),
      contentType: XLSX,
      size,
      sha256,
      uploadedBy: ctx.session.user.userId,
      expiresAt,
    });
    const exp = ctx.em.create(Export, { storedFile: file, user: ctx.session.user.userId, expiresAt });
    await ctx.em.flush();
    return { downloadLink: exportDownloadPath(exp.id), expiresAt: expiresAt.toISOString() };
  } catch (error) {
    await pending.abort();
    throw error;
  }
}

/** Deletes expired exports and their files (worker). */
export async function removeExpiredExports(em: Em, storage: FileStorage, now = new Date()): Promise<number> {
  const expired = await em.find(Export, { expiresAt: { $lt: now } }, { populate: ['storedFile'], limit: 500 });
  for (const exp of expired) {
    await storage.remove(exp.storedFile.storageKey);
    em.remove(exp);
    em.remove(exp.storedFile);
  }
  await em.flush();
  return expired.length;
}

/** A file to send: opened only when the answer goes out, whole or as one byte range (HTTP Range). */
export interface FileDownload {
  open(range?: ByteRange): Promise<Readable>;
  fileName: string;
  contentType: string;
  size: number;
}

/** A download of bytes made in memory. */
export function bytesDownload(bytes: Buffer, fileName: string, contentType: string): FileDownload {
  return {
    open: async (range) => Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]),
    fileName,
    contentType,
    size: bytes.length,
  };
}

/** The download of a stored file's row (its name, type and size as registered). */
export function storedDownload(
  storage: FileStorage,
  file: { storageKey: string; originalName: string; contentType: string; size: number },
  fileName = file.originalName,
): FileDownload {
  return {
    open: (range) => storage.read(file.storageKey, range),
    fileName,
    contentType: file.contentType,
    size: file.size,
  };
}

/** An export may be fetched by the user who made it, until it expires. */
export async function openExportDownload(ctx: AuthedContext, id: string, now = new Date()): Promise<FileDownload> {
  const exp = isUuid(id) ? await ctx.em.findOne(Export, { id }, { populate: ['storedFile'] }) : null;
  if (!exp || exp.user.id !== ctx.session.user.userId)
    throw new AppError('NOT_FOUND', 'Der Export wurde nicht gefunden.');
  if (exp.expiresAt.getTime() <= now.getTime())
    throw new AppError('NOT_FOUND', 'Der Download-Link ist abgelaufen. Bitte exportieren Sie erneut.');
  return storedDownload(ctx.deps.storage, exp.storedFile);
}
