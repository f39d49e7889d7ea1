// A stand-in worker for worker-pool.test.ts: answers, hangs, crashes or throws on request.
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', ({ id, job }) => {
  if (job === 'hang') for (let spin = 0; ; spin++);
  if (job === 'crash') process.exit(3);
  if (job === 'throw') throw new Error('boom');
  parentPort?.postMessage({ id, ok: true, result: `done ${job}` });
});
parentPort?.postMessage({ ready: true });
