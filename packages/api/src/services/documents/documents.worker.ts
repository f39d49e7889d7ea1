// Worker thread entry of the documents pool: compiles the e-invoice schema once, then renders jobs one at a time
// and answers with the job's id.
import { parentPort } from 'node:worker_threads';
import { prepareERechnung } from '@lap/documents';
import { runDocumentsJob, type TDocumentsJob } from './documents-jobs.js';

const port = parentPort;
if (port) {
  // ~200 ms of schema compilation here rather than in the first job (and never on the server's event loop).
  prepareERechnung();
  port.on('message', (message: { id: number; job: TDocumentsJob }) => {
    runDocumentsJob(message.job).then(
      (result) => port.postMessage({ id: message.id, ok: true, result }),
      (error: unknown) => port.postMessage({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  // Sent once the module graph is loaded and the schema compiled: before it, a failure means the worker cannot start at all.
  port.postMessage({ ready: true });
}
