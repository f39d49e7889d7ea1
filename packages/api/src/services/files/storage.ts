import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file being written: data goes to a temporary name and only becomes visible on `commit`. */
export interface PendingFile {
  key: string;
  stream: Writable;
  commit(): Promise<{ size: number; sha256: string }>;
  abort(): Promise<void>;
}

/** The storage interface of ARCHITECTURE §6 (local directory now; an S3-compatible store can implement it). */
export interface FileStorage {
  create(prefix: string, extension: string): Promise<PendingFile>;
  read(key: string): Readable;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
}

/** Stores files below `root`; keys are generated, never taken from user input, and checked to stay inside. */
const BATCH = 1 << 20;

export function localFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const full = resolve(base, key);
    if (!full.startsWith(base + sep)) throw new Error('storage key outside the storage root');
    return full;
  };
  return {
    async create(prefix, extension) {
      const key = join(prefix, `${randomUUID()}${extension}`);
      const finalPath = pathOf(key);
      const tempPath = `${finalPath}.part`;
      await mkdir(dirname(finalPath), { recursive: true });
      const hash = createHash('sha256');
      let size = 0;
      const counter = new Transform({
        // 1 MB in flight instead of 16 KB: the disk gets large batched writes (writev) instead of one small write per
        // network chunk, and the upload no longer waits on each of them
        highWaterMark: BATCH,
        transform(chunk: Buffer, _enc, cb) {
          hash.update(chunk);
          size += chunk.length;
          cb(null, chunk);
        },
      });
      const done = pipeline(counter, createWriteStream(tempPath, { highWaterMark: BATCH }));
      return {
        key,
        stream: counter,
        async commit() {
          await done;
          await rename(tempPath, finalPath);
          return { size, sha256: hash.digest('hex') };
        },
        async abort() {
          counter.destroy();
          await done.catch(() => undefined);
          await rm(tempPath, { force: true });
        },
      };
    },
    read: (key) => createReadStream(pathOf(key)),
    size: async (key) => (await stat(pathOf(key))).size,
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
