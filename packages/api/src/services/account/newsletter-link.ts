import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_BASE_PATH } from '@lap/contracts';
import { users } from '@lap/db';
import type { AppDeps } from '../../context.js';

// The newsletter's own key, derived from the link key, so an operator link's signature is never a valid token here.
const keyOf = (linkSecret: string): Buffer => createHmac('sha256', linkSecret).update('newsletter-abmelden').digest();

/** The token of one address: only who received a mail at it can unsubscribe it. */
export function newsletterToken(linkSecret: string, email: string): string {
  return createHmac('sha256', keyOf(linkSecret)).update(users.normalizeEmail(email)).digest('base64url');
}

/** Compared in constant time; a token of another address (or none) is refused. */
export function verifyNewsletterToken(linkSecret: string, email: string, token: string | undefined): boolean {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const expected = Buffer.from(newsletterToken(linkSecret, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The footer link of mails to a subscriber: /unsubscribenewsletter with its address and token. */
export function newsletterAbmeldeLink(deps: Pick<AppDeps, 'publicUrl' | 'linkSecret'>, email: string): string {
  const address = users.normalizeEmail(email);
  return `${deps.publicUrl}${APP_BASE_PATH}/unsubscribenewsletter?email=${encodeURIComponent(address)}&token=${newsletterToken(deps.linkSecret, address)}`;
}
