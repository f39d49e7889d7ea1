import { describe, expect, it } from 'vitest';
import { mergeEntwurf } from './entwurf';
import { newAntragValues } from './form-model';

const base = newAntragValues('2026-11-21', null);

describe('mergeEntwurf (issue 42: a draft of step 1 in the tab)', () => {
  it('takes the typed values back, persons included', () => {
    const typed = {
      ...base,
      vorhaben: 'Carport',
      betreiber: ['1', '3'],
      eilbearbeitung: true,
      vorgangsart: '2',
      antragsteller: { ...base.antragsteller, telefon: '0351 123' },
    };
    expect(mergeEntwurf(base, JSON.parse(JSON.stringify(typed)))).toEqual(typed);
  });

  it('ignores unknown keys and values of the wrong type (an older build, a hand-edited entry)', () => {
    const merged = mergeEntwurf(base, {
      vorhaben: 42,
      betreiber: [1],
      eilbearbeitung: 'ja',
      vorgangsart: '7',
      passwort: 'x',
      antragsteller: { vorname: 'Anna', telefon: 5 },
      baustart: null,
    });
    expect(merged).toEqual({ ...base, baustart: null, antragsteller: { ...base.antragsteller, vorname: 'Anna' } });
    expect(mergeEntwurf(base, 'kaputt')).toBe(base);
  });
});
