import { Captcha } from '../entities/captcha.js';
import type { Em } from '../orm.js';

/** Housekeeping for the worker: a captcha that expired or was answered can never be used again. */
export async function deleteExpired(em: Em, now: Date = new Date()): Promise<number> {
  return em.nativeDelete(Captcha, { $or: [{ expiresAt: { $lt: now } }, { usedAt: { $ne: null } }] });
}
