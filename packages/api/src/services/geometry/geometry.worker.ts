// Worker thread entry of the geometry pool: runs jobs one at a time, answers with the job's id.
import { runGeometryJob } from './geometry-jobs.js';
import { serveJobs } from './serve-jobs.js';

serveJobs(runGeometryJob);
