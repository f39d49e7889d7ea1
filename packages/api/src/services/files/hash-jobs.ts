import { createHash, type Hash } from 'node:crypto';
import { readSync } from 'node:fs';

/**
 * The sha256 of files being stored, one job at a time: `open` starts a file's hash, `update` reads a range the store
 * has just written back from the file (the page cache; the store keeps the file open until the job answered) and adds
 * it, `digest` ends it.
 * The state lives where the jobs run (the hash worker, or the event loop when no worker can start): a file the running
 * thread does not know (a worker that crashed and was replaced) fails its job instead of hashing from the middle.
 */
export type THashJob =
  | { op: 'open'; file: number }
  | { op: 'update'; file: number; fd: number; position: number; length: number }
  | { op: 'digest'; file: number }
  | { op: 'discard'; file: number };

const hashes = new Map<number, Hash>();
/** What a range is read into, a piece at a time. */
const READ_PIECE = 1 << 20;
let buffer: Buffer | undefined;

/** Runs one job: the hex digest for `digest`, null otherwise. */
export function runHashJob(job: THashJob): string | null {
  if (job.op === 'open') {
    hashes.set(job.file, createHash('sha256'));
    return null;
  }
  if (job.op === 'discard') {
    hashes.delete(job.file);
    return null;
  }
  const hash = hashes.get(job.file);
  if (!hash) throw new Error(`hash of file ${job.file} not open here`);
  if (job.op === 'update') {
    buffer ??= Buffer.allocUnsafeSlow(READ_PIECE);
    for (let done = 0; done < job.length;) {
      const n = readSync(job.fd, buffer, 0, Math.min(READ_PIECE, job.length - done), job.position + done);
      if (n === 0) throw new Error('file shorter than written');
      hash.update(buffer.subarray(0, n));
      done += n;
    }
    return null;
  }
  hashes.delete(job.file);
  return hash.digest('hex');
}
