import { describe, expect, it } from 'vitest';
import {
  addMonths,
  checkBauzeit,
  defaultBauzeit,
  germanToday,
  minBauende,
  minBaustart,
  suggestsEilbearbeitung,
} from './antrag-dates.js';

describe('request date rules (spec 000 §3, §5)', () => {
  it('defaults to a start in 7 days and an end 6 months later', () => {
    expect(defaultBauzeit('2026-11-21')).toEqual({ baustart: '2026-11-28', bauende: '2027-05-28' });
  });
  it('adds calendar months, clamping to the month end', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2028-08-31', 6)).toBe('2029-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
  it('start no earlier than one month back; end at least 7 days after start or 14 days from today', () => {
    expect(minBaustart('2026-11-21')).toBe('2026-10-21');
    expect(minBauende('2026-11-21', '2026-12-01')).toBe('2026-12-08');
    expect(minBauende('2026-11-21', null)).toBe('2026-12-05');
    expect(checkBauzeit('2026-11-21', '2026-10-20', '2026-12-30')).toEqual(['baustartZuFrueh']);
    expect(checkBauzeit('2026-11-21', '2026-12-01', '2026-12-07')).toEqual(['bauendeZuFrueh']);
    expect(checkBauzeit('2026-11-21', '2026-12-01', '2026-12-08')).toEqual([]);
  });
  it('recommends urgency for a start within 14 days', () => {
    expect(suggestsEilbearbeitung('2026-11-21', '2026-12-04')).toBe(true);
    expect(suggestsEilbearbeitung('2026-11-21', '2026-12-05')).toBe(false);
    expect(suggestsEilbearbeitung('2026-11-21', null)).toBe(false);
  });
  it('knows the German day around midnight', () => {
    expect(germanToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(germanToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(germanToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
