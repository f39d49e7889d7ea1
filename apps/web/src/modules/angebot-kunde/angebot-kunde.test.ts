import { describe, expect, it } from 'vitest';
import { ANGEBOT_MSG, KEINE_AUSWAHL } from '@lap/contracts';
import {
  ablehnGrundText,
  ablehnungInput,
  absendenFehler,
  angebotPdfHref,
  angebotStand,
  rechnungsadresseHref,
  widerrufFehler,
} from './angebot-kunde';

describe('customer offer page rules', () => {
  it('reads the state from the request status (spec 000 §4)', () => {
    expect(angebotStand(2)).toBe('nichtVersendet');
    expect(angebotStand(3)).toBe('offen');
    expect(angebotStand(4)).toBe('abgelehnt');
    expect([5, 6, 7, 9, 10, 11, 12].map(angebotStand)).toEqual(Array(7).fill('beauftragt'));
    expect(angebotStand(8)).toBe('beendet');
  });

  it('sends Keine_Auswahl without a choice and the trimmed text (spec 000 §5)', () => {
    expect(ablehnungInput(null, '')).toEqual({ grund: KEINE_AUSWAHL, text: '' });
    expect(ablehnungInput('zu_teuer', '  zu hoch  ')).toEqual({ grund: 'zu_teuer', text: 'zu hoch' });
    expect(ablehnungInput('erfunden', 'x')).toEqual({ grund: KEINE_AUSWAHL, text: 'x' });
  });

  it('tells a stored rejection in words, without the placeholders', () => {
    expect(ablehnGrundText(null)).toEqual({ grund: null, text: null });
    expect(ablehnGrundText('zu_teuer: Keine_Angabe')).toEqual({ grund: 'Zu teuer', text: null });
    expect(ablehnGrundText('Keine_Auswahl: Wir bauen doch nicht: zu nass')).toEqual({
      grund: null,
      text: 'Wir bauen doch nicht: zu nass',
    });
    expect(ablehnGrundText('anderer_grund')).toEqual({ grund: 'Anderer Grund', text: null });
  });

  it('demands the withdrawal checkbox with the spec text', () => {
    expect(widerrufFehler(false)).toBe('Bitte erkennen Sie die Widerrufsbelehrung an.');
    expect(widerrufFehler(true)).toBeNull();
    expect(absendenFehler('Zu diesem Angebot kann keine Entscheidung mehr abgegeben werden.')).toBe(
      `Fehler beim Absenden - ${ANGEBOT_MSG.nichtOffen}`,
    );
  });

  it('builds the invoice address and PDF links', () => {
    expect(rechnungsadresseHref('a-1', 'b 2')).toBe('/rechnungsadresse/a-1?rt=a&aid=b+2');
    expect(rechnungsadresseHref('a-1', null)).toBe('/rechnungsadresse/a-1?rt=a');
    expect(angebotPdfHref('a/1')).toBe('/api/Angebot/DownloadAngebotPdf/a%2F1');
  });
});
