import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamp } from './columns.js';

/**
 * One counter of a fixed time window (forgot-password, change of address, captcha per IP …), shared by
 * every app node. The id is a hash of scope, subject and window, so neither addresses nor IPs are stored.
 */
export const RateLimit = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limit',
  properties: {
    id: p.string().length(64).primary(),
    scope: p.string().length(32),
    hits: p.integer().default(0),
    lastHitAt: timestamp(),
    expiresAt: timestamp().index(),
  },
});
export type IRateLimit = InferEntity<typeof RateLimit>;

/**
 * One failed sign-in, counted per scope (address, IP, known browser) in a sliding window that every app node sees.
 * The subject is stored as a hash only; housekeeping removes rows older than the longest window.
 */
export const LoginFailure = defineEntity({
  name: 'LoginFailure',
  tableName: 'login_failure',
  indexes: [{ properties: ['scope', 'subjectHash', 'at'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    scope: p.string().length(16),
    subjectHash: p.string().length(64),
    at: timestamp().index(),
  },
});
export type ILoginFailure = InferEntity<typeof LoginFailure>;

/**
 * A lease on a piece of scheduled work (or on the embedded SQLite file): the holder runs it until `expiresAt` and
 * renews it while it lives; when a node dies another takes it over after the expiry.
 */
export const WorkerLease = defineEntity({
  name: 'WorkerLease',
  tableName: 'worker_lease',
  properties: {
    name: p.string().length(64).primary(),
    holder: p.string().length(200),
    expiresAt: timestamp(),
  },
});
export type IWorkerLease = InferEntity<typeof WorkerLease>;
