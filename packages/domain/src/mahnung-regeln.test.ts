import { describe, expect, it } from 'vitest';
import { ANTRAG_STATUS_ID as S, ANTRAG_STATUS_IDS, HISTORIE_AKTION_ID, MAHNUNG_STUFE } from '@lap/contracts';
import {
  ANTRAG_STATUS_DER_STUFE,
  historieAktionDerStufe,
  mahnungBearbeitbar,
  mahnungGehaltenBis,
  mahnungUeberschritten,
  mahnungVorzeitig,
  naechsteMahnungStufe,
} from './mahnung-regeln.js';

describe('mahnungUeberschritten', () => {
  const heute = '2026-12-02';
  it('is past its due day (the day itself in time), unpaid, the procedure not ended', () => {
    const offen = { mahnungFaellig: '2026-12-01', bezahlt: false, antragStatus: S.mahnung1 };
    expect(mahnungUeberschritten(offen, heute)).toBe(true);
    expect(mahnungUeberschritten({ ...offen, mahnungFaellig: heute }, heute)).toBe(false);
    expect(mahnungUeberschritten({ ...offen, mahnungFaellig: null }, heute)).toBe(false);
    expect(mahnungUeberschritten({ ...offen, bezahlt: true }, heute)).toBe(false);
    const ueber = ANTRAG_STATUS_IDS.filter((antragStatus) => mahnungUeberschritten({ ...offen, antragStatus }, heute));
    expect(ueber).toEqual(ANTRAG_STATUS_IDS.filter((s) => s !== S.rechnungBezahlt && s !== S.mahnverfahrenBeendet));
  });
});

describe('mahnungBearbeitbar', () => {
  it('only an unsent, open notice of a running procedure', () => {
    const entwurf = { versendet: false, abgeschlossen: false, antragStatus: S.rechnungVersendet };
    expect(mahnungBearbeitbar(entwurf)).toBe(true);
    expect(mahnungBearbeitbar({ ...entwurf, versendet: true })).toBe(false);
    expect(mahnungBearbeitbar({ ...entwurf, abgeschlossen: true })).toBe(false);
    expect(mahnungBearbeitbar({ ...entwurf, antragStatus: S.mahnverfahrenBeendet })).toBe(false);
  });
});

describe('naechsteMahnungStufe', () => {
  it('climbs one above the highest sent notice, none above the last', () => {
    expect(naechsteMahnungStufe([])).toBe(MAHNUNG_STUFE.erste);
    expect(naechsteMahnungStufe([{ versendet: false, stufe: 1 }])).toBe(MAHNUNG_STUFE.erste);
    expect(
      naechsteMahnungStufe([
        { versendet: true, stufe: 2 },
        { versendet: true, stufe: 1 },
      ]),
    ).toBe(MAHNUNG_STUFE.dritte);
    expect(naechsteMahnungStufe([{ versendet: true, stufe: MAHNUNG_STUFE.uneinbringlich }])).toBeNull();
  });
  it('sets the request status and history action of each level', () => {
    expect(Object.values(ANTRAG_STATUS_DER_STUFE)).toEqual([
      S.mahnung1,
      S.mahnung2,
      S.mahnung3,
      S.mahnverfahrenBeendet,
    ]);
    expect([1, 2, 3, 4].map(historieAktionDerStufe)).toEqual([
      HISTORIE_AKTION_ID.mahnungVersendet,
      HISTORIE_AKTION_ID.mahnungVersendet,
      HISTORIE_AKTION_ID.mahnungVersendet,
      HISTORIE_AKTION_ID.mahnverfahrenEingestellt,
    ]);
  });
});

describe('mahnungGehaltenBis (issue 42)', () => {
  const rechnungFaellig = '2026-11-20';
  it('holds the first notice until the invoice is overdue', () => {
    const g = mahnungGehaltenBis(rechnungFaellig, []);
    expect(g).toEqual({ bis: rechnungFaellig, vorige: null });
    expect(mahnungVorzeitig(g, '2026-11-20')).toBe(true);
    expect(mahnungVorzeitig(g, '2026-11-21')).toBe(false);
  });
  it('holds a later notice until the highest sent notice fell due', () => {
    const g = mahnungGehaltenBis(rechnungFaellig, [
      { versendet: true, stufe: 1, faellig: '2026-12-01' },
      { versendet: true, stufe: 2, faellig: '2026-12-11' },
      // an unsent draft holds nothing
      { versendet: false, stufe: 3, faellig: '2026-12-30' },
    ]);
    expect(g).toEqual({ bis: '2026-12-11', vorige: 2 });
    expect(mahnungVorzeitig(g, '2026-12-11')).toBe(true);
    expect(mahnungVorzeitig(g, '2026-12-12')).toBe(false);
  });
  it('never before the invoice itself fell due', () => {
    expect(mahnungGehaltenBis(rechnungFaellig, [{ versendet: true, stufe: 1, faellig: null }])).toEqual({
      bis: rechnungFaellig,
      vorige: 1,
    });
  });
});
