import { describe, expect, it } from 'vitest';
import { sameMinute, toPickerValue, toWireValue } from './versorger-datum';

describe('supplier date-times', () => {
  it('shows instants as Berlin wall times (summer and winter)', () => {
    expect(toPickerValue('2026-07-01T06:05:00.000Z')).toBe('2026-07-01 08:05:00');
    expect(toPickerValue('2026-01-15T07:00:00Z')).toBe('2026-01-15 08:00:00');
    expect(toPickerValue(null)).toBeNull();
    expect(toPickerValue('kein Datum')).toBeNull();
  });
  it('sends the wall time without zone, null to clear', () => {
    expect(toWireValue('2026-07-01 08:05:00')).toBe('2026-07-01T08:05');
    expect(toWireValue(null)).toBeNull();
  });
  it('compares to the minute', () => {
    expect(sameMinute('2026-07-01 08:05:00', '2026-07-01 08:05:30')).toBe(true);
    expect(sameMinute(null, '2026-07-01 08:05:00')).toBe(false);
    expect(sameMinute(null, null)).toBe(true);
  });
});
