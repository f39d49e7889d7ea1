import { parentPort } from 'node:worker_threads';

/**
 * The worker side of a WorkerPool: answers each job with its id, the result or the error's message, in the order the
 * jobs came; then says it is ready (before that, a failure means the worker cannot start at all). Outside a worker
 * thread it does nothing.
 */
export function serveJobs<J, R>(run: (job: J) => R | Promise<R>): void {
  const port = parentPort;
  if (!port) return;
  const failed = (id: number, error: unknown) =>
    port.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  port.on('message', (message: { id: number; job: J }) => {
    try {
      Promise.resolve(run(message.job)).then(
        (result) => port.postMessage({ id: message.id, ok: true, result }),
        (error: unknown) => failed(message.id, error),
      );
    } catch (error) {
      failed(message.id, error);
    }
  });
  port.postMessage({ ready: true });
}
