// Sample invoices for the invoice PDF and e-invoice tests: a Saxon seller, customers in Germany, Austria and
// Switzerland, umlauts and ß in every field that can hold them.
import { stornoVon } from '@lap/domain';
import {
  type RechnungDokumentDaten,
  type RechnungKaeufer,
  type RechnungPosition,
  type RechnungVerkaeufer,
} from './rechnung-daten.js';

export const VERKAEUFER: RechnungVerkaeufer = {
  name: 'Netzauskunft Elbe-Röder GmbH',
  strasse: 'Großenhainer Straße 12',
  plz: '01587',
  ort: 'Riesa',
  land: 'DE',
  telefon: '03525 7188-0',
  email: 'rechnung@netzauskunft-elbe.de',
  web: 'www.netzauskunft-elbe.de',
  steuernummer: '219/123/45678',
  ustIdNr: 'DE123456789',
  handelsregister: 'Amtsgericht Dresden HRB 12345',
  geschaeftsfuehrung: 'Dr. Jana Weiß',
  bank: {
    name: 'Ostsächsische Sparkasse Dresden',
    iban: 'DE52 8505 0300 0221 0456 78',
    bic: 'OSDDDE81XXX',
    kontoinhaber: 'Netzauskunft Elbe-Röder GmbH',
  },
  kontaktName: 'Björn Schäfer',
};

export const KAEUFER_DE: RechnungKaeufer = {
  firma: 'Tiefbau Müller & Söhne GmbH',
  firmaZusatz: ['Abteilung Leitungsplanung'],
  vorname: 'Jörg',
  name: 'Weißbach',
  strasse: 'Lessingstraße',
  hausnummer: '7',
  plz: '01587',
  ort: 'Riesa',
  land: 'DE',
  ustIdNr: null,
  email: 'buchhaltung@tiefbau-mueller.de',
};

export const KAEUFER_AT: RechnungKaeufer = {
  firma: 'Grünbau Österreich Gesellschaft m.b.H.',
  vorname: 'Günther',
  name: 'Öhlinger',
  strasse: 'Währinger Straße',
  hausnummer: '12a',
  plz: '1090',
  ort: 'Wien',
  land: 'AT',
  ustIdNr: 'ATU12345678',
  email: 'rechnungen@gruenbau.at',
};

export const KAEUFER_CH: RechnungKaeufer = {
  firma: 'Gebrüder Zürcher Tiefbau AG',
  vorname: 'Rösli',
  name: 'Bärtschi',
  strasse: 'Bahnhofstrasse',
  hausnummer: '1',
  plz: '8001',
  ort: 'Zürich',
  land: 'CH',
  ustIdNr: 'CHE-123.456.789 MWST',
  email: 'kreditoren@zuercher-tiefbau.ch',
};

export const POSITIONEN: RechnungPosition[] = [
  { bezeichnung: 'Grundgebühr Leitungsauskunft', anzahl: 1, einheit: 'pauschal', einzelpreisCent: 8900 },
  {
    bezeichnung: 'Auskunft je betroffener Gemeinde',
    beschreibung: 'Planauszüge Strom, Gas, Trinkwasser – Gröditz, Zeithain, Nünchritz',
    anzahl: 2.5,
    einheit: 'Gemeinde',
    einzelpreisCent: 2533,
  },
  { bezeichnung: 'Prüfung der Flächengröße', anzahl: 3, einheit: 'Stunde', einzelpreisCent: 3333 },
  { bezeichnung: 'Zuschlag Eilbearbeitung', anzahl: 1, einheit: 'Stück', einzelpreisCent: 4900 },
];

export function rechnung(overrides: Partial<RechnungDokumentDaten> = {}): RechnungDokumentDaten {
  return {
    art: 'rechnung',
    entwurf: false,
    rechnungsNummer: 'RE2026-00042',
    rechnungsDatum: '2026-11-21',
    leistungszeitraum: { von: '2026-11-02', bis: '2026-11-20' },
    vorgangsnummer: 'AS2026-000123',
    projektnummer: 'Glasfaser Gröba Süd',
    kundennummer: 'K-10077',
    storniert: null,
    verkaeufer: VERKAEUFER,
    kaeufer: KAEUFER_DE,
    positionen: POSITIONEN,
    mwstProzent: 19,
    zahlungszielTage: 14,
    ...overrides,
  };
}

/** The cancellation of `rechnung()`: own number, the original's lines negated, referring to RE2026-00042. */
export function stornorechnung(overrides: Partial<RechnungDokumentDaten> = {}): RechnungDokumentDaten {
  return rechnung({
    art: 'storno',
    rechnungsNummer: 'RE2026-00043',
    rechnungsDatum: '2026-11-28',
    storniert: { rechnungsNummer: 'RE2026-00042', rechnungsDatum: '2026-11-21' },
    positionen: stornoVon(POSITIONEN),
    ...overrides,
  });
}
