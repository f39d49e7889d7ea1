import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, parseGermanDate } from './format.js';

describe('German formats', () => {
  it('formats calendar days and instants as dd.mm.yyyy (Berlin time)', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
    expect(formatDate('2026-03-05T23:30:00Z')).toBe('06.03.2026');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('2026-07-01T06:05:00Z')).toBe('01.07.2026, 08:05');
  });
  it('formats money from cents with comma decimals and €, or says it is missing', () => {
    expect(formatMoney(123456)).toBe('1.234,56 €');
    expect(formatMoney(5)).toBe('0,05 €');
    expect(formatMoney(-8900)).toBe('-89,00 €');
    expect(formatMoney(null)).toBe('Noch nicht initialisiert');
    expect(formatMoney(undefined)).toBe('Noch nicht initialisiert');
  });
  it('formats numbers German style', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });
  it('parses German dates strictly', () => {
    expect(parseGermanDate('01.07.2025')).toBe('2025-07-01');
    expect(parseGermanDate('1.7.2025')).toBe('2025-07-01');
    expect(parseGermanDate('31.02.2026')).toBeNull();
    expect(parseGermanDate('2026-02-01')).toBeNull();
  });
});
