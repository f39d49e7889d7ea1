import { describe, expect, it } from 'vitest';
import { WIEDERVORLAGE_UI } from './messages';

describe('WIEDERVORLAGE_UI (spec 001 §8, spelled as the spec writes it)', () => {
  it("fails /editposition with the data update text, without the space before '-'", () => {
    expect(WIEDERVORLAGE_UI.datenUpdateFehler('Die Anfrage an diesen Versorger ist bereits abgeschlossen.')).toBe(
      'Fehler beim Update der Daten- Die Anfrage an diesen Versorger ist bereits abgeschlossen.',
    );
  });
});
