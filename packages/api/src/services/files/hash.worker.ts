// Worker thread entry of the hash pool: hashes the ranges of files being stored, so a large upload's sha256 never holds
// up the event loop. Answers each job with its id, in the order the jobs came.
import { serveJobs } from '../geometry/serve-jobs.js';
import { runHashJob } from './hash-jobs.js';

serveJobs(runHashJob);
