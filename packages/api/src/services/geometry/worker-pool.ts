import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../errors.js';

/** Where a worker's code is, and the Node flags it needs (a TypeScript source needs tsx). */
export interface WorkerScript {
  url: URL;
  execArgv: string[];
}

/**
 * A worker's code: the bundled file beside the server bundle (apps/server/build.mjs writes it next to dist/main.js),
 * or — running from TypeScript sources under tsx or vitest — the .ts source beside the service, loaded through tsx.
 * null when neither is there.
 */
export function findWorkerScript(base: string | URL, files: { bundled: string; source: string }): WorkerScript | null {
  const bundled = new URL(files.bundled, base);
  if (existsSync(bundled)) return { url: bundled, execArgv: [] };
  const source = new URL(files.source, base);
  if (!existsSync(source)) return null;
  if (process.execArgv.some((a) => a.includes('tsx'))) return { url: source, execArgv: loaderFlags(process.execArgv) };
  try {
    return { url: source, execArgv: ['--import', pathToFileURL(createRequire(base).resolve('tsx')).href] };
  } catch {
    return null;
  }
}

/**
 * The module-loader flags of this process (`--import tsx` and the like), without the rest: a worker refuses per-process
 * flags such as `--expose-gc` (the benches run with it), and would then fall back to the event loop.
 */
export function loaderFlags(execArgv: readonly string[]): string[] {
  const flags: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i] ?? '';
    if (/^--(import|require|loader|experimental-loader)=/.test(arg)) flags.push(arg);
    else if (/^(--import|--require|--loader|--experimental-loader|-r)$/.test(arg) && i + 1 < execArgv.length)
      flags.push(arg, execArgv[++i] ?? '');
  }
  return flags;
}

/** pino's shape, so the server's logger fits; the default writes warnings and errors to stderr. */
export interface PoolLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Writes warnings and errors to stderr: the log until the server configures its own. */
export const STDERR_POOL_LOG: PoolLog = {
  info: () => {},
  warn: (obj, msg) => process.emitWarning(`${msg} ${JSON.stringify(obj)}`),
  error: (obj, msg) =>
    process.emitWarning(`${msg} ${JSON.stringify(obj, (_k, v: unknown) => (v instanceof Error ? v.message : v))}`),
};

export interface WorkerPoolOptions<J, R> {
  /** Names the jobs in log lines ('geometry', 'documents'). */
  name: string;
  /** What the user reads when a job fails (crash, refusal, shutdown) or runs out of time: German, from the contracts. */
  messages: { failed: string; timedOut: string };
  /** null: no worker can be started here; every job runs in-process (and that is logged). */
  script: WorkerScript | null;
  runInProcess: (job: J) => R | Promise<R>;
  size: number;
  /** A job running longer is abandoned and its worker terminated: a hung worker answers, it never hangs. */
  timeoutMs: number;
  /** Jobs waiting beyond this are refused at once rather than piling up behind a busy pool. */
  maxQueue: number;
  log: PoolLog;
}

interface Task<J, R> {
  job: J;
  resolve: (result: R) => void;
  reject: (error: Error) => void;
}

interface Slot<J, R> {
  worker: Worker;
  ready: boolean;
  task: Task<J, R> | null;
  taskId: number;
  timer: NodeJS.Timeout | undefined;
}

type WorkerMessage<R> =
  { ready: true } | { id: number; ok: true; result: R } | { id: number; ok: false; error: string };

/** Consecutive workers dying before they are ready: then they cannot be started here at all. */
const START_ATTEMPTS = 3;

/**
 * A small pool of worker threads for CPU-bound jobs, so the event loop (and /healthz) never waits on them.
 * Workers start on the first job and are unref'd while idle (they never keep a process alive); a job gets
 * `timeoutMs`; a crashed or hung worker fails its job with a German message and is replaced on demand.
 */
export class WorkerPool<J, R> {
  private readonly slots = new Set<Slot<J, R>>();
  private readonly queue: Task<J, R>[] = [];
  private inProcess: boolean;
  private closed = false;
  private nextId = 1;
  private failedStarts = 0;

  constructor(private readonly opts: WorkerPoolOptions<J, R>) {
    this.inProcess = opts.script === null;
    if (this.inProcess) opts.log.warn({}, `no worker script found: ${opts.name} jobs run on the event loop`);
  }

  private unavailable(message: string = this.opts.messages.failed): AppError {
    return new AppError('SERVICE_UNAVAILABLE', message);
  }

  /** 'worker' once a worker thread has answered, 'in-process' after falling back, else 'starting'. */
  get mode(): 'worker' | 'in-process' | 'starting' {
    if (this.inProcess) return 'in-process';
    return [...this.slots].some((s) => s.ready) ? 'worker' : 'starting';
  }

