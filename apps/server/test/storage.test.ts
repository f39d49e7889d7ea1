import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppError,
  localFileStorage,
  openFileStorage,
  parseS3Url,
  STORAGE_MSG,
  StoredFileMissing,
  type FileStorage,
} from '@lap/api';
import { Antrag, StoredFile } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { migrateFiles } from '../src/cli/files-migrate.js';
import { Client, multipart, useHarness } from './harness.js';
import { antragBody } from './support/scenario.js';
import { startLocalS3, type LocalS3 } from './support/s3.js';

const sha = (b: Buffer): string => createHash('sha256').update(b).digest('hex');
const MB = 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function keys(storage: FileStorage, prefix: string): Promise<string[]> {
  const out: string[] = [];
  for await (const o of storage.list(prefix)) out.push(o.key);
  return out.sort();
}

/** Writes `bytes` in 256 KB chunks without ending the pending file (the caller commits or aborts). */
async function writeInto(stream: Writable, bytes: Buffer): Promise<void> {
  for (let i = 0; i < bytes.length; i += 256 * 1024) {
    if (!stream.write(bytes.subarray(i, i + 256 * 1024))) await new Promise((r) => stream.once('drain', r));
  }
}

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3('storage-contract');
});
afterAll(async () => {
  await s3.stop();
});

const stores: Array<{ name: string; make: () => FileStorage }> = [
  { name: 'local directory', make: () => localFileStorage(mkdtempSync(join(tmpdir(), 'lap-store-'))) },
  { name: 'S3 bucket (s3rver)', make: () => openFileStorage(s3.filesUrl, '/nonexistent') },
];

