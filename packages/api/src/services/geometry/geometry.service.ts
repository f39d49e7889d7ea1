import { availableParallelism } from 'node:os';
import { KARTE_MSG, MAX_SHAPE_VERTICES } from '@lap/contracts';
import { countWktVertices, type TDrawnGeometry, type TFeatureCheck, type TGemeindeCandidate } from '@lap/domain';
import { runGeometryJob, type TGeometryJob, type TGeometryResult } from './geometry-jobs.js';
import { findWorkerScript, sharedWorkerPool, type WorkerScript } from './worker-pool.js';

/** Per job; the check of a 10,000-point shape takes milliseconds, so this only ever ends a broken worker. */
const JOB_TIMEOUT_MS = 10_000;
const MAX_QUEUE = 100;

/**
 * The worker's code: beside the bundle (apps/server/build.mjs writes dist/geometry-worker.js next to
 * dist/main.js), or — running from TypeScript sources under tsx or vitest — the .ts beside this file,
 * loaded through tsx. null when neither is there.
 */
export function geometryWorkerScript(base: string | URL = import.meta.url): WorkerScript | null {
  return findWorkerScript(base, { bundled: './geometry-worker.js', source: './geometry.worker.ts' });
}

const pool = sharedWorkerPool<TGeometryJob, TGeometryResult>({
  name: 'geometry',
  messages: { failed: KARTE_MSG.pruefungFehlgeschlagen, timedOut: KARTE_MSG.pruefungZuLang },
  script: geometryWorkerScript(),
  runInProcess: runGeometryJob,
  // One core stays with the event loop.
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  timeoutMs: JOB_TIMEOUT_MS,
  maxQueue: MAX_QUEUE,
});

export const configureGeometryPool = pool.configure;
export const closeGeometryPool = pool.close;
export const geometryPoolMode = pool.mode;

/**
 * spec 000 §5 Map: the shape check (checkFeatureWkt) in a worker thread. An oversized shape is refused
 * here by counting commas, before the text is copied anywhere.
 */
export async function checkShape(wkt: string): Promise<TFeatureCheck> {
  if (countWktVertices(wkt) > MAX_SHAPE_VERTICES) return { valid: false, problem: 'zuVielePunkte' };
  return (await pool.run({ kind: 'checkWkt', wkt })) as TFeatureCheck;
}

/** The municipalities among the candidates that the shape touches, tested in a worker thread. */
export async function gemeindenHit(
  shape: TDrawnGeometry,
  candidates: readonly TGemeindeCandidate[],
): Promise<number[]> {
  if (candidates.length === 0) return [];
  return (await pool.run({
    kind: 'gemeindenHit',
    shape,
    candidates: candidates.map(({ id, geometry }) => ({ id, geometry })),
  })) as number[];
}