  run(job: J): Promise<R> {
    if (this.closed) return Promise.reject(this.unavailable());
    if (this.inProcess) return this.runHere(job);
    if (this.queue.length >= this.opts.maxQueue) {
      this.opts.log.warn({ queued: this.queue.length }, `${this.opts.name} pool busy: job refused`);
      return Promise.reject(this.unavailable());
    }
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(this.unavailable());
    const slots = [...this.slots];
    this.slots.clear();
    for (const slot of slots) {
      clearTimeout(slot.timer);
      slot.task?.reject(this.unavailable());
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private async runHere(job: J): Promise<R> {
    try {
      return await this.opts.runInProcess(job);
    } catch (error) {
      this.opts.log.error({ err: error }, `${this.opts.name} job failed`);
      throw this.unavailable();
    }
  }

  private pump(): void {
    while (this.queue.length > 0 && !this.closed && !this.inProcess) {
      const idle = [...this.slots].find((s) => s.ready && !s.task);
      if (idle) {
        this.dispatch(idle, this.queue.shift() as Task<J, R>);
        continue;
      }
      const starting = [...this.slots].some((s) => !s.ready);
      if (!starting && this.slots.size < this.opts.size) this.spawn();
      return;
    }
  }

  private spawn(): void {
    const script = this.opts.script;
    if (!script) return;
    let worker: Worker;
    try {
      worker = new Worker(script.url, { execArgv: script.execArgv, resourceLimits: { maxOldGenerationSizeMb: 512 } });
    } catch (error) {
      this.fallBack(error);
      return;
    }
    const slot: Slot<J, R> = { worker, ready: false, task: null, taskId: 0, timer: undefined };
    this.slots.add(slot);
    worker.unref();
    worker.on('message', (message: WorkerMessage<R>) => this.onMessage(slot, message));
    worker.on('error', (error) => this.lost(slot, error));
    worker.on('exit', (code) => this.lost(slot, new Error(`${this.opts.name} worker exited with code ${code}`)));
  }

  private onMessage(slot: Slot<J, R>, message: WorkerMessage<R>): void {
    if (!this.slots.has(slot)) return;
    if ('ready' in message) {
      this.opts.log.info({ script: this.opts.script?.url.pathname }, `${this.opts.name} worker started`);
      slot.ready = true;
      this.failedStarts = 0;
      this.pump();
      return;
    }
    const task = slot.task;
    if (!task || message.id !== slot.taskId) return;
    this.release(slot);
    if (message.ok) task.resolve(message.result);
    else {
      this.opts.log.error({ error: message.error }, `${this.opts.name} job failed`);
      task.reject(this.unavailable());
    }
    this.pump();
  }

  private dispatch(slot: Slot<J, R>, task: Task<J, R>): void {
    slot.task = task;
    slot.taskId = this.nextId++;
    slot.worker.ref(); // a job in flight keeps the process alive until it is answered
    slot.timer = setTimeout(() => {
      this.slots.delete(slot);
      this.opts.log.error({ timeoutMs: this.opts.timeoutMs }, `${this.opts.name} job timed out: worker terminated`);
      void slot.worker.terminate();
      task.reject(this.unavailable(this.opts.messages.timedOut));
      this.pump();
    }, this.opts.timeoutMs);
    slot.worker.postMessage({ id: slot.taskId, job: task.job });
  }

  private release(slot: Slot<J, R>): void {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.task = null;
    slot.worker.unref();
  }

  /** A worker died (error or exit): its job fails; a worker that never got ready counts as a failed start. */
  private lost(slot: Slot<J, R>, error: unknown): void {
    if (!this.slots.has(slot)) return;
    this.slots.delete(slot);
    clearTimeout(slot.timer);
    if (slot.task) {
      this.opts.log.error({ err: error }, `${this.opts.name} worker crashed`);
      slot.task.reject(this.unavailable());
    }
    if (!slot.ready && ++this.failedStarts >= START_ATTEMPTS) {
      this.fallBack(error);
      return;
    }
    this.pump();
  }

  /** The worker cannot be started at all: log it and run the jobs here (still correct, only on the event loop). */
  private fallBack(error: unknown): void {
    this.opts.log.error(
      { err: error, script: this.opts.script?.url.pathname },
      `${this.opts.name} worker cannot start: jobs run on the event loop`,
    );
    this.inProcess = true;
    for (const task of this.queue.splice(0)) this.runHere(task.job).then(task.resolve, task.reject);
  }
}

/** A pool made on its first job and made anew after `close`, with the server's logger once configured. */
export interface SharedWorkerPool<J, R> {
  run(job: J): Promise<R>;
  /** The server's logger for the pool (worker started, crashed, timed out, fallback), also for a pool made before. */
  configure(opts: { log: PoolLog }): void;
  /** Stops the workers (server shutdown, end of a test); the next job starts a fresh pool. */
  close(): Promise<void>;
  /** How jobs run right now: for tests and diagnostics. */
  mode(): 'worker' | 'in-process' | 'starting' | 'stopped';
}

export function sharedWorkerPool<J, R>(options: Omit<WorkerPoolOptions<J, R>, 'log'>): SharedWorkerPool<J, R> {
  let log: PoolLog = STDERR_POOL_LOG;
  // forwards to whatever logger is configured now
  const poolLog: PoolLog = {
    info: (o, m) => log.info(o, m),
    warn: (o, m) => log.warn(o, m),
    error: (o, m) => log.error(o, m),
  };
  let pool: WorkerPool<J, R> | undefined;
  return {
    run: (job) => (pool ??= new WorkerPool<J, R>({ ...options, log: poolLog })).run(job),
    configure(opts) {
      log = opts.log;
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.close();
    },
    mode: () => pool?.mode ?? 'stopped',
  };
}
