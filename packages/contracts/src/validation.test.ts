import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  TELEFON_MSG,
  TELEFON_MSG_EIGENE_DATEN,
  TELEFON_MSG_REGISTRIERUNG,
  ZNutzerAdminInput,
  ZOwnDataInput,
  ZRegisterInput,
} from './account.js';
import { ANTRAG_MSG, ZAntragInput, ZPersonInput } from './antrag.js';
import { ZLoginInput } from './auth.js';
import { MSG } from './messages.js';

// Issue 42 item 10: the same rule says the same thing wherever it is entered.

/** The first message per field path, as the forms show it. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const person = {
  personTyp: 1,
  firma: '',
  vorname: 'Anna',
  name: 'Antrag',
  strasse: 'Hauptstraße',
  hausnummer: '1',
  plz: '01587',
  ort: 'Riesa',
  telefon: '03525 123456',
  email: 'anna@example.org',
} as const;
const antrag = {
  vorgangsart: 1,
  vorhaben: 'Hausanschluss',
  projektangaben: 'Graben 10 m',
  strasse: 'Hauptstraße',
  hausnummer: '1',
  plz: '01587',
  ort: 'Riesa',
  bautiefe: '1,20 m',
  baustart: '2026-12-10',
  bauende: '2027-06-10',
  anerkennungAgb: true,
  betreiber: [1],
  identischMitAntragsteller: true,
  bauausfuehrenderUnbekannt: true,
  personen: [person],
};

describe('phone (spec 000 §5 rule for every person)', () => {
  it('refuses "abc" and "12345" in the request form and accepts a real number', () => {
    expect(messages(ZPersonInput, { ...person, telefon: 'abc' })).toEqual({ telefon: TELEFON_MSG });
    expect(messages(ZPersonInput, { ...person, telefon: '12345' })).toEqual({ telefon: TELEFON_MSG });
    expect(messages(ZPersonInput, { ...person, telefon: '0000000' })).toEqual({ telefon: TELEFON_MSG });
    expect(messages(ZPersonInput, { ...person, telefon: '+49 3525 1234' })).toEqual({});
    expect(messages(ZAntragInput, { ...antrag, personen: [{ ...person, telefon: 'abc' }] })).toEqual({
      'personen.0.telefon': TELEFON_MSG,
    });
  });

  it('tells an empty phone that it is missing', () => {
    expect(messages(ZPersonInput, { ...person, telefon: '' })).toEqual({ telefon: ANTRAG_MSG.telefon });
  });

  it('applies the same rule with the spec texts in registration and own data, and in user administration', () => {
    expect(messages(ZRegisterInput, { telefon: 'abc' }).telefon).toBe(TELEFON_MSG_REGISTRIERUNG);
    expect(messages(ZOwnDataInput, { telefon: 'abc' }).telefon).toBe(TELEFON_MSG_EIGENE_DATEN);
    expect(messages(ZNutzerAdminInput, { telefon: 'abc' }).telefon).toBe(TELEFON_MSG);
    expect(messages(ZNutzerAdminInput, { telefon: '' }).telefon).toBe('Bitte geben Sie die Telefonnummer an.');
  });
});

describe('PLZ', () => {
  it('says a short PLZ must have 5 digits and an empty one that it is missing', () => {
    expect(messages(ZAntragInput, { ...antrag, plz: '123' }).plz).toBe(
      'Bitte geben Sie eine gültige Postleitzahl mit 5 Ziffern ein.',
    );
    expect(messages(ZAntragInput, { ...antrag, plz: '' }).plz).toBe(ANTRAG_MSG.plz);
    expect(messages(ZPersonInput, { ...person, plz: '1234a' }).plz).toBe(
      'Bitte geben Sie eine gültige Postleitzahl mit 5 Ziffern ein.',
    );
    expect(messages(ZPersonInput, { ...person, plz: '' }).plz).toBe(ANTRAG_MSG.plz);
    expect(messages(ZNutzerAdminInput, { plz: '' }).plz).toBe('Bitte geben Sie die PLZ an.');
    expect(messages(ZNutzerAdminInput, { plz: '123' }).plz).toBe(
      'Bitte geben Sie eine gültige Postleitzahl mit 5 Ziffern ein.',
    );
  });
});

describe('login', () => {
  it('tells an empty password and address that they are missing, a short password its length', () => {
    expect(messages(ZLoginInput, { email: '', password: '' })).toEqual({
      email: MSG.emailFehlt,
      password: MSG.passwortFehlt,
    });
    expect(messages(ZLoginInput, { email: 'kunde@example.org', password: 'kurz' })).toEqual({
      password: MSG.passwortMin8,
    });
  });
});

describe('one form for a missing field', () => {
  it('the request form reads "Bitte geben Sie … an!" for every empty required text, never "Pflichtfeld"', () => {
    const empty = {
      ...antrag,
      vorhaben: '',
      projektangaben: '',
      strasse: '',
      hausnummer: '',
      ort: '',
      bautiefe: '',
      personen: [
        { ...person, vorname: '', name: '', strasse: '', hausnummer: '', plz: '', ort: '', telefon: '', email: '' },
      ],
    };
    const found = Object.values(messages(ZAntragInput, empty));
    expect(found).toHaveLength(14);
    for (const message of found) expect(message).toMatch(/^Bitte geben Sie .+ an!$/);
  });

  it('the account forms read "Bitte geben Sie … an." for an empty e-mail', () => {
    expect(messages(ZNutzerAdminInput, { email: '' }).email).toBe('Bitte geben Sie die E-Mail-Adresse an.');
    expect(messages(ZRegisterInput, { email: '' }).email).toBe('Bitte geben Sie die E-Mail-Adresse an.');
  });
});
