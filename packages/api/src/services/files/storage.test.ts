import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_MSG } from '@lap/contracts';
import { AppError } from '../../errors.js';
import { runHashJob } from './hash-jobs.js';
import { closeHashPool, hashPoolMode } from './hash.service.js';
import { localFileStorage, type FileStorage } from './storage.js';

const sha = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
const dirs: string[] = [];
const newStore = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'lap-store-'));
  dirs.push(dir);
  return { dir, store: localFileStorage(dir) };
};
/** Every file below `dir`, relative, '.part' files included. */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}
/** `bytes` in chunks of uneven sizes (as a socket delivers them), so batches never line up with chunks. */
function unevenChunks(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      const sizes = [3, 65_537, 1, 700_001, 16_384];
      for (let at = 0, i = 0; at < bytes.length; i += 1) {
        const n = sizes[i % sizes.length] as number;
        yield bytes.subarray(at, at + n);
        at += n;
      }
    })(),
  );
}

/** Stores `bytes` (in uneven chunks, or in one) under `prefix` and commits: what the store answers. */
async function storeAll(
  store: FileStorage,
  prefix: string,
  bytes: Buffer,
  uneven = false,
): Promise<{ key: string; size: number; sha256: string }> {
  const pending = await store.create(prefix, '.bin');
  await pipeline(uneven ? unevenChunks(bytes) : Readable.from([bytes]), pending.stream);
  return { key: pending.key, ...(await pending.commit()) };
}
/** What a commit of `bytes` must answer. */
const tallyOf = (bytes: Buffer) => ({ size: bytes.length, sha256: sha(bytes) });

afterAll(async () => {
  await closeHashPool();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('local store: batched writes, hashed in a worker thread', () => {
  it('stores 70 MB arriving in uneven chunks (many 1 MB batches, one flush on the way) with the right size and sha256', async () => {
    const { dir, store } = await newStore();
    const bytes = randomBytes(70 * (1 << 20) + 12_345);
    const { key, ...tally } = await storeAll(store, 'gross', bytes, true);
    expect(tally).toEqual(tallyOf(bytes));
    expect((await readFile(join(dir, key))).equals(bytes)).toBe(true);
    expect(await filesBelow(dir)).toEqual([key]);
    // the sha256 came from the worker thread, not from the event loop
    expect(hashPoolMode()).toBe('worker');
  });

  it('stores an empty file and files of exactly one batch', async () => {
    const { store } = await newStore();
    for (const bytes of [Buffer.alloc(0), randomBytes(1 << 20), randomBytes((1 << 20) + 1)]) {
      expect(await storeAll(store, 'klein', bytes)).toMatchObject(tallyOf(bytes));
    }
  });

  it('keeps files written at the same time apart', async () => {
    const { store } = await newStore();
    const files = [randomBytes(3_000_001), randomBytes(5_000_003), randomBytes(17)];
    const results = await Promise.all(files.map((bytes) => storeAll(store, 'parallel', bytes, true)));
    expect(results.map(({ size, sha256 }) => ({ size, sha256 }))).toEqual(files.map(tallyOf));
  });

  it('leaves nothing behind when a file is aborted half-way, and the next file is hashed from its start', async () => {
    const { dir, store } = await newStore();
    const aborted = await store.create('abbruch', '.bin');
    aborted.stream.write(randomBytes(3 << 20));
    await aborted.abort();
    expect(await filesBelow(dir)).toEqual([]);
    const bytes = randomBytes(2 << 20);
    expect(await storeAll(store, 'danach', bytes)).toMatchObject(tallyOf(bytes));
  });

  it('fails a file whose hash worker went away half-way (German message) instead of answering a partial sha256', async () => {
    const { dir, store } = await newStore();
    const pending = await store.create('weg', '.bin');
    // as storeCheckedUpload does: abort when the stream fails, commit when it ends
    const committed = pipeline(unevenChunks(randomBytes(4 << 20)), pending.stream)
      .then(
        () => pending.commit(),
        async (error: unknown) => {
          await pending.abort();
          throw error;
        },
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    await closeHashPool();
    const failure = await committed;
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).message).toBe(UPLOAD_MSG.speichernFehler);
    expect(await filesBelow(dir)).toEqual([]);
    // a fresh pool takes the next file
    const bytes = randomBytes(1000);
    expect(await storeAll(store, 'neu', bytes)).toMatchObject(tallyOf(bytes));
  });
  it('removes the written file when the digest fails at the commit (the hash worker replaced after the last batch)', async () => {
    const { dir, store } = await newStore();
    const pending = await store.create('digest', '.bin');
    await pipeline(Readable.from([randomBytes(3 << 20)]), pending.stream);
    await closeHashPool();
    await expect(pending.commit()).rejects.toThrow(UPLOAD_MSG.speichernFehler);
    expect(await filesBelow(dir)).toEqual([]);
  });
});

describe('hash jobs', () => {
  it('hash written ranges in order and refuse a file they did not open (a replaced worker never hashes from the middle)', async () => {
    const { dir } = await newStore();
    const path = join(dir, 'bereiche.bin');
    await writeFile(path, 'abcdefgh');
    const handle = await open(path, 'r');
    try {
      const { fd } = handle;
      expect(runHashJob({ op: 'open', file: -1 })).toBeNull();
      runHashJob({ op: 'update', file: -1, fd, position: 0, length: 3 });
      runHashJob({ op: 'update', file: -1, fd, position: 0, length: 8 });
      expect(runHashJob({ op: 'digest', file: -1 })).toBe(sha(Buffer.from('abcabcdefgh')));
      expect(() => runHashJob({ op: 'update', file: -1, fd, position: 0, length: 1 })).toThrow();
      expect(() => runHashJob({ op: 'digest', file: -2 })).toThrow();
      runHashJob({ op: 'open', file: -3 });
      // a range the file does not hold
      expect(() => runHashJob({ op: 'update', file: -3, fd, position: 4, length: 5 })).toThrow();
      runHashJob({ op: 'discard', file: -3 });
      expect(() => runHashJob({ op: 'digest', file: -3 })).toThrow();
    } finally {
      await handle.close();
    }
  });
});
