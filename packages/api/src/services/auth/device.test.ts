import { describe, expect, it } from 'vitest';
import type { SessionCookieJar } from '../../context.js';
import { DEVICE_COOKIE, DEVICE_TTL_MS, hasKnownDevice, isKnownDevice, rememberDevice } from './device.js';

/** A jar whose signed cookies are whatever was last written (the signature itself is fastify-cookie's job). */
function jar(initial?: string): SessionCookieJar & { value: string | undefined; expires?: Date } {
  const j = {
    value: initial,
    expires: undefined as Date | undefined,
    readToken: () => undefined,
    writeToken: () => undefined,
    clearToken: () => undefined,
    readSigned: (name: string) => (name === DEVICE_COOKIE ? j.value : undefined),
    writeSigned: (name: string, value: string, expiresAt: Date) => {
      if (name === DEVICE_COOKIE) [j.value, j.expires] = [value, expiresAt];
    },
  };
  return j;
}

const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('known-browser cookie', () => {
  it('remembers users of a browser, newest first, at most five, for a year', () => {
    const cookies = jar();
    const now = Date.UTC(2026, 0, 1);
    expect(hasKnownDevice(cookies, now)).toBe(false);
    for (let n = 1; n <= 6; n++) rememberDevice(cookies, id(n), now + n);
    expect(cookies.expires?.getTime()).toBe(now + 6 + DEVICE_TTL_MS);
    expect([1, 2, 3, 4, 5, 6].map((n) => isKnownDevice(cookies, id(n), now + 10))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    rememberDevice(cookies, id(3), now + 20);
    expect(cookies.value?.split('|')[0]).toBe(`${id(3)}~${now + 20}`);
    expect(cookies.value?.split('|')).toHaveLength(5);
  });

  it('forgets an entry after a year and ignores anything malformed', () => {
    const now = Date.UTC(2026, 0, 1);
    const cookies = jar(
      `${id(1)}~${now - DEVICE_TTL_MS - 1}|${id(2)}~${now - 1000}|kein-uuid~${now}|${id(3)}~morgen|${id(4)}~${now + 60_000}`,
    );
    expect([1, 2, 3, 4].map((n) => isKnownDevice(cookies, id(n), now))).toEqual([false, true, false, false]);
    expect(hasKnownDevice(jar('x'.repeat(2000)), now)).toBe(false);
  });
});
