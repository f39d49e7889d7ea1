import { describe, expect, it } from 'vitest';
import { fuellePlatzhalter, MAIL_PLATZHALTER, zerlegePlatzhalter, type TPlatzhalterWerte } from './mail-platzhalter.js';

const WERTE: TPlatzhalterWerte = {
  anrede: 'Sehr geehrte Damen und Herren',
  bauausfuehrende: 'Tiefbau Müller GmbH',
  auftraggeber: 'Stadtwerke Riesa GmbH',
  ort: '01587 Riesa, Hauptstraße 5',
  beschreibung: 'Verlegung einer Wasserleitung',
  link: 'https://lap.example.de/anfrage/AS2026-000123',
  linktext: 'Anfrage AS2026-000123',
  bearbeiter: 'Anna Schmidt',
  telefonBearbeiter: '03525 123456',
};

describe('MAIL_PLATZHALTER', () => {
  it('spells the nine placeholders exactly', () => {
    expect(Object.values(MAIL_PLATZHALTER)).toEqual([
      '{Auto-Anrede}',
      '{Auto-Bauausführende}',
      '{Auto-Auftraggeber}',
      '{Auto-Ort}',
      '{Auto-Beschreibung}',
      '{Auto-Link}',
      '{Auto-Linktext}',
      '{Auto-Bearbeiter}',
      '{Auto-Telefon-Bearbeiter}',
    ]);
  });
});

describe('fuellePlatzhalter', () => {
  it('fills all nine placeholders', () => {
    const vorlage = Object.values(MAIL_PLATZHALTER).join('|');
    expect(fuellePlatzhalter(vorlage, WERTE)).toEqual({
      text:
        'Sehr geehrte Damen und Herren|Tiefbau Müller GmbH|Stadtwerke Riesa GmbH|01587 Riesa, Hauptstraße 5|' +
        'Verlegung einer Wasserleitung|https://lap.example.de/anfrage/AS2026-000123|' +
        'Anfrage AS2026-000123 (https://lap.example.de/anfrage/AS2026-000123)|Anna Schmidt|03525 123456',
      unbekannt: [],
      leer: [],
    });
  });

  it('writes the link text as plain `text (url)`, or just the url without a link text', () => {
    expect(fuellePlatzhalter('Details: {Auto-Linktext}', WERTE).text).toBe(
      'Details: Anfrage AS2026-000123 (https://lap.example.de/anfrage/AS2026-000123)',
    );
    expect(fuellePlatzhalter('Details: {Auto-Linktext}', { ...WERTE, linktext: '  ' })).toEqual({
      text: 'Details: https://lap.example.de/anfrage/AS2026-000123',
      unbekannt: [],
      leer: [],
    });
    expect(fuellePlatzhalter('{Auto-Link}', { link: 'https://lap.example.de/a' }).text).toBe(
      'https://lap.example.de/a',
    );
  });

  it('leaves unknown and wrong-case placeholders visible and reports each once', () => {
    const vorlage = '{Auto-Datum}: {auto-ort}, {Auto-Bauausfuehrende} {Auto-Datum} {Auto-Ort}';
    expect(fuellePlatzhalter(vorlage, WERTE)).toEqual({
      text: '{Auto-Datum}: {auto-ort}, {Auto-Bauausfuehrende} {Auto-Datum} 01587 Riesa, Hauptstraße 5',
      unbekannt: ['{Auto-Datum}', '{auto-ort}', '{Auto-Bauausfuehrende}'],
      leer: [],
    });
  });

  it('does not report braces that are no Auto placeholder', () => {
    expect(fuellePlatzhalter('{foo} {"a": 1} {Ort} {Auto-Ort}', WERTE)).toEqual({
      text: '{foo} {"a": 1} {Ort} 01587 Riesa, Hauptstraße 5',
      unbekannt: [],
      leer: [],
    });
  });

  it('leaves placeholders without a value visible and reports them once', () => {
    const vorlage =
      '{Auto-Anrede},\n{Auto-Bearbeiter} ({Auto-Telefon-Bearbeiter}) {Auto-Bearbeiter} {Auto-Link} {Auto-Linktext}';
    expect(
      fuellePlatzhalter(vorlage, { anrede: 'Hallo', bearbeiter: null, telefonBearbeiter: ' \t ', linktext: 'Anfrage' }),
    ).toEqual({
      text: 'Hallo,\n{Auto-Bearbeiter} ({Auto-Telefon-Bearbeiter}) {Auto-Bearbeiter} {Auto-Link} {Auto-Linktext}',
      unbekannt: [],
      leer: ['bearbeiter', 'telefonBearbeiter', 'link', 'linktext'],
    });
  });

  it('inserts values verbatim and does not expand placeholders inside them', () => {
    expect(
      fuellePlatzhalter('{Auto-Anrede} in {Auto-Ort}', { anrede: ' Hallo {Auto-Ort} {Auto-Datum} ', ort: 'Riesa' }),
    ).toEqual({
      text: ' Hallo {Auto-Ort} {Auto-Datum}  in Riesa',
      unbekannt: [],
      leer: [],
    });
  });

  it('fills adjacent placeholders and placeholders at start and end', () => {
    expect(fuellePlatzhalter('{Auto-Ort}{Auto-Ort}', { ort: 'Riesa' }).text).toBe('RiesaRiesa');
    expect(fuellePlatzhalter('{Auto-Anrede}, Ort: {Auto-Ort}', WERTE).text).toBe(
      'Sehr geehrte Damen und Herren, Ort: 01587 Riesa, Hauptstraße 5',
    );
  });

  it('leaves an unclosed placeholder as text', () => {
    expect(fuellePlatzhalter('Ort: {Auto-Ort', WERTE)).toEqual({ text: 'Ort: {Auto-Ort', unbekannt: [], leer: [] });
    expect(fuellePlatzhalter('{Auto-Ort\n} {Auto-Ort}', WERTE)).toEqual({
      text: '{Auto-Ort\n} 01587 Riesa, Hauptstraße 5',
      unbekannt: [],
      leer: [],
    });
  });

  it('keeps line breaks of a multi-line template', () => {
    const vorlage =
      '{Auto-Anrede},\r\n\r\nwir planen in {Auto-Ort}:\n{Auto-Beschreibung}\n\nMit freundlichen Grüßen\r\n{Auto-Bearbeiter}\nTel. {Auto-Telefon-Bearbeiter}';
    expect(fuellePlatzhalter(vorlage, WERTE).text).toBe(
      'Sehr geehrte Damen und Herren,\r\n\r\nwir planen in 01587 Riesa, Hauptstraße 5:\nVerlegung einer Wasserleitung\n\nMit freundlichen Grüßen\r\nAnna Schmidt\nTel. 03525 123456',
    );
  });

  it('handles a 4000-character template full of braces', () => {
    const teil = '{Auto-Ort}{{Auto-{Auto-x{Auto-Ort{ {}}';
    const vorlage = teil.repeat(Math.ceil(4000 / teil.length)).slice(0, 4000);
    const ergebnis = fuellePlatzhalter(vorlage, { ort: 'R' });
    expect(vorlage.length).toBe(4000);
    expect(ergebnis.unbekannt).toEqual([]);
    expect(ergebnis.leer).toEqual([]);
    expect(ergebnis.text.startsWith('R{{Auto-{Auto-x{Auto-Ort{ {}}R{{')).toBe(true);
    expect(ergebnis.text).toBe(vorlage.replaceAll('{Auto-Ort}', 'R'));

    const lang = `{Auto-${'x'.repeat(3990)}}`;
    expect(fuellePlatzhalter(lang, WERTE)).toEqual({ text: lang, unbekannt: [], leer: [] });
  });
});