describe.each(stores)('file storage contract: $name', ({ make }) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('commits a streamed file: size and sha256 as written, whole and ranged reads, listing, removal', async () => {
    const bytes = randomBytes(3 * MB + 123);
    const pending = await storage.create('contract/a', '.bin');
    await pipeline(Readable.from([bytes.subarray(0, MB), bytes.subarray(MB)]), pending.stream);
    expect(await pending.commit()).toEqual({ size: bytes.length, sha256: sha(bytes) });
    expect(pending.key).toMatch(/^contract\/a\/[0-9a-f-]{36}\.bin$/);

    expect(await storage.size(pending.key)).toBe(bytes.length);
    expect(sha(await readAll(await storage.read(pending.key)))).toBe(sha(bytes));
    expect(await readAll(await storage.read(pending.key, { start: 10, end: 19 }))).toEqual(bytes.subarray(10, 20));
    expect(await readAll(await storage.read(pending.key, { start: bytes.length - 5, end: bytes.length - 1 }))).toEqual(
      bytes.subarray(bytes.length - 5),
    );
    const listed = [];
    for await (const o of storage.list('contract/a')) listed.push(o);
    expect(listed).toEqual([{ key: pending.key, size: bytes.length, modifiedAt: expect.any(Date) }]);

    await storage.remove(pending.key);
    await storage.remove(pending.key); // a second removal is no error
    await expect(storage.size(pending.key)).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(storage.read(pending.key)).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('shows nothing under the final name before commit (20 MB: several multipart parts), and nothing after an abort', async () => {
    const bytes = randomBytes(20 * MB);
    const pending = await storage.create('contract/b', '.bin');
    await writeInto(pending.stream, bytes);
    // all bytes handed over, parts uploaded: still invisible
    await new Promise((r) => setTimeout(r, 300));
    await expect(storage.size(pending.key)).rejects.toBeInstanceOf(StoredFileMissing);
    expect(await keys(storage, 'contract/b')).toEqual([]);
    pending.stream.destroy();
    await pending.abort();
    expect(await keys(storage, 'contract/b')).toEqual([]);
    await expect(storage.size(pending.key)).rejects.toBeInstanceOf(StoredFileMissing);

    const second = await storage.create('contract/b', '.bin');
    await writeInto(second.stream, bytes);
    second.stream.end();
    expect(await second.commit()).toEqual({ size: bytes.length, sha256: sha(bytes) });
    expect(await keys(storage, 'contract/b')).toEqual([second.key]);
    expect(sha(await readAll(await storage.read(second.key)))).toBe(sha(bytes));
  });

  it('refuses keys that leave the store', async () => {
    await expect(storage.createAt('../outside.bin')).rejects.toThrow();
    await expect(storage.read('../../etc/passwd')).rejects.toThrow();
  });

  it('answers readiness', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('S3 store unreachable', () => {
  it('refuses reads and writes with the German message while it is down and works again afterwards', async () => {
    const storage = openFileStorage(s3.filesUrl, '/nonexistent');
    await s3.stop();
    try {
      const refused = await storage.check().catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe('SERVICE_UNAVAILABLE');
      expect((refused as AppError).message).toBe(STORAGE_MSG.nichtErreichbar);
      const pending = await storage.create('down', '.bin');
      const written = pipeline(Readable.from([randomBytes(1000)]), pending.stream).then(() => pending.commit());
      await expect(written).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: STORAGE_MSG.nichtErreichbar,
      });
      await pending.abort();
    } finally {
      await s3.start();
    }
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('FILES_URL', () => {
  it('parses bucket, prefix, endpoint, region and path style; refuses other schemes in German', () => {
    expect(
      parseS3Url('s3://portal-files/mandant-a?endpoint=http://127.0.0.1:9000&region=eu-central-1&forcePathStyle=true'),
    ).toEqual({
      bucket: 'portal-files',
      prefix: 'mandant-a/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
    expect(parseS3Url('s3://b')).toEqual({
      bucket: 'b',
      prefix: '',
      endpoint: undefined,
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(() => parseS3Url('https://example.org/bucket')).toThrow(
      'FILES_URL: s3://bucket?endpoint=…&region=… erwartet',
    );
    expect(() => parseS3Url('s3://b?endpoint=ftp://x')).toThrow('FILES_URL: endpoint muss eine http(s)-Adresse sein');
  });
});

describe('npm run files:migrate', () => {
  it('copies a local store into the bucket under the same keys, and a second run copies nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lap-migrate-'));
    const files: Record<string, Buffer> = {
      'antrag/1/a.pdf': randomBytes(5000),
      'antrag/2/b.kml': randomBytes(12 * MB),
      'exports/c.xlsx': randomBytes(10),
    };
    for (const [key, bytes] of Object.entries(files)) {
      mkdirSync(join(dir, key, '..'), { recursive: true });
      writeFileSync(join(dir, key), bytes);
    }
    writeFileSync(join(dir, 'antrag/1/halb.pdf.part'), 'unfinished'); // an interrupted upload is not copied
    const target = openFileStorage(
      `s3://storage-contract/migriert?endpoint=${encodeURIComponent(s3.endpoint)}&forcePathStyle=true`,
      '/nonexistent',
    );

    expect(await migrateFiles(localFileStorage(dir), target)).toEqual({
      copied: 3,
      skipped: 0,
      bytes: 5000 + 12 * MB + 10,
    });
    for (const [key, bytes] of Object.entries(files))
      expect(sha(await readAll(await target.read(key)))).toBe(sha(bytes));
    expect(await keys(target, 'antrag')).toEqual(['antrag/1/a.pdf', 'antrag/2/b.kml']);
    expect(await keys(target, '')).toEqual(['antrag/1/a.pdf', 'antrag/2/b.kml', 'exports/c.xlsx']);
    expect(await migrateFiles(localFileStorage(dir), target)).toEqual({ copied: 0, skipped: 3, bytes: 0 });
  });
});

describe.each(testDatabases())('the portal on an S3 bucket ($name)', (database) => {
  const h = useHarness(database, () => s3.env);
  let kunde: Client;
  let antragId: string;
  const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2 * MB), Buffer.from('\n%%EOF\n')]);
  const upload = (c: Client) =>
    c.request('POST', '/api/Antrag/PostAntragDatei', {
      raw: multipart({ AntragId: antragId }, { name: 'Lageplan.pdf', content: PDF }),
    });

  beforeAll(async () => {
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    antragId = (await kunde.request('POST', '/api/Antrag/PostAntrag', { body: antragBody() })).json().antrag_id;
  });

  it('uploads into the bucket (nothing on the local disk) and downloads whole and by Range', async () => {
    const res = await upload(kunde);
    expect(res.statusCode).toBe(200);
    const id: string = res.json().id;
    const row = await h.db.em.fork().findOneOrFail(StoredFile, { id });
    expect(row.sha256).toBe(sha(PDF));
    expect(await h.storage.size(row.storageKey)).toBe(PDF.length);
    expect(existsSync(h.filesDir) ? readdirSync(h.filesDir, { recursive: true }) : []).toEqual([]);

    const whole = await kunde.request('GET', `/api/Antrag/DownloadAntragDatei/${id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(sha(whole.rawPayload)).toBe(sha(PDF));

    const part = await kunde.request('GET', `/api/Antrag/DownloadAntragDatei/${id}`, {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${PDF.length}`);
    expect(part.rawPayload).toEqual(PDF.subarray(100, 200));
    const tail = await kunde.request('GET', `/api/Antrag/DownloadAntragDatei/${id}`, {
      headers: { range: 'bytes=-7' },
    });
    expect(tail.rawPayload.toString()).toBe('\n%%EOF\n');
    const outside = await kunde.request('GET', `/api/Antrag/DownloadAntragDatei/${id}`, {
      headers: { range: `bytes=${PDF.length}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.json().message).toBe('Der angefragte Bereich liegt außerhalb der Datei.');

    // the file gone from the bucket behind the portal's back: a German 404, not a broken download
    await h.storage.remove(row.storageKey);
    const missing = await kunde.request('GET', `/api/Antrag/DownloadAntragDatei/${id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json().message).toMatch(/nicht gefunden/);
  });

  it('/readyz names both parts; with the store down: German 503 for uploads, no row written, /readyz not ready', async () => {
    const ready = await h.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      database: h.db.driver,
      databaseStatus: 'ok',
      files: 's3',
      filesStatus: 'ok',
    });

    const before = await h.db.em.fork().count(StoredFile, { antrag: antragId });
    await s3.stop();
    try {
      const refused = await upload(kunde);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(STORAGE_MSG.nichtErreichbar);
      expect(await h.db.em.fork().count(StoredFile, { antrag: antragId })).toBe(before);
      const notReady = await h.app.inject({ method: 'GET', url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ status: 'error', databaseStatus: 'ok', filesStatus: 'error' });
      // the rest of the portal answers meanwhile
      expect((await kunde.request('GET', `/api/Antrag/AntragFilesById/${antragId}`)).statusCode).toBe(200);
      expect((await h.db.em.fork().findOneOrFail(Antrag, { id: antragId })).id).toBe(antragId);
    } finally {
      await s3.start();
    }
    expect((await upload(kunde)).statusCode).toBe(200);
  });
});
