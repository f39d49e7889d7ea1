import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_BASE_PATH, VERSORGER_UPLOAD } from '@lap/contracts';
import type { IVersorger } from '@lap/db';
import type { AppDeps } from '../../context.js';

/** The key of the operator links: its own HMAC of the session secret, so neither value reveals the other. */
export function linkSecretFor(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('versorger-link').digest('base64url');
}

/** What an operator link is signed for: one supplier row of one order, in the row's current link version. */
export interface VersorgerLinkTarget {
  versorgerId: string;
  auftragId: string;
  /** Raised by revoking (versorger.link_version): every link signed for an older version stops working. */
  linkVersion: number;
}

/** What a supplier row's links are signed for now (populated `auftrag`). */
export const linkTargetOf = (v: Pick<IVersorger, 'id' | 'auftrag' | 'linkVersion'>): VersorgerLinkTarget => ({
  versorgerId: v.id,
  auftragId: v.auftrag.id,
  linkVersion: v.linkVersion,
});

/** How far back a signature is recognised as a revoked link (older ones read as simply invalid). */
const REVOKED_VERSIONS_CHECKED = 20;

// Version 0 signs the string the links had before versions existed, so links already mailed keep working.
const signatureOf = (secret: string, t: VersorgerLinkTarget, e: number, version = t.linkVersion): string =>
  createHmac('sha256', secret)
    .update(`${t.versorgerId.toLowerCase()}|${t.auftragId.toLowerCase()}|${e}${version === 0 ? '' : `|${version}`}`)
    .digest('base64url');

/** `e` (expiry, unix seconds) and `s` (signature) of an operator link. */
export function versorgerLinkParams(
  secret: string,
  target: VersorgerLinkTarget,
  now = new Date(),
  days: number = VERSORGER_UPLOAD.linkDays,
): { e: string; s: string } {
  const e = Math.floor(now.getTime() / 1000) + Math.round(days * 86_400);
  return { e: String(e), s: signatureOf(secret, target, e) };
}

/**
 * The link an operator answers through without an account (the enquiry mail carries it):
 * `…/versorgerupload/{versorgerId}/{auftragId}?e={expiry}&s={HMAC-SHA256(versorgerId|auftragId|e[|version])}`, 30 days by default.
 */
export function versorgerUploadLink(
  deps: Pick<AppDeps, 'publicUrl' | 'linkSecret'>,
  target: VersorgerLinkTarget,
  now = new Date(),
  days: number = VERSORGER_UPLOAD.linkDays,
): string {
  const { e, s } = versorgerLinkParams(deps.linkSecret, target, now, days);
  return `${deps.publicUrl}${APP_BASE_PATH}/versorgerupload/${target.versorgerId}/${target.auftragId}?e=${e}&s=${s}`;
}

/** 'gueltig': signed for this row's current version and unexpired; 'widerrufen': an unexpired link of an older version. */
export type TVersorgerLinkCheck = 'gueltig' | 'widerrufen' | 'ungueltig';

const sameSignature = (expected: string, given: Buffer): boolean => {
  const bytes = Buffer.from(expected);
  return given.length === bytes.length && timingSafeEqual(given, bytes);
};

/** Checks a link for exactly this supplier row and order (signatures compared in constant time). */
export function checkVersorgerLink(
  secret: string,
  target: VersorgerLinkTarget,
  e: string | undefined,
  s: string | undefined,
  now = new Date(),
): TVersorgerLinkCheck {
  if (!e || !s || !/^\d{1,12}$/.test(e) || !/^[A-Za-z0-9_-]{43}$/.test(s)) return 'ungueltig';
  const expiry = Number(e);
  if (expiry * 1000 <= now.getTime()) return 'ungueltig';
  const given = Buffer.from(s);
  if (sameSignature(signatureOf(secret, target, expiry), given)) return 'gueltig';
  for (
    let version = target.linkVersion - 1;
    version >= Math.max(0, target.linkVersion - REVOKED_VERSIONS_CHECKED);
    version--
  ) {
    if (sameSignature(signatureOf(secret, target, expiry, version), given)) return 'widerrufen';
  }
  return 'ungueltig';
}

/** True for an unexpired link signed by us for exactly this supplier row, order and current link version. */
export function verifyVersorgerLink(
  secret: string,
  target: VersorgerLinkTarget,
  e: string | undefined,
  s: string | undefined,
  now = new Date(),
): boolean {
  return checkVersorgerLink(secret, target, e, s, now) === 'gueltig';
}
