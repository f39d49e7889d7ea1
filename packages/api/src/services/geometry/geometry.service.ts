import { availableParallelism } from 'node:os';
import { KARTE_MSG, MAX_SHAPE_VERTICES } from '@lap/contracts';
import { countWktVertices, type TDrawnGeometry, type TFeatureCheck, type TGemeindeCandidate } from '@lap/domain';
import { runGeometryJob, type TGeometryJob, type TGeometryResult } from './geometry-jobs.js';
import { findWorkerScript, STDERR_POOL_LOG, WorkerPool, type PoolLog, type WorkerScript } from './worker-pool.js';

/** Per job; the check of a 10,000-point shape takes milliseconds, so this only ever ends a broken worker. */
const JOB_TIMEOUT_MS = 10_000;
const MAX_QUEUE = 100;

let log: PoolLog = STDERR_POOL_LOG;
/** Forwards to whatever logger is configured now, also for a pool created before. */
const poolLog: PoolLog = { info: (o, m) => log.info(o, m), warn: (o, m) => log.warn(o, m), error: (o, m) => log.error(o, m) };
let pool: WorkerPool<TGeometryJob, TGeometryResult> | undefined;

/**
 * The worker's code: beside the bundle (apps/server/build.mjs writes dist/geometry-worker.js next to
 * dist/main.js), or — running from TypeScript sources under tsx or vitest — the .ts beside this file,
 * loaded through tsx. null when neither is there.
 */
export function geometryWorkerScript(base: string | URL = import.meta.url): WorkerScript | null {
  return findWorkerScript(base, { bundled: './geometry-worker.js', source: './geometry.worker.ts' });
}

function sharedPool(): WorkerPool<TGeometryJob, TGeometryResult> {
  pool ??= new WorkerPool<TGeometryJob, TGeometryResult>({
    name: 'geometry',
    messages: { failed: KARTE_MSG.pruefungFehlgeschlagen, timedOut: KARTE_MSG.pruefungZuLang },
    script: geometryWorkerScript(),
    runInProcess: runGeometryJob,
    // One core stays with the event loop.
    size: Math.max(1, Math.min(2, availableParallelism() - 1)),
    timeoutMs: JOB_TIMEOUT_MS,
    maxQueue: MAX_QUEUE,
    log: poolLog,
  });
  return pool;
}

/** The server's logger for the pool (worker started, crashed, timed out, fallback). */
export function configureGeometryPool(opts: { log: PoolLog }): void {
  log = opts.log;
}

/** Stops the workers (server shutdown, end of a test); the next job starts a fresh pool. */
export async function closeGeometryPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}

/** How geometry jobs run right now: for tests and diagnostics. */
export function geometryPoolMode(): 'worker' | 'in-process' | 'starting' | 'stopped' {
  return pool?.mode ?? 'stopped';
}

/**
 * spec 000 §5 Map: the shape check (checkFeatureWkt) in a worker thread. An oversized shape is refused
 * here by counting commas, before the text is copied anywhere.
 */
export async function checkShape(wkt: string): Promise<TFeatureCheck> {
  if (countWktVertices(wkt) > MAX_SHAPE_VERTICES) return { valid: false, problem: 'zuVielePunkte' };
  return (await sharedPool().run({ kind: 'checkWkt', wkt })) as TFeatureCheck;
}

/** The municipalities among the candidates that the shape touches, tested in a worker thread. */
export async function gemeindenHit(shape: TDrawnGeometry, candidates: readonly TGemeindeCandidate[]): Promise<number[]> {
  if (candidates.length === 0) return [];
  return (await sharedPool().run({ kind: 'gemeindenHit', shape, candidates: candidates.map(({ id, geometry }) => ({ id, geometry })) })) as number[];
}
