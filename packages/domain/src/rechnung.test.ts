import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.js';
import {
  steuerfallOf,
  formatRechnungsnummer,
  parseDeutscheZahl,
  parseRechnungsnummer,
  rechnungSummen,
  steuerSatzOf,
  stornoVon,
  zahlbarBis,
} from './rechnung.js';

const LINES = [
  { anzahl: 1, einzelpreisCent: 8900, bezeichnung: 'Grundgebühr' },
  { anzahl: 2.5, einzelpreisCent: 2533, bezeichnung: 'Gemeinde' },
  { anzahl: 1, einzelpreisCent: 4900, bezeichnung: 'Eilzuschlag' },
];

describe('rechnungSummen', () => {
  it('adds rounded line totals and takes 19 % VAT of the net once', () => {
    const s = rechnungSummen(LINES, 19);
    // 89,00 + 63,325 → 63,33 + 49,00 = 201,33; VAT 38,2527 → 38,25
    expect(s.positionen.map((p) => p.gesamtCent)).toEqual([8900, 6333, 4900]);
    expect(s.positionen[1]?.bezeichnung).toBe('Gemeinde');
    expect([s.nettoCent, s.mwstCent, s.bruttoCent]).toEqual([20133, 3825, 23958]);
    expect(s.steuerSaetze).toEqual([{ prozent: 19, nettoCent: 20133, mwstCent: 3825 }]);
    expect(formatMoney(s.bruttoCent)).toBe('239,58 €');
  });

  it('computes 16 % the same way', () => {
    const s = rechnungSummen(LINES, 16);
    // 201,33 × 16 % = 32,2128 → 32,21
    expect([s.nettoCent, s.mwstCent, s.bruttoCent]).toEqual([20133, 3221, 23354]);
    expect(s.steuerSaetze).toEqual([{ prozent: 16, nettoCent: 20133, mwstCent: 3221 }]);
  });

  it('rounds the VAT of the sum, not of each line (3 × 33,33 €)', () => {
    const s = rechnungSummen([{ anzahl: 3, einzelpreisCent: 3333 }], 19);
    // 99,99 × 19 % = 18,9981 → 19,00 (per line 6,3327 → 6,33, three times 18,99)
    expect([s.nettoCent, s.mwstCent, s.bruttoCent]).toEqual([9999, 1900, 11899]);
    const dreiZeilen = rechnungSummen(
      Array.from({ length: 3 }, () => ({ anzahl: 1, einzelpreisCent: 3333 })),
      19,
    );
    expect([dreiZeilen.nettoCent, dreiZeilen.mwstCent]).toEqual([9999, 1900]);
  });

  it('rounds half a cent away from zero on lines and VAT', () => {
    // 2,5 × 3,33 € = 8,325 → 8,33; VAT 8,33 × 19 % = 1,5827 → 1,58
    expect(rechnungSummen([{ anzahl: 2.5, einzelpreisCent: 333 }], 19)).toMatchObject({
      nettoCent: 833,
      mwstCent: 158,
      bruttoCent: 991,
    });
    // 0,50 € × 19 % = 0,095 → 0,10 (half away from zero)
    expect(rechnungSummen([{ anzahl: 1, einzelpreisCent: 50 }], 19).mwstCent).toBe(10);
  });

  it('has 0 % VAT for reverse charge and non-taxable invoices', () => {
    expect(rechnungSummen(LINES, 0)).toMatchObject({
      nettoCent: 20133,
      mwstCent: 0,
      bruttoCent: 20133,
      steuerSaetze: [{ prozent: 0, nettoCent: 20133, mwstCent: 0 }],
    });
  });

  it('returns zero amounts and one rate for an invoice without lines', () => {
    expect(rechnungSummen([], 19)).toEqual({
      positionen: [],
      nettoCent: 0,
      mwstCent: 0,
      bruttoCent: 0,
      steuerSaetze: [{ prozent: 19, nettoCent: 0, mwstCent: 0 }],
    });
  });
});

describe('stornoVon', () => {
  it('negates the quantities, so every amount is exactly the negated original', () => {
    const storno = stornoVon(LINES);
    expect(storno.map((l) => [l.anzahl, l.einzelpreisCent, l.bezeichnung])).toEqual([
      [-1, 8900, 'Grundgebühr'],
      [-2.5, 2533, 'Gemeinde'],
      [-1, 4900, 'Eilzuschlag'],
    ]);
    const s = rechnungSummen(storno, 19);
    expect(s.positionen.map((p) => p.gesamtCent)).toEqual([-8900, -6333, -4900]);
    expect([s.nettoCent, s.mwstCent, s.bruttoCent]).toEqual([-20133, -3825, -23958]);
    expect(formatMoney(s.bruttoCent)).toBe('-239,58 €');
    // 3 × 33,33 € cancelled: −99,99 € net, −19,00 € VAT
    expect(rechnungSummen(stornoVon([{ anzahl: 3, einzelpreisCent: 3333 }]), 19)).toMatchObject({
      nettoCent: -9999,
      mwstCent: -1900,
      bruttoCent: -11899,
    });
  });

  it('leaves the input alone and a zero quantity at zero (never -0)', () => {
    const lines = [{ anzahl: 0, einzelpreisCent: 100 }];
    expect(Object.is(stornoVon(lines)[0]?.anzahl, 0)).toBe(true);
    expect(lines[0]?.anzahl).toBe(0);
    expect(Object.is(rechnungSummen(stornoVon(lines), 19).mwstCent, 0)).toBe(true);
  });
});

