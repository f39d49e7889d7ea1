import { Token } from '../entities/token.js';
import type { Em } from '../orm.js';
import { createHash, randomBytes } from 'node:crypto';

/** A fresh random token for a cookie or an e-mail link (256 bits, URL-safe). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked table holds no usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Housekeeping: links that expired before `before` can only be answered 'invalid' from here on; their rows go. */
export async function deleteExpiredBefore(em: Em, before: Date): Promise<number> {
  return em.nativeDelete(Token, { expiresAt: { $lt: before } });
}
