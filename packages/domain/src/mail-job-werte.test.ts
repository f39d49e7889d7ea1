import { describe, expect, it } from 'vitest';
import {
  jobWerteAus,
  kartenLinkOf,
  parteiText,
  platzhalterWerte,
  waehleMailVorlage,
  type TMailAntrag,
  type TMailPartei,
} from './mail-job-werte.js';

const antrag: TMailAntrag = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  vorgangsnummer: 'AS2026-000042',
  vorhaben: 'Neubau Einfamilienhaus',
  projektangaben: 'Hausanschluss Strom und Wasser',
  strasse: 'Goethestraße',
  hausnummer: '12a',
  plz: '01587',
  ort: 'Riesa',
  gemarkung: 'Weida',
  flurstuecknummer: '123/4',
  bautiefe: '1,2',
  baustart: '2026-03-02',
  bauende: '2026-05-29',
  bauausfuehrenderUnbekannt: false,
  identischMitAntragsteller: false,
};
const person = (personTyp: number, firma: string | null, name: string): TMailPartei => ({
  personTyp,
  firma,
  vorname: 'Eva',
  name,
  strasse: 'Hauptstraße',
  hausnummer: '1',
  plz: '01587',
  ort: 'Riesa',
  telefon: '03525 1',
});

describe('jobWerteAus', () => {
  it('reads the site, the parties and the case worker into the placeholder values', () => {
    const w = jobWerteAus(
      antrag,
      [person(1, 'Antrag GmbH', 'Antrag'), person(2, 'Stadtwerke Riesa', 'Geber'), person(3, null, 'Bauer')],
      { name: 'Sven Bearbeiter', telefon: '03525 700-100' },
      'https://portal.test',
    );
    expect(w).toEqual({
      anrede: 'Sehr geehrte Damen und Herren',
      ort: 'Goethestraße 12a, 01587 Riesa, Gemarkung Weida, Flurstück 123/4',
      auftraggeber: 'Stadtwerke Riesa, Eva Geber, Hauptstraße 1, 01587 Riesa, Tel. 03525 1',
      bauausfuehrende: 'Eva Bauer, Hauptstraße 1, 01587 Riesa, Tel. 03525 1',
      bauBeschreibung:
        'Neubau Einfamilienhaus: Hausanschluss Strom und Wasser; Bautiefe 1,2 m; Ausführung 02.03.2026 bis 29.05.2026',
      kartenLink: 'https://portal.test/leitungsauskunftportal/externalKarte/6f1c2d3e4b5a4c6d8e7f0a1b2c3d4e5f',
      bearbeiter: 'Sven Bearbeiter',
      telefonBearbeiter: '03525 700-100',
    });
  });

  it('lets the applicant stand in for a missing client and says unbekannt for an unknown builder', () => {
    const w = jobWerteAus(
      {
        ...antrag,
        identischMitAntragsteller: true,
        bauausfuehrenderUnbekannt: true,
        gemarkung: null,
        flurstuecknummer: null,
      },
      [person(1, 'Antrag GmbH', 'Antrag')],
      { name: 'S B', telefon: null },
      'https://p.test',
    );
    expect(w.auftraggeber).toBe('Antrag GmbH, Eva Antrag, Hauptstraße 1, 01587 Riesa, Tel. 03525 1');
    expect(w.bauausfuehrende).toBe('unbekannt');
    expect(w.ort).toBe('Goethestraße 12a, 01587 Riesa');
    expect(w.telefonBearbeiter).toBeNull();
  });

  it('adds the unit to the depth only when it is missing', () => {
    expect(
      jobWerteAus({ ...antrag, bautiefe: '0,6 m' }, [], { name: 'S', telefon: null }, 'https://p.test').bauBeschreibung,
    ).toContain('Bautiefe 0,6 m;');
  });

  it('writes a party without empty parts', () => {
    expect(
      parteiText({
        firma: '',
        vorname: ' ',
        name: 'Nur',
        strasse: '',
        hausnummer: '',
        plz: '01587',
        ort: '',
        telefon: null,
      }),
    ).toBe('Nur, 01587');
  });

  it('derives the link text from the case number only when there is a link', () => {
    expect(platzhalterWerte({ kartenLink: kartenLinkOf('https://p.test', 'a-b') }, 'AS2026-000001')).toMatchObject({
      link: 'https://p.test/leitungsauskunftportal/externalKarte/ab',
      linktext: 'Anfragebereich AS2026-000001 in der Karte öffnen',
    });
    expect(platzhalterWerte({ kartenLink: null }, 'AS2026-000001').linktext).toBeNull();
  });
});

describe('waehleMailVorlage', () => {
  const v = (id: number, vorgangsartId: number, netzartId: number | null) => ({ id, vorgangsartId, netzartId });
  const vorlagen = [v(1, 1, null), v(2, 2, null), v(3, 1, 5), v(4, 2, 7)];
  it('takes the same Vorgangsart and Netzart first', () => {
    expect(waehleMailVorlage(vorlagen, 1, 5)?.id).toBe(3);
    expect(waehleMailVorlage(vorlagen, 2, 7)?.id).toBe(4);
  });
  it('falls back to the Vorgangsart without a Netzart, then with any, then to anything', () => {
    expect(waehleMailVorlage(vorlagen, 1, 9)?.id).toBe(1);
    expect(waehleMailVorlage(vorlagen, 2, null)?.id).toBe(2);
    expect(waehleMailVorlage([v(4, 2, 7)], 2, 1)?.id).toBe(4);
    expect(waehleMailVorlage([v(8, 2, 7), v(6, 2, null)], 1, 1)?.id).toBe(6);
    expect(waehleMailVorlage([], 1, 1)).toBeNull();
  });
});
