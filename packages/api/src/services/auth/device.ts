import type { SessionCookieJar } from '../../context.js';
import { isUuid } from '../ids.js';

/**
 * "Known browser" cookie: the users who signed in successfully in this browser, each with the time of
 * that sign-in, signed by the server (HMAC with the session secret), so it cannot be made up or moved to
 * another user. A locked address lets its owner in from such a browser (docs/decisions/accounts-and-roles.md).
 */
export const DEVICE_COOKIE = 'lap_device';
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
// A shared office computer: a few users each keep their browser known.
const MAX_USERS = 5;

interface DeviceEntry {
  userId: string;
  at: number;
}

function entries(cookies: SessionCookieJar, now: number): DeviceEntry[] {
  const value = cookies.readSigned(DEVICE_COOKIE);
  if (!value || value.length > 1000) return [];
  return value
    .split('|')
    .map((part) => {
      const [userId = '', at = ''] = part.split('~');
      return { userId, at: Number(at) };
    })
    .filter((e) => isUuid(e.userId) && Number.isFinite(e.at) && e.at <= now && now - e.at < DEVICE_TTL_MS);
}

/** Whether this browser signed in as `userId` before (within a year). */
export function isKnownDevice(cookies: SessionCookieJar, userId: string, now = Date.now()): boolean {
  return entries(cookies, now).some((e) => e.userId === userId);
}

/** Has any known-browser entry: without one a locked address is refused before the password is checked. */
export function hasKnownDevice(cookies: SessionCookieJar, now = Date.now()): boolean {
  return entries(cookies, now).length > 0;
}

/** After a successful sign-in: remembers the user first, keeping up to MAX_USERS others. */
export function rememberDevice(cookies: SessionCookieJar, userId: string, now = Date.now()): void {
  const kept = entries(cookies, now).filter((e) => e.userId !== userId);
  const value = [{ userId, at: now }, ...kept]
    .slice(0, MAX_USERS)
    .map((e) => `${e.userId}~${e.at}`)
    .join('|');
  cookies.writeSigned(DEVICE_COOKIE, value, new Date(now + DEVICE_TTL_MS));
}
