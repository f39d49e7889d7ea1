import { describe, expect, it } from 'vitest';
import {
  erkenneFeld,
  formfillerVorschlaege,
  formfillerWerte,
  isoTagVonDeutsch,
  normalizeText,
  passendeOption,
  type TMappingFeld,
  type TFormfillerQuelle,
} from './formfiller-mapping.js';

const feld = (over: Partial<TMappingFeld>): TMappingFeld => ({
  index: 0,
  name: '',
  type: 'text',
  label: '',
  id: '',
  placeholder: '',
  tagName: 'INPUT',
  options: [],
  ...over,
});

const QUELLE: TFormfillerQuelle = {
  vorgangsnummer: 'AS2026-000042',
  vorhaben: 'Hausanschluss Glasfaser',
  projektangaben: 'Graben 40 m',
  vorgangsart: 'Planung',
  strasse: 'Hauptstraße',
  hausnummer: '12a',
  plz: '01589',
  ort: 'Riesa',
  gemarkung: 'Gröba',
  flurstuecknummer: '123/4',
  bautiefe: '1,20 m',
  baustart: '2026-12-01',
  bauende: '2027-01-31',
  netzarten: ['Strom', 'Gas'],
  antragsteller: {
    firma: 'Tiefbau Muster GmbH',
    vorname: 'Erika',
    name: 'Mustermann',
    strasse: 'Am Markt',
    hausnummer: '1',
    plz: '01067',
    ort: 'Dresden',
    telefon: '0351 123456',
    email: 'erika@example.org',
  },
  heute: '2026-11-24',
};
const WERTE = formfillerWerte(QUELLE);

describe('normalizeText', () => {
  it('spells out umlauts and ß so Straße and Strasse read the same', () => {
    expect(normalizeText('Straße')).toBe(normalizeText('Strasse'));
    expect(normalizeText('Flurstück Größe')).toBe('flurstueck groesse');
  });
});

describe('erkenneFeld', () => {
  it.each([
    [{ label: 'Straße' }, 'strasse'],
    [{ label: 'Strasse' }, 'strasse'],
    [{ label: 'Str.' }, 'strasse'],
    [{ name: 'strasse_baustelle' }, 'strasse'],
    [{ label: 'Hausnummer' }, 'hausnummer'],
    [{ label: 'Hausnr.' }, 'hausnummer'],
    [{ label: 'Straße und Hausnummer' }, 'strasseHausnummer'],
    [{ label: 'PLZ' }, 'plz'],
    [{ label: 'Postleitzahl' }, 'plz'],
    [{ name: 'zipCode' }, 'plz'],
    [{ label: 'Ort' }, 'ort'],
    [{ label: 'Stadt' }, 'ort'],
    [{ label: 'Gemeinde' }, 'ort'],
    [{ label: 'E-Mail' }, 'email'],
    [{ label: 'Email-Adresse' }, 'email'],
    [{ type: 'email', name: 'kontakt' }, 'email'],
    [{ label: 'Telefon' }, 'telefon'],
    [{ label: 'Tel.' }, 'telefon'],
    [{ label: 'Telefon-Nr.' }, 'telefon'],
    [{ label: 'Rufnummer' }, 'telefon'],
    [{ label: 'Vorname' }, 'vorname'],
    [{ label: 'Nachname' }, 'nachname'],
    [{ label: 'Name' }, 'nachname'],
    [{ name: 'lastName' }, 'nachname'],
    [{ label: 'Firma' }, 'firma'],
    [{ label: 'Unternehmen' }, 'firma'],
    [{ label: 'Name der Firma' }, 'firma'],
    [{ label: 'Ansprechpartner' }, 'vollerName'],
    [{ label: 'Baubeginn' }, 'baubeginn'],
    [{ label: 'Geplantes Bauende' }, 'bauende'],
    [{ label: 'Bauvorhaben' }, 'vorhaben'],
    [{ label: 'Ihr Zeichen' }, 'vorgangsnummer'],
    [{ label: 'Gemarkung' }, 'gemarkung'],
    [{ label: 'Flurstück' }, 'flurstueck'],
    [{ placeholder: 'Postleitzahl' }, 'plz'],
    [{ id: 'telefonnummer' }, 'telefon'],
  ] as const)('%o → %s', (over, key) => {
    expect(erkenneFeld(feld(over))).toBe(key);
  });

  it('finds nothing for unrelated fields, hidden fields and passwords', () => {
    expect(erkenneFeld(feld({ label: 'Lieblingsfarbe' }))).toBeNull();
    expect(erkenneFeld(feld({ label: 'Ort', type: 'hidden' }))).toBeNull();
    expect(erkenneFeld(feld({ label: 'Passwort', name: 'name', type: 'password' }))).toBeNull();
  });

  it('prefers the label over the placeholder', () => {
    expect(erkenneFeld(feld({ label: 'Vorname', placeholder: 'Name' }))).toBe('vorname');
  });
});

