import { describe, expect, it } from 'vitest';
import { BASISZINSSAETZE, verzugszinsen } from './verzugszinsen.js';

describe('verzugszinsen', () => {
  it('charges Basiszinssatz + 9 points and the € 40 lump sum to a business customer (30 days)', () => {
    // Due 02.03.2025, interest 03.03.–01.04.2025 = 29 + 1 = 30 days; Basiszinssatz 2,27 % + 9 = 11,27 %.
    // 1.000,00 € × 11,27 % × 30 / 365 = 9,263013… € → 926 ct
    const z = verzugszinsen({ offenCent: 100000, faelligAm: '2025-03-02', bis: '2025-04-01', geschaeftskunde: true });
    expect(z).toEqual({
      zinsenCent: 926,
      tage: 30,
      zinssatzProzent: 11.27,
      pauschaleCent: 4000,
      perioden: [{ von: '2025-03-03', bis: '2025-04-01', tage: 30, prozent: 11.27, zinsenCent: 926 }],
    });
  });

  it('charges Basiszinssatz + 5 points and no lump sum to a consumer (30 days)', () => {
    // 2,27 % + 5 = 7,27 %; 1.000,00 € × 7,27 % × 30 / 365 = 5,975342… € → 598 ct
    const z = verzugszinsen({ offenCent: 100000, faelligAm: '2025-03-02', bis: '2025-04-01', geschaeftskunde: false });
    expect(z).toMatchObject({ zinsenCent: 598, tage: 30, zinssatzProzent: 7.27, pauschaleCent: 0 });
  });

  it('splits a span across 1 July into two rates', () => {
    // Due 15.06.2025: 16.–30.06. = 15 days at 2,27 + 9 = 11,27 %, 01.–15.07. = 15 days at 1,27 + 9 = 10,27 %.
    // 1.000,00 € × (11,27 % × 15 + 10,27 % × 15) / 365 = 4,631507 + 4,220548 = 8,852055 € → 885 ct
    // The rate printed is the day-weighted average (11,27 + 10,27) / 2 = 10,77 %.
    const z = verzugszinsen({ offenCent: 100000, faelligAm: '2025-06-15', bis: '2025-07-15', geschaeftskunde: true });
    expect(z.zinsenCent).toBe(885);
    expect(z.tage).toBe(30);
    expect(z.zinssatzProzent).toBe(10.77);
    expect(z.perioden).toEqual([
      { von: '2025-06-16', bis: '2025-06-30', tage: 15, prozent: 11.27, zinsenCent: 463 },
      { von: '2025-07-01', bis: '2025-07-15', tage: 15, prozent: 10.27, zinsenCent: 422 },
    ]);
  });

  it('merges half-years whose Basiszinssatz did not change', () => {
    const z = verzugszinsen({
      offenCent: 100000,
      faelligAm: '2025-12-15',
      bis: '2026-01-14',
      geschaeftskunde: true,
      basiszinssaetze: [
        { ab: '2025-07-01', prozent: 1.27 },
        { ab: '2026-01-01', prozent: 1.27 },
      ],
    });
    expect(z.perioden).toEqual([{ von: '2025-12-16', bis: '2026-01-14', tage: 30, prozent: 10.27, zinsenCent: 844 }]);
  });

  it('charges nothing before the day after the due date', () => {
    const none = { zinsenCent: 0, tage: 0, zinssatzProzent: 0, pauschaleCent: 0, perioden: [] };
    expect(
      verzugszinsen({ offenCent: 100000, faelligAm: '2025-06-15', bis: '2025-06-10', geschaeftskunde: true }),
    ).toEqual(none);
    expect(
      verzugszinsen({ offenCent: 100000, faelligAm: '2025-06-15', bis: '2025-06-15', geschaeftskunde: true }),
    ).toEqual(none);
    expect(verzugszinsen({ offenCent: 0, faelligAm: '2025-06-15', bis: '2025-07-15', geschaeftskunde: true })).toEqual(
      none,
    );
    // the due day itself earns nothing, the next day one day's interest
    expect(
      verzugszinsen({ offenCent: 100000, faelligAm: '2025-06-15', bis: '2025-06-16', geschaeftskunde: false }).tage,
    ).toBe(1);
  });

  it('counts a negative total rate as 0', () => {
    const z = verzugszinsen({
      offenCent: 100000,
      faelligAm: '2025-03-02',
      bis: '2025-04-01',
      geschaeftskunde: false,
      basiszinssaetze: [{ ab: '2025-01-01', prozent: -6 }],
    });
    expect(z).toMatchObject({ zinsenCent: 0, tage: 30, zinssatzProzent: 0 });
    expect(z.perioden[0]?.prozent).toBe(0);
  });

  it('rounds half a cent up, less than half down', () => {
    const nullProzent = [{ ab: '2026-01-01', prozent: 0 }];
    // 36,50 € × 5 % × 1 / 365 = 0,005 € = 0,5 ct → 1 ct
    expect(
      verzugszinsen({
        offenCent: 3650,
        faelligAm: '2026-03-01',
        bis: '2026-03-02',
        geschaeftskunde: false,
        basiszinssaetze: nullProzent,
      }).zinsenCent,
    ).toBe(1);
    // 36,49 € × 5 % × 1 / 365 = 0,49986 ct → 0 ct
    expect(
      verzugszinsen({
        offenCent: 3649,
        faelligAm: '2026-03-01',
        bis: '2026-03-02',
        geschaeftskunde: false,
        basiszinssaetze: nullProzent,
      }).zinsenCent,
    ).toBe(0);
  });

  it('divides by 365 in the leap year 2028 as well (366 days earn 366/365 of a year)', () => {
    // 31.12.2027 due, 01.01.–31.12.2028 = 366 days; 365,00 € × 5 % × 366 / 365 = 18,30 € (not 18,25 € as with /366)
    const z = verzugszinsen({
      offenCent: 36500,
      faelligAm: '2027-12-31',
      bis: '2028-12-31',
      geschaeftskunde: false,
      basiszinssaetze: [{ ab: '2027-07-01', prozent: 0 }],
    });
    expect(z).toMatchObject({ zinsenCent: 1830, tage: 366, zinssatzProzent: 5 });
  });

  it('refuses impossible dates and spans before the first Basiszinssatz', () => {
    expect(() =>
      verzugszinsen({ offenCent: 100, faelligAm: '2025-02-30', bis: '2025-03-10', geschaeftskunde: true }),
    ).toThrow(RangeError);
    expect(() =>
      verzugszinsen({ offenCent: 100, faelligAm: '2022-12-01', bis: '2023-01-10', geschaeftskunde: true }),
    ).toThrow('no Basiszinssatz');
  });

  it('holds the published Basiszinssatz by half-year, oldest first', () => {
    expect(BASISZINSSAETZE.slice(0, 6)).toEqual([
      { ab: '2023-01-01', prozent: 1.62 },
      { ab: '2023-07-01', prozent: 3.12 },
      { ab: '2024-01-01', prozent: 3.62 },
      { ab: '2024-07-01', prozent: 3.37 },
      { ab: '2025-01-01', prozent: 2.27 },
      { ab: '2025-07-01', prozent: 1.27 },
    ]);
    const ab = BASISZINSSAETZE.map((s) => s.ab);
    expect([...ab].sort()).toEqual(ab);
    for (const d of ab) expect(d).toMatch(/-(01|07)-01$/);
  });
});
