import { describe, expect, it } from 'vitest';
import { formatNotizZeit } from './notiz-format';

describe('formatNotizZeit (spec 001 §9: dd.mm.yy hh:mm)', () => {
  it('shows Berlin time with a two-digit year, summer and winter', () => {
    expect(formatNotizZeit('2026-07-01T06:05:00Z')).toBe('01.07.26 08:05');
    expect(formatNotizZeit('2026-01-09T23:30:00Z')).toBe('10.01.26 00:30');
    expect(formatNotizZeit(new Date('2025-12-31T13:07:00Z'))).toBe('31.12.25 14:07');
  });
  it('is empty for no date', () => {
    expect(formatNotizZeit('kein Datum')).toBe('');
  });
});
