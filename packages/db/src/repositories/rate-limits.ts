import { raw } from '@mikro-orm/core';
import { createHash } from 'node:crypto';
import { RateLimit } from '../entities/rate-limit.js';
import type { Em } from '../orm.js';

export interface RateWindow {
  /** What is counted, e.g. 'forgot-ip'. */
  scope: string;
  /** Who is counted (an IP, an address, a user id); only its hash is stored. */
  subject: string;
  windowMs: number;
  now?: Date;
}

export interface RateCount {
  hits: number;
  lastHitAt: Date;
}

function windowOf(input: RateWindow): { id: string; start: number; now: Date } {
  const now = input.now ?? new Date();
  const start = Math.floor(now.getTime() / input.windowMs) * input.windowMs;
  const id = createHash('sha256').update(`${input.scope}\n${input.subject}\n${input.windowMs}\n${start}`).digest('hex');
  return { id, start, now };
}

/**
 * Counts one hit in the fixed window containing `now` and returns the window's count, this hit included.
 * One atomic upsert, so concurrent requests on several nodes never lose a hit.
 */
export async function hit(em: Em, input: RateWindow): Promise<RateCount> {
  const { id, start, now } = windowOf(input);
  await em
    .createQueryBuilder(RateLimit)
    .insert({ id, scope: input.scope, hits: 1, lastHitAt: now, expiresAt: new Date(start + input.windowMs) })
    .onConflict('id')
    .merge({ hits: raw('hits + 1'), lastHitAt: now })
    .execute();
  return (await peek(em, input)) ?? { hits: 1, lastHitAt: now };
}

/** The count of the window containing `now` without adding a hit; null when nothing was counted. */
export async function peek(em: Em, input: RateWindow): Promise<RateCount | null> {
  const row = await em.findOne(
    RateLimit,
    { id: windowOf(input).id },
    { disableIdentityMap: true, fields: ['hits', 'lastHitAt'] },
  );
  return row ? { hits: row.hits, lastHitAt: row.lastHitAt } : null;
}

/** Housekeeping for the worker: removes the counters of windows that have ended. */
export async function deleteExpired(em: Em, now: Date = new Date()): Promise<number> {
  return em.nativeDelete(RateLimit, { expiresAt: { $lt: now } });
}
