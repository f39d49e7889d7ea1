import { describe, expect, it } from 'vitest';
import { loginPathFor, refererTarget, safeInAppPath } from './safe-path';

describe('safeInAppPath', () => {
  it('keeps in-app paths and strips the base path', () => {
    expect(safeInAppPath('/antraege')).toBe('/antraege');
    expect(safeInAppPath('/leitungsauskunftportal/auftraege?x=1')).toBe('/auftraege?x=1');
    expect(safeInAppPath('/leitungsauskunftportal')).toBe('/');
    expect(safeInAppPath('/')).toBe('/');
  });

  it('rejects anything that could leave the app', () => {
    for (const bad of [
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'antraege',
      '/a\nb',
    ]) {
      expect(safeInAppPath(bad)).toBeNull();
    }
    expect(safeInAppPath(undefined)).toBeNull();
  });
});

describe('refererTarget', () => {
  it('accepts a safe path but never the login page or the start page', () => {
    expect(refererTarget('/auftraege')).toBe('/auftraege');
    expect(refererTarget('/login')).toBeNull();
    expect(refererTarget('/login/%2Fx')).toBeNull();
    expect(refererTarget('/')).toBeNull();
    expect(refererTarget('//evil.example')).toBeNull();
    expect(refererTarget(undefined)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('remembers the current page as referer', () => {
    expect(loginPathFor('/bearbeitungslist/42')).toBe('/login/%2Fbearbeitungslist%2F42');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login/%2Fx')).toBe('/login');
  });
});
