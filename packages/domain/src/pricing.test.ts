import { describe, expect, it } from 'vitest';
import { lineTotalCents, proposePositions, roundCents, totalsOf } from './pricing.js';
import { formatMoney } from './format.js';

const preisliste = [
  {
    code: 'grundgebuehr',
    bezeichnung: 'Grundgebühr Leitungsauskunft',
    einheit: 'pauschal',
    preisCent: 8900,
    aktiv: true,
  },
  {
    code: 'gemeinde',
    bezeichnung: 'Auskunft je betroffener Gemeinde',
    einheit: 'Gemeinde',
    preisCent: 2500,
    aktiv: true,
  },
  { code: 'eilzuschlag', bezeichnung: 'Zuschlag Eilbearbeitung', einheit: 'pauschal', preisCent: 4900, aktiv: true },
];

describe('pricing', () => {
  it('rounds each line half away from zero', () => {
    expect(lineTotalCents(2.5, 333)).toBe(833); // 832.5
    expect(lineTotalCents(3, 1999)).toBe(5997);
    expect(lineTotalCents(-1, 1000)).toBe(-1000);
    expect(roundCents(-832.5)).toBe(-833);
    expect(lineTotalCents(0.333, 100)).toBe(33);
  });

  it('sums rounded lines, then takes 19 % VAT of the net once', () => {
    // lines 832.5 → 833 and 832.5 → 833: net 1666 (not 1665), VAT 316.54 → 317
    const t = totalsOf([
      { anzahl: 2.5, einzelpreisCent: 333 },
      { anzahl: 2.5, einzelpreisCent: 333 },
    ]);
    expect(t).toEqual({ nettoCent: 1666, mwstCent: 317, bruttoCent: 1983 });
    expect(totalsOf([])).toEqual({ nettoCent: 0, mwstCent: 0, bruttoCent: 0 });
  });

  it('matches a typical offer in German format', () => {
    const t = totalsOf([
      { anzahl: 1, einzelpreisCent: 8900 },
      { anzahl: 2, einzelpreisCent: 2500 },
      { anzahl: 1, einzelpreisCent: 4900 },
    ]);
    expect(t).toEqual({ nettoCent: 18800, mwstCent: 3572, bruttoCent: 22372 });
    expect([formatMoney(t.nettoCent), formatMoney(t.mwstCent), formatMoney(t.bruttoCent)]).toEqual([
      '188,00 €',
      '35,72 €',
      '223,72 €',
    ]);
  });

  it('proposes base fee, municipalities and the urgency surcharge from the price list', () => {
    expect(proposePositions(preisliste, { gemeinden: 3, eilbearbeitung: true })).toEqual([
      {
        sortierung: 1,
        position: '1',
        anzahl: 1,
        beschreibung: 'Grundgebühr Leitungsauskunft',
        einheit: 'pauschal',
        einzelpreisCent: 8900,
        gesamtpreisCent: 8900,
      },
      {
        sortierung: 2,
        position: '2',
        anzahl: 3,
        beschreibung: 'Auskunft je betroffener Gemeinde',
        einheit: 'Gemeinde',
        einzelpreisCent: 2500,
        gesamtpreisCent: 7500,
      },
      {
        sortierung: 3,
        position: '3',
        anzahl: 1,
        beschreibung: 'Zuschlag Eilbearbeitung',
        einheit: 'pauschal',
        einzelpreisCent: 4900,
        gesamtpreisCent: 4900,
      },
    ]);
    expect(proposePositions(preisliste, { gemeinden: 0, eilbearbeitung: false }).map((p) => p.beschreibung)).toEqual([
      'Grundgebühr Leitungsauskunft',
    ]);
    const ohneEil = preisliste.map((p) => (p.code === 'eilzuschlag' ? { ...p, aktiv: false } : p));
    expect(proposePositions(ohneEil, { gemeinden: 1, eilbearbeitung: true }).map((p) => p.position)).toEqual([
      '1',
      '2',
    ]);
  });
});
