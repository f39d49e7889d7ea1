import { describe, expect, it } from 'vitest';
import { centsToEuroInput, decimalToInput, parseEuroToCents, parseGermanDecimal } from './money-input';

describe('parseEuroToCents', () => {
  it.each([
    ['12,34', 1234],
    ['12,3', 1230],
    ['12', 1200],
    ['0,01', 1],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1.000.000', 100000000],
    [' 12,34 € ', 1234],
    ['12,34\u00a0€', 1234],
    ['-5', -500],
    ['-0,5', -50],
    ['-0', 0],
    // the classic float trap: 0,29 × 100 is 28.999… in binary
    ['0,29', 29],
    ['1,00', 100],
  ])('%s → %i cents', (text, cents) => {
    expect(parseEuroToCents(text)).toBe(cents);
  });

  it.each(['', ',', '12,345', '1.23', '12.34', 'abc', '1,2,3', '--5', '1.2345,00', '12,'])(
    '%s is not an amount',
    (text) => {
      expect(parseEuroToCents(text)).toBeNull();
    },
  );
});

describe('centsToEuroInput', () => {
  it.each([
    [1234, '12,34'],
    [5, '0,05'],
    [0, '0,00'],
    [123450, '1234,50'],
    [-50, '-0,50'],
  ])('%i → %s', (cents, text) => {
    expect(centsToEuroInput(cents)).toBe(text);
  });

  it('reads back to the same cents', () => {
    for (const cents of [0, 1, 29, 99, 100, 1234, 999999, -1234])
      expect(parseEuroToCents(centsToEuroInput(cents))).toBe(cents);
  });
});

describe('parseGermanDecimal / decimalToInput', () => {
  it.each([
    ['2,5', 2.5],
    ['3', 3],
    ['1.000', 1000],
    ['0,25', 0.25],
  ])('%s → %d', (text, value) => {
    expect(parseGermanDecimal(text)).toBe(value);
  });

  it.each(['', '2.5', '2,555', 'x', '-1'])('%s is not a quantity', (text) => {
    expect(parseGermanDecimal(text)).toBeNull();
  });

  it('writes a quantity with a comma', () => {
    expect(decimalToInput(2.5)).toBe('2,5');
    expect(decimalToInput(3)).toBe('3');
  });
});
