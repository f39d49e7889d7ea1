import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-size.js';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1 kB'],
    [1536, '1,5 kB'],
    [1_500_000, '1,5 MB'],
    [999_999, '1 MB'],
    [123_456_789, '123,5 MB'],
    [1e9, '1 GB'],
    [2_345_000_000, '2,3 GB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('is empty for nonsense', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
