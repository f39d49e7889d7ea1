import { describe, expect, it } from 'vitest';
import { ANTRAG_MSG } from '@lap/contracts';
import {
  activePersons,
  antragValues,
  formPathOf,
  newAntragValues,
  toAntragInput,
  validateAntrag,
  type AntragFormValues,
} from './form-model';

const today = '2026-11-21';
const applicant = {
  personTyp: 1 as const,
  firma: 'Bau GmbH',
  vorname: 'Klara',
  name: 'Kunde',
  strasse: 'Hauptstraße',
  hausnummer: '42',
  plz: '01587',
  ort: 'Riesa',
  telefon: '03525 123456',
  email: 'kunde@example.org',
};

function complete(over: Partial<AntragFormValues> = {}): AntragFormValues {
  return {
    ...newAntragValues(today, applicant),
    vorhaben: 'Neubau Carport',
    projektangaben: 'Fundament',
    strasse: 'Lessingstraße',
    hausnummer: '7',
    plz: '01587',
    ort: 'Riesa',
    bautiefe: '0,8 m',
    anerkennungAgb: true,
    betreiber: ['1'],
    identischMitAntragsteller: true,
    bauausfuehrenderUnbekannt: true,
    ...over,
  };
}

describe('request form model', () => {
  it('starts with vorgangsart 1, start today + 7 days, end 6 months later and the last applicant', () => {
    const v = newAntragValues(today, applicant);
    expect(v.vorgangsart).toBe('1');
    expect(v.baustart).toBe('2026-11-28');
    expect(v.bauende).toBe('2027-05-28');
    expect(v.antragsteller).toMatchObject({ firma: 'Bau GmbH', vorname: 'Klara', email: 'kunde@example.org' });
    expect(newAntragValues(today, null).antragsteller.vorname).toBe('');
  });

  it('sends only the persons that are asked for', () => {
    expect(activePersons({ identischMitAntragsteller: true, bauausfuehrenderUnbekannt: true })).toEqual([
      'antragsteller',
    ]);
    expect(activePersons({ identischMitAntragsteller: false, bauausfuehrenderUnbekannt: false })).toEqual([
      'antragsteller',
      'auftraggeber',
      'bauausfuehrender',
    ]);
    const input = toAntragInput(complete({ bauausfuehrenderUnbekannt: false }), 'id-1');
    expect(input.id).toBe('id-1');
    expect(input.personen?.map((p) => p.personTyp)).toEqual([1, 3]);
    expect(input.betreiber).toEqual([1]);
  });

  it('accepts a complete request', () => {
    expect(validateAntrag(complete(), today)).toEqual([]);
  });

  it('names the operator rule, the acknowledgement and the missing builder at their fields', () => {
    const issues = validateAntrag(
      complete({
        betreiber: [],
        sonstigeBetreiber: '<b> </b>',
        anerkennungAgb: false,
        bauausfuehrenderUnbekannt: false,
      }),
      today,
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'betreiber', message: ANTRAG_MSG.betreiber },
        { path: 'anerkennungAgb', message: ANTRAG_MSG.agb },
        { path: 'bauausfuehrender.vorname', message: 'Bitte geben Sie den Vornamen an!' },
        { path: 'bauausfuehrender.plz', message: expect.any(String) },
      ]),
    );
  });

  it('accepts sonstigeBetreiber instead of an operator type', () => {
    expect(validateAntrag(complete({ betreiber: [], sonstigeBetreiber: 'Fernwärme GmbH' }), today)).toEqual([]);
  });

  it('applies the date rules', () => {
    expect(validateAntrag(complete({ baustart: '2026-10-20' }), today)).toContainEqual({
      path: 'baustart',
      message: ANTRAG_MSG.baustartZuFrueh,
    });
    expect(validateAntrag(complete({ baustart: '2026-12-01', bauende: '2026-12-07' }), today)).toContainEqual({
      path: 'bauende',
      message: ANTRAG_MSG.bauendeZuFrueh,
    });
    expect(validateAntrag(complete({ baustart: '2026-12-01', bauende: '2026-12-08' }), today)).toEqual([]);
    expect(validateAntrag(complete({ baustart: null, bauende: '2026-12-04' }), today)).toContainEqual({
      path: 'bauende',
      message: ANTRAG_MSG.bauendeZuFrueh,
    });
  });

  it('maps API error paths onto the form sections', () => {
    const v = complete({ identischMitAntragsteller: false, bauausfuehrenderUnbekannt: true });
    expect(formPathOf('personen.1.email', v)).toBe('auftraggeber.email');
    expect(formPathOf('personen.0.plz', v)).toBe('antragsteller.plz');
    expect(formPathOf('personen', v)).toBe('antragsteller.vorname');
    expect(formPathOf('plz', v)).toBe('plz');
  });

  it('reads a stored request back', () => {
    const v = antragValues({
      id: 'a',
      antragStatus: 1,
      vorgangsnummer: 'AS2026000001',
      vorgangsart: 2,
      vorhaben: 'Planung Radweg',
      projektangaben: 'x',
      strasse: 's',
      hausnummer: '1',
      plz: '01587',
      ort: 'Riesa',
      bautiefe: '1 m',
      gemarkung: null,
      flurstuecknummer: null,
      baustart: '2026-12-01',
      bauende: '2027-01-01',
      eilbearbeitung: true,
      identischMitAntragsteller: false,
      bauausfuehrenderUnbekannt: true,
      anerkennungAgb: true,
      betreiber: [3, 5],
      sonstigeBetreiber: null,
      ablehnGrund: null,
      createDate: '2026-11-21T10:00:00.000Z',
      datumVersand: null,
      personen: [
        { ...applicant, personId: 1 },
        { ...applicant, personTyp: 2, personId: 2, firma: null, vorname: 'Auftrag' },
      ],
    });
    expect(v.vorgangsart).toBe('2');
    expect(v.betreiber).toEqual(['3', '5']);
    expect(v.auftraggeber.vorname).toBe('Auftrag');
    expect(v.auftraggeber.firma).toBe('');
    expect(v.gemarkung).toBe('');
    expect(v.eilbearbeitung).toBe(true);
  });
});
