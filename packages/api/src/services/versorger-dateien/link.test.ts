import { describe, expect, it } from 'vitest';
import { linkSecretFor, verifyVersorgerLink, versorgerLinkParams, versorgerUploadLink } from './link.js';

const secret = linkSecretFor('a-session-secret-of-at-least-32-characters');
const V = '6f1c0a9e-8d4b-4c3a-9f2e-1b2c3d4e5f60';
const A = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const now = new Date('2026-11-21T10:00:00Z');

describe('operator upload links', () => {
  it('signs versorgerId, auftragId and expiry; valid for 30 days by default', () => {
    const url = versorgerUploadLink({ publicUrl: 'https://portal.example', linkSecret: secret }, V, A, now);
    const q = new URL(url).searchParams;
    expect(url.startsWith(`https://portal.example/leitungsauskunftportal/versorgerupload/${V}/${A}?e=`)).toBe(true);
    expect(Number(q.get('e'))).toBe(now.getTime() / 1000 + 30 * 86_400);
    expect(verifyVersorgerLink(secret, V, A, q.get('e') ?? '', q.get('s') ?? '', now)).toBe(true);
    expect(verifyVersorgerLink(secret, V.toUpperCase(), A, q.get('e') ?? '', q.get('s') ?? '', now)).toBe(true);
  });

  it('refuses another secret, other ids, a changed or passed expiry and malformed values', () => {
    const { e, s } = versorgerLinkParams(secret, V, A, now, 1);
    expect(verifyVersorgerLink(linkSecretFor('another-session-secret-of-32-characters!'), V, A, e, s, now)).toBe(false);
    expect(verifyVersorgerLink(secret, A, V, e, s, now)).toBe(false);
    expect(verifyVersorgerLink(secret, V, A, String(Number(e) + 1), s, now)).toBe(false);
    expect(verifyVersorgerLink(secret, V, A, e, s, new Date(now.getTime() + 86_400_000))).toBe(false);
    for (const [badE, badS] of [[undefined, s], [e, undefined], ['', s], ['1e12', s], [e, `${s}=`], [e, s.slice(1)]] as const) {
      expect(verifyVersorgerLink(secret, V, A, badE, badS, now)).toBe(false);
    }
    expect(linkSecretFor('x')).not.toBe('x');
  });
});