describe('zerlegePlatzhalter', () => {
  it('gives nothing for an empty template', () => {
    expect(zerlegePlatzhalter('', WERTE)).toEqual([]);
  });

  it('splits into text, values, links, empty and unknown placeholders', () => {
    expect(
      zerlegePlatzhalter('{Auto-Anrede},\nsiehe {Auto-Linktext} bzw. {Auto-Link}. {Auto-Bearbeiter}{Auto-Datum}!', {
        ...WERTE,
        bearbeiter: '',
      }),
    ).toEqual([
      { kind: 'wert', name: 'anrede', text: 'Sehr geehrte Damen und Herren' },
      { kind: 'text', text: ',\nsiehe ' },
      {
        kind: 'link',
        name: 'linktext',
        url: 'https://lap.example.de/anfrage/AS2026-000123',
        text: 'Anfrage AS2026-000123',
      },
      { kind: 'text', text: ' bzw. ' },
      {
        kind: 'link',
        name: 'link',
        url: 'https://lap.example.de/anfrage/AS2026-000123',
        text: 'https://lap.example.de/anfrage/AS2026-000123',
      },
      { kind: 'text', text: '. ' },
      { kind: 'leer', name: 'bearbeiter', text: '{Auto-Bearbeiter}' },
      { kind: 'unbekannt', text: '{Auto-Datum}' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('uses the url as link text when the link text is blank', () => {
    expect(zerlegePlatzhalter('{Auto-Linktext}', { link: 'https://lap.example.de/a', linktext: null })).toEqual([
      { kind: 'link', name: 'linktext', url: 'https://lap.example.de/a', text: 'https://lap.example.de/a' },
    ]);
  });

  it('merges literal text around braces that are no placeholder', () => {
    expect(zerlegePlatzhalter('a {foo} b {Auto-Ort', WERTE)).toEqual([{ kind: 'text', text: 'a {foo} b {Auto-Ort' }]);
    expect(zerlegePlatzhalter('{Auto-Ort}{Auto-Ort}', { ort: 'Riesa' })).toEqual([
      { kind: 'wert', name: 'ort', text: 'Riesa' },
      { kind: 'wert', name: 'ort', text: 'Riesa' },
    ]);
  });
});
