import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_BASE_PATH, VERSORGER_UPLOAD } from '@lap/contracts';
import type { AppDeps } from '../../context.js';

/** The key of the operator links: its own HMAC of the session secret, so neither value reveals the other. */
export function linkSecretFor(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('versorger-link').digest('base64url');
}

const signatureOf = (secret: string, versorgerId: string, auftragId: string, e: number): string =>
  createHmac('sha256', secret).update(`${versorgerId.toLowerCase()}|${auftragId.toLowerCase()}|${e}`).digest('base64url');

/** `e` (expiry, unix seconds) and `s` (signature) of an operator link. */
export function versorgerLinkParams(secret: string, versorgerId: string, auftragId: string, now = new Date(), days: number = VERSORGER_UPLOAD.linkDays): { e: string; s: string } {
  const e = Math.floor(now.getTime() / 1000) + Math.round(days * 86_400);
  return { e: String(e), s: signatureOf(secret, versorgerId, auftragId, e) };
}

/**
 * The link an operator answers through without an account (the enquiry mail carries it):
 * `…/versorgerupload/{versorgerId}/{auftragId}?e={expiry}&s={HMAC-SHA256(versorgerId|auftragId|e)}`, 30 days by default.
 */
export function versorgerUploadLink(deps: Pick<AppDeps, 'publicUrl' | 'linkSecret'>, versorgerId: string, auftragId: string, now = new Date(), days: number = VERSORGER_UPLOAD.linkDays): string {
  const { e, s } = versorgerLinkParams(deps.linkSecret, versorgerId, auftragId, now, days);
  return `${deps.publicUrl}${APP_BASE_PATH}/versorgerupload/${versorgerId}/${auftragId}?e=${e}&s=${s}`;
}

/** True for an unexpired link signed by us for exactly this supplier row and order (compared in constant time). */
export function verifyVersorgerLink(secret: string, versorgerId: string, auftragId: string, e: string | undefined, s: string | undefined, now = new Date()): boolean {
  if (!e || !s || !/^\d{1,12}$/.test(e) || !/^[A-Za-z0-9_-]{43}$/.test(s)) return false;
  const expiry = Number(e);
  if (expiry * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, versorgerId, auftragId, expiry));
  const given = Buffer.from(s);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
