// Worker thread entry of the geometry pool: runs jobs one at a time, answers with the job's id.
import { parentPort } from 'node:worker_threads';
import { runGeometryJob, type TGeometryJob } from './geometry-jobs.js';

const port = parentPort;
if (port) {
  port.on('message', (message: { id: number; job: TGeometryJob }) => {
    try {
      port.postMessage({ id: message.id, ok: true, result: runGeometryJob(message.job) });
    } catch (error) {
      port.postMessage({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
  // Sent once the module graph is loaded: before it, a failure means the worker cannot start at all.
  port.postMessage({ ready: true });
}
