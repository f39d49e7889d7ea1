import { UPLOAD_MSG } from '@lap/contracts';
import { findWorkerScript, sharedWorkerPool, type WorkerScript } from '../geometry/worker-pool.js';
import { runHashJob, type THashJob } from './hash-jobs.js';

/** Per batch of about 1 MB (a few milliseconds): only ever ends a broken or starved worker. */
const JOB_TIMEOUT_MS = 30_000;
/** Each file being stored has at most a few batches queued; this bounds a pile-up of many uploads at once. */
const MAX_QUEUE = 10_000;

let nextFile = 1;

/** dist/hash-worker.js beside the bundle (apps/server/build.mjs), or hash.worker.ts through tsx. */
export function hashWorkerScript(base: string | URL = import.meta.url): WorkerScript | null {
  return findWorkerScript(base, { bundled: './hash-worker.js', source: './hash.worker.ts' });
}

const pool = sharedWorkerPool<THashJob, string | null>({
  name: 'hash',
  messages: { failed: UPLOAD_MSG.speichernFehler, timedOut: UPLOAD_MSG.speichernFehler },
  script: hashWorkerScript(),
  runInProcess: runHashJob,
  // One thread: a file's hash state lives in the thread that runs its jobs, and the jobs run in order.
  size: 1,
  timeoutMs: JOB_TIMEOUT_MS,
  maxQueue: MAX_QUEUE,
});

export const configureHashPool = pool.configure;
export const closeHashPool = pool.close;
export const hashPoolMode = pool.mode;

/** The sha256 of one file as its batches are written, computed off the event loop. */
export interface FileHasher {
  /** Adds the `length` bytes written at `position` of the open file `fd`; it must stay open until this answers. */
  update(fd: number, position: number, length: number): Promise<void>;
  /** The hex digest of everything added; ends the hash. */
  digest(): Promise<string>;
  /** Ends the hash without a digest (an aborted file); never throws. */
  discard(): void;
}

export function fileHasher(): FileHasher {
  const file = nextFile++;
  const opened = pool.run({ op: 'open', file });
  // A failure surfaces through the next update or the digest, which run after it.
  opened.catch(() => undefined);
  return {
    async update(fd, position, length) {
      await pool.run({ op: 'update', file, fd, position, length });
    },
    async digest() {
      const hex = await pool.run({ op: 'digest', file });
      if (typeof hex !== 'string') throw new Error('hash job answered no digest');
      return hex;
    },
    discard() {
      pool.run({ op: 'discard', file }).catch(() => undefined);
    },
  };
}
