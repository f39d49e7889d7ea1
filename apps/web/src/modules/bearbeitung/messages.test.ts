import { describe, expect, it } from 'vitest';
import { BEARBEITUNG_MSG } from './messages';

describe('BEARBEITUNG_MSG (spec 001 §8, spelled as the spec writes them)', () => {
  it('names a failed remark on the answer a history update', () => {
    expect(BEARBEITUNG_MSG.historieUpdateFehler('Die Bemerkung darf höchstens 2000 Zeichen lang sein.')).toBe(
      'Fehler Update Historie - Die Bemerkung darf höchstens 2000 Zeichen lang sein.',
    );
  });

  it('keeps the supplier update text for the row edits', () => {
    expect(BEARBEITUNG_MSG.updateFehler('x')).toBe('Fehler beim Update des Versorgers - x');
  });
});
