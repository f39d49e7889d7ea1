import { describe, expect, it } from 'vitest';
import {
  ANFRAGE_STATUS,
  ANFRAGE_STATUS_ID,
  ANFRAGE_STATUS_NONE,
  ANTRAG_STATUS,
  ANTRAG_STATUS_ID,
  BEARBEITUNGS_STATUS,
  BEARBEITUNGS_STATUS_ID,
  HISTORIE_AKTION,
  HISTORIE_AKTION_ID,
  labelOf,
  MAHNUNG_STATUS,
  MAHNUNG_STUFE,
  NOTIZ_PROJEKT,
  NOTIZ_PROJEKT_ID,
  PRIORITAET,
  PRIORITAET_ID,
  versorgerInfoStatusLabel,
} from './enums.js';

describe('versorgerInfoStatusLabel (spec 001 §4 provider info status)', () => {
  it('reads 0 (or none yet) as kein Status, then Offen, Angefragt, Abgeschlossen', () => {
    expect([null, 0, 1, 2, 3].map(versorgerInfoStatusLabel)).toEqual([
      'kein Status',
      'kein Status',
      'Offen',
      'Angefragt',
      'Abgeschlossen',
    ]);
    expect(versorgerInfoStatusLabel(7)).toBe('kein Status');
  });

  it('leaves the supplier request status its own wording', () => {
    expect(ANFRAGE_STATUS_NONE).toBe('Kein Status');
  });
});

describe('labelOf and the named states (issue 43)', () => {
  it('reads every named constant back as its spec label', () => {
    expect(labelOf('antragStatus', ANTRAG_STATUS_ID.rechnungBezahlt)).toBe('Rechnung bezahlt');
    expect(labelOf('antragStatus', ANTRAG_STATUS_ID.mahnverfahrenBeendet)).toBe('Mahnung Verfahren beendet');
    expect(labelOf('mahnungStufe', MAHNUNG_STUFE.uneinbringlich)).toBe('Zahlung uneinbringlich');
    expect(labelOf('historieAktion', HISTORIE_AKTION_ID.mahnverfahrenEingestellt)).toBe('Mahnverfahren eingestellt');
    expect(labelOf('bearbeitungsStatus', BEARBEITUNGS_STATUS_ID.auskuenfteVollstaendig)).toBe('Auskünfte vollständig');
    expect(labelOf('prioritaet', PRIORITAET_ID.hoch)).toBe('Hoch');
    expect(labelOf('anfrageStatus', ANFRAGE_STATUS_ID.fertig)).toBe('fertig');
    expect(labelOf('notizProjekt', NOTIZ_PROJEKT_ID.global)).toBe('Global');
  });

  it('names every value of every family exactly once', () => {
    const pairs: Array<[Record<string, number>, Record<number, unknown>]> = [
      [ANTRAG_STATUS_ID, ANTRAG_STATUS],
      [BEARBEITUNGS_STATUS_ID, BEARBEITUNGS_STATUS],
      [PRIORITAET_ID, PRIORITAET],
      [ANFRAGE_STATUS_ID, ANFRAGE_STATUS],
      [MAHNUNG_STUFE, MAHNUNG_STATUS],
      [HISTORIE_AKTION_ID, HISTORIE_AKTION],
      [NOTIZ_PROJEKT_ID, NOTIZ_PROJEKT],
    ];
    for (const [ids, labels] of pairs)
      expect([...Object.values(ids)].sort((a, b) => a - b)).toEqual(Object.keys(labels).map(Number));
  });

  it('reads an unknown value as its number, an absent supplier status as the spec says', () => {
    expect(labelOf('antragStatus', 99)).toBe('99');
    expect(labelOf('anfrageStatus', null)).toBe(ANFRAGE_STATUS_NONE);
    expect(labelOf('versorgerInfoStatus', null)).toBe('kein Status');
  });
});