describe('formfillerWerte', () => {
  it('writes dates in German and combines street and name', () => {
    expect(WERTE.baubeginn).toBe('01.12.2026');
    expect(WERTE.bauende).toBe('31.01.2027');
    expect(WERTE.datum).toBe('24.11.2026');
    expect(WERTE.strasseHausnummer).toBe('Hauptstraße 12a');
    expect(WERTE.vollerName).toBe('Erika Mustermann');
    expect(WERTE.netzarten).toBe('Strom, Gas');
  });
  it('leaves the applicant fields empty without an applicant', () => {
    const w = formfillerWerte({ ...QUELLE, antragsteller: null, gemarkung: null });
    expect(w.email).toBe('');
    expect(w.gemarkung).toBe('');
  });
});

describe('formfillerVorschlaege', () => {
  it('proposes values for text, date, select, radio and checkbox fields', () => {
    const felder: TMappingFeld[] = [
      feld({ index: 0, label: 'Straße' }),
      feld({ index: 1, label: 'PLZ' }),
      feld({ index: 2, label: 'Baubeginn', type: 'date' }),
      feld({ index: 3, label: 'Baubeginn (TT.MM.JJJJ)' }),
      feld({
        index: 4,
        label: 'Vorgangsart',
        tagName: 'SELECT',
        type: 'select-one',
        options: [
          { value: '', label: 'Bitte wählen' },
          { value: 'bau', label: 'Baumaßnahme' },
          { value: 'plan', label: 'Planung' },
        ],
      }),
      feld({ index: 5, label: 'Planung', name: 'vorgangsart', type: 'radio' }),
      feld({ index: 6, label: 'Baumaßnahme', name: 'vorgangsart', type: 'radio' }),
      feld({ index: 7, label: 'Lieblingsfarbe' }),
      feld({ index: 8, label: 'Bemerkungen', tagName: 'TEXTAREA', type: 'textarea' }),
    ];
    const v = formfillerVorschlaege(felder, WERTE);
    expect(v.map((x) => [x.index, x.key, x.value, x.include])).toEqual([
      [0, 'strasse', 'Hauptstraße', true],
      [1, 'plz', '01589', true],
      [2, 'baubeginn', '2026-12-01', true],
      [3, 'baubeginn', '01.12.2026', true],
      [4, 'vorgangsart', 'plan', true],
      [5, 'vorgangsart', 'Planung', true],
      [6, 'vorgangsart', 'Planung', false],
      [7, null, '', false],
      [8, 'projektangaben', 'Graben 40 m', true],
    ]);
    expect(v[5]?.checked).toBe(true);
    expect(v[6]?.checked).toBe(false);
  });

  it('does not fill a select when no option matches', () => {
    const f = feld({
      label: 'Ort',
      tagName: 'SELECT',
      options: [
        { value: 'dd', label: 'Dresden' },
        { value: 'l', label: 'Leipzig' },
      ],
    });
    expect(formfillerVorschlaege([f], WERTE)[0]).toMatchObject({ key: 'ort', include: false });
    expect(formfillerVorschlaege([f], { ...WERTE, ort: 'Dresden' })[0]).toMatchObject({
      key: 'ort',
      value: 'dd',
      include: true,
    });
  });

  it('leaves a recognised field out when the order has no value for it', () => {
    expect(formfillerVorschlaege([feld({ label: 'Gemarkung' })], { ...WERTE, gemarkung: '' })[0]).toMatchObject({
      key: 'gemarkung',
      include: false,
    });
  });
});

describe('helpers', () => {
  it('converts German days for date inputs', () => {
    expect(isoTagVonDeutsch('01.12.2026')).toBe('2026-12-01');
    expect(isoTagVonDeutsch('Dezember')).toBe('Dezember');
  });
  it('matches options by text, value or part', () => {
    const options = [
      { value: '1', label: 'Strom' },
      { value: '2', label: 'Gas, Wasser' },
    ];
    expect(passendeOption(options, 'strom')).toBe('1');
    expect(passendeOption(options, 'Gas')).toBe('2');
    expect(passendeOption(options, '')).toBeNull();
  });
});

describe('checkboxes', () => {
  it('ticks none on a vague label (consent is the case worker’s call)', () => {
    const f = feld({ type: 'checkbox', label: 'Ich habe die Datenschutzhinweise gelesen', name: 'datenschutz' });
    expect(formfillerVorschlaege([f], WERTE)[0]).toMatchObject({ key: null, include: false });
  });
});
