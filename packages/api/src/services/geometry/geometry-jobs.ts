import {
  checkFeatureWkt,
  gemeindenHitBy,
  type TDrawnGeometry,
  type TFeatureCheck,
  type TGemeindeCandidate,
} from '@lap/domain';

/** The CPU-bound geometry work the server hands to its worker threads; plain data in and out. */
export type TGeometryJob =
  { kind: 'checkWkt'; wkt: string } | { kind: 'gemeindenHit'; shape: TDrawnGeometry; candidates: TGemeindeCandidate[] };

export interface TGeometryResults {
  checkWkt: TFeatureCheck;
  gemeindenHit: number[];
}

export type TGeometryResult = TGeometryResults[keyof TGeometryResults];

/** Runs one job; the same code in a worker thread and in the in-process fallback. */
export function runGeometryJob(job: TGeometryJob): TGeometryResult {
  switch (job.kind) {
    case 'checkWkt':
      return checkFeatureWkt(job.wkt);
    case 'gemeindenHit':
      return gemeindenHitBy(job.shape, job.candidates);
  }
}
