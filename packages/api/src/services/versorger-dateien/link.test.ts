import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkVersorgerLink,
  linkSecretFor,
  verifyVersorgerLink,
  versorgerLinkParams,
  versorgerUploadLink,
  type VersorgerLinkTarget,
} from './link.js';

const secret = linkSecretFor('a-session-secret-of-at-least-32-characters');
const V = '6f1c0a9e-8d4b-4c3a-9f2e-1b2c3d4e5f60';
const A = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const row: VersorgerLinkTarget = { versorgerId: V, auftragId: A, linkVersion: 0 };
const now = new Date('2026-11-21T10:00:00Z');

describe('operator upload links', () => {
  it('signs versorgerId, auftragId and expiry; valid for 30 days by default', () => {
    const url = versorgerUploadLink({ publicUrl: 'https://portal.example', linkSecret: secret }, row, now);
    const q = new URL(url).searchParams;
    expect(url.startsWith(`https://portal.example/leitungsauskunftportal/versorgerupload/${V}/${A}?e=`)).toBe(true);
    expect(Number(q.get('e'))).toBe(now.getTime() / 1000 + 30 * 86_400);
    expect(verifyVersorgerLink(secret, row, q.get('e') ?? '', q.get('s') ?? '', now)).toBe(true);
    expect(
      verifyVersorgerLink(secret, { ...row, versorgerId: V.toUpperCase() }, q.get('e') ?? '', q.get('s') ?? '', now),
    ).toBe(true);
  });

  it('refuses another secret, other ids, a changed or passed expiry and malformed values', () => {
    const { e, s } = versorgerLinkParams(secret, row, now, 1);
    expect(verifyVersorgerLink(linkSecretFor('another-session-secret-of-32-characters!'), row, e, s, now)).toBe(false);
    expect(verifyVersorgerLink(secret, { ...row, versorgerId: A, auftragId: V }, e, s, now)).toBe(false);
    expect(verifyVersorgerLink(secret, row, String(Number(e) + 1), s, now)).toBe(false);
    expect(verifyVersorgerLink(secret, row, e, s, new Date(now.getTime() + 86_400_000))).toBe(false);
    for (const [badE, badS] of [
      [undefined, s],
      [e, undefined],
      ['', s],
      ['1e12', s],
      [e, `${s}=`],
      [e, s.slice(1)],
    ] as const) {
      expect(checkVersorgerLink(secret, row, badE, badS, now)).toBe('ungueltig');
    }
    expect(linkSecretFor('x')).not.toBe('x');
  });

  it('a link mailed before link versions existed (version 0) keeps its signature', () => {
    const { e, s } = versorgerLinkParams(secret, row, now);
    expect(s).toBe(createHmac('sha256', secret).update(`${V}|${A}|${e}`).digest('base64url'));
  });

  it('a raised link version revokes the older links: they read as revoked until they expire, the new one works', () => {
    const alt = versorgerLinkParams(secret, row, now);
    const revoked = { ...row, linkVersion: 1 };
    const neu = versorgerLinkParams(secret, revoked, now);
    expect(neu.s).not.toBe(alt.s);
    expect(checkVersorgerLink(secret, revoked, alt.e, alt.s, now)).toBe('widerrufen');
    expect(checkVersorgerLink(secret, revoked, neu.e, neu.s, now)).toBe('gueltig');
    // revoked twice: both older links are refused, the newest works
    const twice = { ...row, linkVersion: 2 };
    expect(checkVersorgerLink(secret, twice, alt.e, alt.s, now)).toBe('widerrufen');
    expect(checkVersorgerLink(secret, twice, neu.e, neu.s, now)).toBe('widerrufen');
    const neuester = versorgerLinkParams(secret, twice, now);
    expect(checkVersorgerLink(secret, twice, neuester.e, neuester.s, now)).toBe('gueltig');
    // a link of a version the row has not reached yet is no link at all
    expect(checkVersorgerLink(secret, row, neu.e, neu.s, now)).toBe('ungueltig');
    // an expired revoked link is simply invalid
    expect(checkVersorgerLink(secret, revoked, alt.e, alt.s, new Date(now.getTime() + 31 * 86_400_000))).toBe(
      'ungueltig',
    );
    // another row's old link is not taken for this row's revoked one
    expect(checkVersorgerLink(secret, { ...revoked, versorgerId: A, auftragId: V }, alt.e, alt.s, now)).toBe(
      'ungueltig',
    );
  });
});
