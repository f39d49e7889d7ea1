import { describe, expect, it } from 'vitest';
import { RECHNUNGSADRESSE_MSG, type TRechnungsAdresse } from '@lap/contracts';
import {
  formValuesOf,
  rechnungsadresseQuery,
  toRechnungsAdresseInput,
  validateRechnungsAdresse,
  withoutZusatz,
  type RechnungsAdresseFormValues,
} from './rechnungsadresse-form';

const stored: TRechnungsAdresse = {
  antragId: 'a1',
  vorgangsnummer: 'AS2026-000003',
  gespeichert: true,
  rechnungEmail: 'rechnung@bau.de',
  firma: 'Bau GmbH',
  firmaZusatz1: '',
  firmaZusatz2: 'Abteilung Tiefbau',
  firmaZusatz3: '',
  vorname: 'Klara',
  name: 'Kunde',
  strasse: 'Hauptstraße',
  hausnummer: '42',
  plz: '01587',
  ort: 'Riesa',
  land: 'Deutschland',
  ausland: false,
  ustIdNr: 'DE123456789',
  adressenAenderung: false,
  projektnummer: 'P-1',
  keineProjektnummer: false,
};
const route = { antragId: 'a1', rt: 'a' as const };
const valid = (over: Partial<RechnungsAdresseFormValues> = {}): RechnungsAdresseFormValues => ({
  ...formValuesOf(stored),
  adressenAenderung: true,
  ...over,
});
const errors = (v: RechnungsAdresseFormValues, r: { antragId: string; rt: 'a' | 'r' } = route) =>
  Object.fromEntries(validateRechnungsAdresse(v, r).map((i) => [i.field, i.message]));

describe('invoice address form', () => {
  it('reads rt and aid from the query, rt defaulting to a', () => {
    expect(rechnungsadresseQuery(new URLSearchParams('rt=r&aid=x'))).toEqual({ rt: 'r', aid: 'x' });
    expect(rechnungsadresseQuery(new URLSearchParams('rt=zz'))).toEqual({ rt: 'a', aid: undefined });
  });

  it('packs stored company additions to the front and shows them; USt-IdNr only with ausland', () => {
    const v = formValuesOf(stored);
    expect([v.firmaZusatz1, v.firmaZusatz2, v.zusaetze]).toEqual(['Abteilung Tiefbau', '', 1]);
    expect(v.ustIdNr).toBe('');
    expect(formValuesOf({ ...stored, land: '' }).land).toBe('Deutschland');
  });

  it('moves the additions below a removed one up', () => {
    expect(withoutZusatz({ firmaZusatz1: 'a', firmaZusatz2: 'b', firmaZusatz3: 'c' }, 0)).toEqual({
      firmaZusatz1: 'b',
      firmaZusatz2: 'c',
      firmaZusatz3: '',
    });
  });

  it('sends hidden additions empty and leaves out the UI state', () => {
    const input = toRechnungsAdresseInput(valid({ firmaZusatz2: 'stale', zusaetze: 1 }), { ...route, aid: 'auf-1' });
    expect(input).toMatchObject({
      antragId: 'a1',
      rt: 'a',
      aid: 'auf-1',
      firmaZusatz1: 'Abteilung Tiefbau',
      firmaZusatz2: '',
    });
    expect(input).not.toHaveProperty('zusaetze');
  });

  it('accepts a complete address', () => {
    expect(validateRechnungsAdresse(valid(), route)).toEqual([]);
  });

  it('shows field and cross-field errors at once, in form order', () => {
    const issues = validateRechnungsAdresse(
      valid({ name: '', rechnungEmail: 'x', plz: '123', projektnummer: '', adressenAenderung: false }),
      route,
    );
    expect(issues.map((i) => i.field)).toEqual(['name', 'plz', 'rechnungEmail', 'projektnummer', 'adressenAenderung']);
    expect(issues.find((i) => i.field === 'projektnummer')?.message).toBe(RECHNUNGSADRESSE_MSG.projektnummer);
  });

  it('requires each shown addition and then the company name', () => {
    const e = errors(valid({ firma: '', firmaZusatz1: '', zusaetze: 2, firmaZusatz2: 'Lager' }));
    expect(e).toEqual({ firma: RECHNUNGSADRESSE_MSG.firma, firmaZusatz1: RECHNUNGSADRESSE_MSG.pflicht });
  });

  it('checks the USt-IdNr only with ausland, with the spec message', () => {
    expect(errors(valid({ ausland: false, ustIdNr: 'quatsch' }))).toEqual({});
    expect(errors(valid({ ausland: true, ustIdNr: 'DE12345' }))).toEqual({
      ustIdNr: 'Invalid Umsatzsteuer-Identifikationsnummer format - DE000000000.',
    });
    expect(errors(valid({ ausland: true, ustIdNr: 'atu 123 456 789' }))).toEqual({});
    // abroad, the PLZ need not have 5 digits
    expect(errors(valid({ ausland: true, plz: 'SW1A 1AA' }))).toEqual({});
  });

  it('needs no Projektnummer with keineProjektnummer and no confirmation with rt=r', () => {
    expect(errors(valid({ projektnummer: '', keineProjektnummer: true }))).toEqual({});
    expect(errors(valid({ projektnummer: '<b></b>' }))).toEqual({ projektnummer: RECHNUNGSADRESSE_MSG.projektnummer });
    expect(errors(valid({ adressenAenderung: false }), { antragId: 'a1', rt: 'r' })).toEqual({});
    expect(errors(valid({ adressenAenderung: false }))).toEqual({
      adressenAenderung: RECHNUNGSADRESSE_MSG.adressenAenderung,
    });
  });
});
