import { createHash } from 'node:crypto';
import { LoginFailure } from '../entities/rate-limit.js';
import type { Em } from '../orm.js';

const hashOf = (subject: string): string => createHash('sha256').update(subject).digest('hex');

/** Failed sign-ins of `subject` under `scope` within the last `windowMs` (an exact sliding window). */
export async function count(
  em: Em,
  scope: string,
  subject: string,
  windowMs: number,
  now = new Date(),
): Promise<number> {
  return em.count(LoginFailure, {
    scope,
    subjectHash: hashOf(subject),
    at: { $gt: new Date(now.getTime() - windowMs) },
  });
}

/** Records one failed sign-in. */
export async function record(em: Em, scope: string, subject: string, now = new Date()): Promise<void> {
  await em.insert(LoginFailure, { scope, subjectHash: hashOf(subject), at: now });
}

/** Forgets the failures of `subject` (a successful sign-in). */
export async function clear(em: Em, scope: string, subject: string): Promise<void> {
  await em.nativeDelete(LoginFailure, { scope, subjectHash: hashOf(subject) });
}

/** Housekeeping: failures older than `before` count in no window any more. */
export async function deleteOlderThan(em: Em, before: Date): Promise<number> {
  return em.nativeDelete(LoginFailure, { at: { $lt: before } });
}
