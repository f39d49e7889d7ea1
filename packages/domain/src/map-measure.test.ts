import { describe, expect, it } from 'vitest';
import { formatArea, formatDistance } from './map-measure.js';

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [4.4, '4 m'],
    [85, '85 m'],
    [99.4, '99 m'],
    [99.6, '0,10 km'],
    [100, '0,10 km'],
    [150, '0,15 km'],
    [1250, '1,25 km'],
    [1234.5, '1,23 km'],
    [12_345_678, '12.345,68 km'],
  ])('%d m → %s', (meters, label) => {
    expect(formatDistance(meters)).toBe(label);
  });

  it('gives nothing for a negative or missing value', () => {
    expect(formatDistance(-1)).toBe('');
    expect(formatDistance(Number.NaN)).toBe('');
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatArea', () => {
  it.each([
    [0, '0 m²'],
    [950, '950 m²'],
    [949.6, '950 m²'],
    [9_999.4, '9.999 m²'],
    [10_000, '0,01 km²'],
    [20_000, '0,02 km²'],
    [1_250_000, '1,25 km²'],
    [3_456_789_000, '3.456,79 km²'],
  ])('%d m² → %s', (squareMeters, label) => {
    expect(formatArea(squareMeters)).toBe(label);
  });

  it('gives nothing for a negative or missing value', () => {
    expect(formatArea(-5)).toBe('');
    expect(formatArea(Number.NaN)).toBe('');
  });
});
