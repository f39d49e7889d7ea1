import { Transform, type Readable } from 'node:stream';
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
  /** The request's Content-Length when the client sent one: the file is at most this long (it includes the form's other parts). */
  declaredBytes?: number | undefined;
}

/** Room for what surrounds the file in a multipart body (boundaries, part headers, the few short fields before it). */
export const MULTIPART_RAHMEN_BYTES = 16 * 1024;

/** A byte budget of one upload (a quota): the file is refused before it streams or when it grows past `bytes`. */
export interface UploadBudget {
  bytes: number;
  refuse: () => AppError;
}

/** Whether the declared length already shows that the file cannot fit `budget` (with room for the form around it). */
export function declaredOver(file: IncomingFile, budget: UploadBudget): boolean {
  return (
    budget.bytes <= 0 ||
    (file.declaredBytes !== undefined && file.declaredBytes - MULTIPART_RAHMEN_BYTES > budget.bytes)
  );
}

class BudgetExceeded extends Error {}

/** Fails the stream with `tooLarge()` once more than `max` bytes went through. */
export function byteLimit(max: number, tooLarge: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      seen += chunk.length;
      if (seen > max) cb(tooLarge());
      else cb(null, chunk);
    },
  });
}

/**
 * Streams an uploaded file through the magic-byte check into storage under `prefix` (nothing held in memory
 * beyond a chunk; a half-written file never becomes visible). Wrong content or a file cut at the size limit is a
 * German 400 and leaves nothing behind; so does a file over `budget` (refused before it streams when its declared length
 * shows it, else as soon as the bytes pass the budget). Answers where it was stored, its size and sha256.
 */
export async function storeCheckedUpload(
  storage: FileStorage,
  prefix: string,
  file: IncomingFile,
  ext: string,
  budget?: UploadBudget,
): Promise<{ storageKey: string; size: number; sha256: string }> {
  if (budget && declaredOver(file, budget)) {
    file.stream.resume();
    throw budget.refuse();
  }
  const pending = await storage.create(prefix, `.${ext}`);
  try {
    await (budget
      ? pipeline(
          file.stream,
          byteLimit(budget.bytes, () => new BudgetExceeded()),
          sniffer(ext),
          pending.stream,
        )
      : pipeline(file.stream, sniffer(ext), pending.stream));
  } catch (error) {
    await pending.abort();
    file.stream.resume();
    if (error instanceof BudgetExceeded && budget) throw budget.refuse();
    if (error instanceof ContentMismatchError)
      throw new AppError('BAD_REQUEST', UPLOAD_MSG.inhalt, [{ field: 'FormFile', message: UPLOAD_MSG.inhalt }]);
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
