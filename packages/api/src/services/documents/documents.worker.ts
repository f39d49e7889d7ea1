// Worker thread entry of the documents pool: compiles the e-invoice schema once, then renders jobs one at a time
// and answers with the job's id.
import { isMainThread } from 'node:worker_threads';
import { prepareERechnung } from '@lap/documents';
import { serveJobs } from '../geometry/serve-jobs.js';
import { runDocumentsJob } from './documents-jobs.js';

if (!isMainThread) {
  // the schema is compiled here rather than in the first job (and never on the server's event loop); the pool
  // hears 'ready' only after it.
  prepareERechnung();
  serveJobs(runDocumentsJob);
}
