import { describe, expect, it } from 'vitest';
import { formatVorgangsnummer, parseVorgangsnummer } from './vorgangsnummer.js';

describe('Vorgangsnummer', () => {
  it('pads the running number to six digits', () => {
    expect(formatVorgangsnummer(2026, 123)).toBe('AS2026-000123');
    expect(formatVorgangsnummer(2026, 1)).toBe('AS2026-000001');
  });
  it('grows beyond six digits instead of wrapping', () => {
    expect(formatVorgangsnummer(2026, 1_234_567)).toBe('AS2026-1234567');
  });
  it('refuses nonsense', () => {
    expect(() => formatVorgangsnummer(2026, 0)).toThrow(RangeError);
    expect(() => formatVorgangsnummer(26, 5)).toThrow(RangeError);
  });
  it('parses its own format, case-insensitively', () => {
    expect(parseVorgangsnummer('as2026-000123')).toEqual({ year: 2026, running: 123 });
    expect(parseVorgangsnummer('AS2026-12')).toBeNull();
    expect(parseVorgangsnummer('XY2026-000123')).toBeNull();
  });
});
