import { PassThrough, Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  contentTally,
  localFileStorage,
  newStorageKey,
  storageUnavailable,
  StoredFileMissing,
  type FileStorage,
} from './storage.js';

/** Where FILES_URL points: `s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true`. */
export interface S3Location {
  bucket: string;
  /** Key prefix inside the bucket ('' or ending in '/'). */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
}

/** Parses FILES_URL; a German message for the start-up check when it is not an s3:// address. */
export function parseS3Url(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('FILES_URL: s3://bucket?endpoint=…&region=… erwartet');
  }
  if (url.protocol !== 's3:' || !url.hostname) throw new Error('FILES_URL: s3://bucket?endpoint=…&region=… erwartet');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/\S+$/.test(endpoint))
    throw new Error('FILES_URL: endpoint muss eine http(s)-Adresse sein');
  // The lookbehind tries the trailing run of slashes once, not from each slash (linear).
  const path = decodeURIComponent(url.pathname).replace(/^\/+|(?<!\/)\/+$/g, '');
  return {
    bucket: url.hostname,
    prefix: path ? `${path}/` : '',
    endpoint,
    region: url.searchParams.get('region') ?? 'eu-central-1',
    forcePathStyle: url.searchParams.get('forcePathStyle') === 'true',
  };
}

/**
 * 5 MiB parts (S3's minimum; 1 GB = 200 parts of the 10,000 allowed), two in flight while the next is gathered, and
 * 1 MB of stream buffer on each side: about 17 MB per upload in memory, never the whole file.
 */
const PART_SIZE = 5 * 1024 * 1024;
const STREAM_BUFFER = 1024 * 1024;

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
const notImplemented = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NotImplemented' ||
    error.name === 'MethodNotAllowed' ||
    error.$metadata.httpStatusCode === 405 ||
    error.$metadata.httpStatusCode === 501);

/**
 * An S3-compatible bucket with the official AWS SDK. Uploads stream through lib-storage's multipart upload; the
 * body stays open until `commit`, so the object appears under its key only then (a multipart upload is invisible
 * until completed, a small file is one PUT at commit) and an aborted or killed upload leaves no object behind.
 * Credentials come from the SDK's usual sources (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, roles).
 */
export function s3FileStorage(location: S3Location, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible stores do not all understand the streamed trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable store is answered within seconds instead of hanging a request.
      requestHandler: { connectionTimeout: 3_000, socketTimeout: 60_000 },
      maxAttempts: 2,
    });
  const Bucket = location.bucket;
  const full = (key: string): string => {
    if (key.includes('..') || key.startsWith('/')) throw new Error('storage key outside the storage root');
    return `${location.prefix}${key}`;
  };
  const send = async <T>(run: () => Promise<T>, key?: string): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (key !== undefined && isMissing(error)) throw new StoredFileMissing(key);
      throw storageUnavailable(error);
    }
  };

  const storage: FileStorage = {
    kind: 's3',
    create: (prefix, extension) => storage.createAt(newStorageKey(prefix, extension)),
    async createAt(key) {
      const body = new PassThrough({ highWaterMark: STREAM_BUFFER });
      const upload = new Upload({
        client: s3,
        params: { Bucket, Key: full(key), Body: body },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      const done = upload.done();
      const tally = contentTally();
      // Writes pass into the body; its end is held back until commit, so a cut or refused file is never completed.
      const sink = new Writable({
        highWaterMark: STREAM_BUFFER,
        write(chunk: Buffer, _enc, cb) {
          tally.add(chunk);
          if (body.write(chunk)) return cb();
          const go = (): void => {
            body.off('drain', go);
            body.off('close', go);
            cb(body.destroyed ? storageUnavailable(new Error('upload body closed')) : undefined);
          };
          body.on('drain', go);
          body.on('close', go);
        },
      });
      // The caller's pipeline reports the writer's errors; this keeps a late one (after an abort) from going unhandled.
      sink.on('error', () => undefined);
      // A store that fails mid-upload fails the writer too (the caller's pipeline rejects and aborts).
      const failed = done.then(
        () => undefined,
        (error: unknown) => {
          sink.destroy(storageUnavailable(error));
          return error;
        },
      );
      let settled = false;
      return {
        key,
        stream: sink,
        async commit() {
          settled = true;
          // every write handed to the body first (the caller ended the writer), then the body ends and the upload completes
          await finished(sink);
          body.end();
          await send(() => done);
          return tally.result();
        },
        async abort() {
          if (settled) return;
          settled = true;
          // The abort signal first, then an error into the body: lib-storage must never see a clean end.
          await upload.abort().catch(() => undefined);
          body.destroy(new Error('upload aborted'));
          await failed;
        },
      };
    },
    async read(key, range) {
      const out = await send(
        () =>
          s3.send(
            new GetObjectCommand({
              Bucket,
              Key: full(key),
              Range: range ? `bytes=${range.start}-${range.end}` : undefined,
            }),
          ),
        key,
      );
      if (!(out.Body instanceof Readable)) throw storageUnavailable(new Error('S3 answered without a body stream'));
      return out.Body;
    },
    async size(key) {
      const head = await send(() => s3.send(new HeadObjectCommand({ Bucket, Key: full(key) })), key);
      return head.ContentLength ?? 0;
    },
    async remove(key) {
      await send(() => s3.send(new DeleteObjectCommand({ Bucket, Key: full(key) })));
    },
    async *list(prefix) {
      // '' is the whole store; 'a' lists 'a/…' (not 'ab/…')
      const within = prefix === '' ? location.prefix : full(`${prefix.replace(/\/$/, '')}/`);
      let token: string | undefined;
      do {
        const page = await send(() =>
          s3.send(new ListObjectsV2Command({ Bucket, Prefix: within, ContinuationToken: token })),
        );
        for (const o of page.Contents ?? []) {
          if (!o.Key) continue;
          yield {
            key: o.Key.slice(location.prefix.length),
            size: o.Size ?? 0,
            modifiedAt: o.LastModified ?? new Date(0),
          };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async check() {
      await send(() => s3.send(new HeadBucketCommand({ Bucket })));
    },
    async sweep(before) {
      // Unfinished multipart uploads of killed nodes hold storage but are never visible; stores without the
      // listing (the test server) leave them to the bucket's lifecycle rule (docs/decisions/files-and-storage.md).
      let removed = 0;
      try {
        const page = await s3.send(new ListMultipartUploadsCommand({ Bucket, Prefix: location.prefix || undefined }));
        for (const u of page.Uploads ?? []) {
          if (!u.Key || !u.UploadId || !u.Initiated || u.Initiated >= before) continue;
          await s3.send(new AbortMultipartUploadCommand({ Bucket, Key: u.Key, UploadId: u.UploadId }));
          removed++;
        }
      } catch (error) {
        if (!notImplemented(error)) throw storageUnavailable(error);
      }
      return removed;
    },
  };
  return storage;
}

/** The store FILES_URL names, or the local directory when it is absent (the embedded default). */
export function openFileStorage(filesUrl: string | undefined, filesDir: string): FileStorage {
  return filesUrl ? s3FileStorage(parseS3Url(filesUrl)) : localFileStorage(filesDir);
}
