import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_MSG } from '@lap/contracts';
import { AppError } from '../../errors.js';
import { ContentMismatchError, sniffer } from './sniff.js';
import type { FileStorage } from './storage.js';

/** One file of a multipart upload, as the transport hands it over. */
export interface IncomingFile {
  filename: string;
  stream: Readable;
  /** True when the transport cut the file at the size limit. */
  truncated(): boolean;
}

/**
 * Streams an uploaded file through the magic-byte check into storage under `prefix` (nothing held in memory
 * beyond a chunk; a half-written file never becomes visible). Wrong content or a file cut at the size limit is a
 * German 400 and leaves nothing behind. Answers where it was stored, its size and sha256.
 */
export async function storeCheckedUpload(storage: FileStorage, prefix: string, file: IncomingFile, ext: string): Promise<{ storageKey: string; size: number; sha256: string }> {
  const pending = await storage.create(prefix, `.${ext}`);
  try {
    await pipeline(file.stream, sniffer(ext), pending.stream);
  } catch (error) {
    await pending.abort();
    file.stream.resume();
    if (error instanceof ContentMismatchError) throw new AppError('BAD_REQUEST', UPLOAD_MSG.inhalt, [{ field: 'FormFile', message: UPLOAD_MSG.inhalt }]);
    throw error;
  }
  if (file.truncated()) {
    await pending.abort();
    throw new AppError('BAD_REQUEST', UPLOAD_MSG.zuGross, [{ field: 'FormFile', message: UPLOAD_MSG.zuGross }]);
  }
  const { size, sha256 } = await pending.commit();
  return { storageKey: pending.key, size, sha256 };
}

/** Runs the database part of an upload; when it fails the stored file goes again, so no file outlives a refused row. */
export async function orRemoveStored<T>(storage: FileStorage, key: string, persist: () => Promise<T>): Promise<T> {
  try {
    return await persist();
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}
