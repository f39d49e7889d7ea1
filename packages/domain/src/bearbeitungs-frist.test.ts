import { describe, expect, it } from 'vitest';
import {
  addWerktage,
  bearbeitungsFrist,
  bundesweiteFeiertage,
  istUeberschritten,
  istWerktag,
  ostersonntag,
} from './bearbeitungs-frist.js';

describe('bearbeitungsFrist', () => {
  it('finds Easter Sunday', () => {
    expect(ostersonntag(2025)).toBe('2025-04-20');
    expect(ostersonntag(2026)).toBe('2026-04-05');
    expect(ostersonntag(2027)).toBe('2027-03-28');
  });

  it('knows the nationwide holidays and weekends', () => {
    expect([...bundesweiteFeiertage(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-10-03',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(istWerktag('2026-03-02')).toBe(true); // Monday
    expect(istWerktag('2026-03-07')).toBe(false); // Saturday
    expect(istWerktag('2026-03-08')).toBe(false); // Sunday
    expect(istWerktag('2026-04-06')).toBe(false); // Ostermontag
  });

  it('counts working days after the order day', () => {
    expect(addWerktage('2026-03-02', 0)).toBe('2026-03-02');
    expect(addWerktage('2026-03-06', 1)).toBe('2026-03-09'); // Friday → Monday
    expect(bearbeitungsFrist('2026-03-02', false)).toBe('2026-03-16'); // two weeks
    expect(bearbeitungsFrist('2026-03-02', true)).toBe('2026-03-05');
    expect(bearbeitungsFrist('2026-03-07', true)).toBe('2026-03-11'); // ordered on a Saturday
    // Easter 2026: Karfreitag 3.4. and Ostermontag 6.4. do not count
    expect(bearbeitungsFrist('2026-04-01', true)).toBe('2026-04-08');
    expect(bearbeitungsFrist('2026-12-22', false)).toBe('2027-01-07');
  });

  it('is overdue only after the deadline day and only while not finished', () => {
    expect(istUeberschritten('2026-03-16', 0, '2026-03-16')).toBe(false);
    expect(istUeberschritten('2026-03-16', 2, '2026-03-17')).toBe(true);
    expect(istUeberschritten('2026-03-16', 3, '2026-03-17')).toBe(false);
    expect(istUeberschritten(null, 1, '2026-03-17')).toBe(false);
  });
});
