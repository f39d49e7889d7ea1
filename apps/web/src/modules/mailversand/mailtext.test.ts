import { describe, expect, it } from 'vitest';
import { einfuegenAnCursor } from './mailtext';

describe('einfuegenAnCursor', () => {
  it('inserts at the caret', () => {
    expect(einfuegenAnCursor('Hallo Welt', 6, 6, '{Auto-Ort} ')).toEqual({ value: 'Hallo {Auto-Ort} Welt', caret: 17 });
  });
  it('replaces the selection', () => {
    expect(einfuegenAnCursor('Hallo Welt', 6, 10, '{Auto-Ort}')).toEqual({ value: 'Hallo {Auto-Ort}', caret: 16 });
  });
  it('appends without a known caret', () => {
    expect(einfuegenAnCursor('Hallo', null, null, '!')).toEqual({ value: 'Hallo!', caret: 6 });
  });
  it('clamps positions outside the text', () => {
    expect(einfuegenAnCursor('ab', 10, 20, 'c')).toEqual({ value: 'abc', caret: 3 });
    expect(einfuegenAnCursor('ab', -1, 0, 'c')).toEqual({ value: 'cab', caret: 1 });
    expect(einfuegenAnCursor('ab', 2, 1, 'c')).toEqual({ value: 'abc', caret: 3 });
  });
});
