import { describe, expect, it } from 'vitest';
import { parseConfirmEmailParams, parseLegacyFlag, parseResetCode, queryParam } from './query-params';

const q = (s: string) => new URLSearchParams(s);

describe('queryParam', () => {
  it('finds a parameter whatever its case and trims it', () => {
    expect(queryParam(q('userid=abc'), 'userId')).toBe('abc');
    expect(queryParam(q('USERID=%20abc%20'), 'userId')).toBe('abc');
    expect(queryParam(q('code='), 'code')).toBeNull();
    expect(queryParam(q(''), 'code')).toBeNull();
  });
});

describe('parseConfirmEmailParams (spec 000 §2 confirmemail?userid&code)', () => {
  it('accepts userId and userid', () => {
    expect(parseConfirmEmailParams(q('userId=u1&code=c1'))).toEqual({ userId: 'u1', code: 'c1' });
    expect(parseConfirmEmailParams(q('userid=u1&code=c1'))).toEqual({ userId: 'u1', code: 'c1' });
  });

  it('keeps encoded characters of the code', () => {
    expect(parseConfirmEmailParams(q('userId=u1&code=a%2Bb%2F%3D'))).toEqual({ userId: 'u1', code: 'a+b/=' });
  });

  it('is null when a part is missing', () => {
    expect(parseConfirmEmailParams(q('userId=u1'))).toBeNull();
    expect(parseConfirmEmailParams(q('code=c1'))).toBeNull();
    expect(parseConfirmEmailParams(q(''))).toBeNull();
  });
});

describe('parseResetCode and parseLegacyFlag', () => {
  it('reads the reset code', () => {
    expect(parseResetCode(q('code=xyz'))).toBe('xyz');
    expect(parseResetCode(q('x=1'))).toBeNull();
  });

  it('passes only f=rlo', () => {
    expect(parseLegacyFlag(q('f=rlo'))).toBe('rlo');
    expect(parseLegacyFlag(q('f=RLO'))).toBe('rlo');
    expect(parseLegacyFlag(q('f=other'))).toBeUndefined();
    expect(parseLegacyFlag(q(''))).toBeUndefined();
  });
});