describe('zahlbarBis', () => {
  it('adds calendar days across month and year ends and leap days', () => {
    expect(zahlbarBis('2026-11-21', 14)).toBe('2026-12-05');
    expect(zahlbarBis('2026-12-20', 14)).toBe('2027-01-03');
    expect(zahlbarBis('2028-02-20', 9)).toBe('2028-02-29');
    expect(zahlbarBis('2026-03-25', 7)).toBe('2026-04-01'); // across the DST change
    expect(zahlbarBis('2026-05-04', 0)).toBe('2026-05-04');
  });

  it('refuses dates that do not exist and negative terms', () => {
    expect(() => zahlbarBis('2026-02-30', 14)).toThrow(RangeError);
    expect(() => zahlbarBis('21.11.2026', 14)).toThrow(RangeError);
    expect(() => zahlbarBis('2026-11-21', -1)).toThrow(RangeError);
  });
});

describe('Rechnungsnummer', () => {
  it('pads the running number to five digits and grows beyond', () => {
    expect(formatRechnungsnummer(2026, 42)).toBe('RE2026-00042');
    expect(formatRechnungsnummer(2026, 123_456)).toBe('RE2026-123456');
  });

  it('refuses nonsense', () => {
    expect(() => formatRechnungsnummer(2026, 0)).toThrow(RangeError);
    expect(() => formatRechnungsnummer(26, 1)).toThrow(RangeError);
    expect(() => formatRechnungsnummer(2026, 1.5)).toThrow(RangeError);
  });

  it('parses its own format, case-insensitively', () => {
    expect(parseRechnungsnummer('RE2026-00042')).toEqual({ year: 2026, running: 42 });
    expect(parseRechnungsnummer(' re2026-123456 ')).toEqual({ year: 2026, running: 123456 });
    expect(parseRechnungsnummer('RE2026-0042')).toBeNull();
    expect(parseRechnungsnummer('AS2026-000042')).toBeNull();
  });
});

describe('parseDeutscheZahl', () => {
  it('reads German number input', () => {
    expect(parseDeutscheZahl('1.234,5')).toBe(1234.5);
    expect(parseDeutscheZahl('1.234.567,89')).toBe(1234567.89);
    expect(parseDeutscheZahl('2,5')).toBe(2.5);
    expect(parseDeutscheZahl(' 12 ')).toBe(12);
    expect(parseDeutscheZahl('-3,25')).toBe(-3.25);
    expect(parseDeutscheZahl(',5')).toBe(0.5);
    expect(parseDeutscheZahl('1.000')).toBe(1000);
  });

  it('returns null for what it cannot read', () => {
    for (const text of ['', '  ', 'abc', '1,2,3', '12a', '-', ',', '1e5', '3,5 €'])
      expect(parseDeutscheZahl(text)).toBeNull();
  });
});

describe('steuerfallOf', () => {
  it('charges German VAT at home, to consumers and to EU customers without a VAT id', () => {
    expect(steuerfallOf({ land: 'DE', ustIdNr: 'DE123456789', firma: 'Bau GmbH' })).toBe('inland');
    expect(steuerfallOf({ land: 'AT', ustIdNr: null, firma: 'Bau GmbH' })).toBe('inland');
    expect(steuerfallOf({ land: 'CH' })).toBe('inland');
  });

  it('reverses the charge for an EU business with a VAT id', () => {
    expect(steuerfallOf({ land: 'AT', ustIdNr: 'ATU12345678' })).toBe('reverseCharge');
    expect(steuerfallOf({ land: 'gr', ustIdNr: 'EL123456789' })).toBe('reverseCharge');
    expect(steuerfallOf({ land: 'AT', ustIdNr: '  ' })).toBe('inland');
  });

  it('treats a business outside the EU as not taxable in Germany', () => {
    expect(steuerfallOf({ land: 'CH', firma: 'Gebrüder Zürcher AG' })).toBe('nichtSteuerbar');
    expect(steuerfallOf({ land: 'CH', ustIdNr: 'CHE-123.456.789 MWST' })).toBe('nichtSteuerbar');
  });

  it('gives the rate to charge', () => {
    expect(steuerSatzOf('inland', 16)).toBe(16);
    expect(steuerSatzOf('reverseCharge', 19)).toBe(0);
    expect(steuerSatzOf('nichtSteuerbar', 19)).toBe(0);
  });
});
