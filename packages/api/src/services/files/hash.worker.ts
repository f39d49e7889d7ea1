// Worker thread entry of the hash pool: hashes the batches of files being stored, so a large upload's sha256 never
// holds up the event loop. Answers each job with its id, in the order the jobs came.
import { parentPort } from 'node:worker_threads';
import { runHashJob, type THashJob } from './hash-jobs.js';

const port = parentPort;
if (port) {
  port.on('message', (message: { id: number; job: THashJob }) => {
    try {
      port.postMessage({ id: message.id, ok: true, result: runHashJob(message.job) });
    } catch (error) {
      port.postMessage({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
  port.postMessage({ ready: true });
}
