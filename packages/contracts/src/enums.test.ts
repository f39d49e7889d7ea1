import { describe, expect, it } from 'vitest';
import { ANFRAGE_STATUS_NONE, versorgerInfoStatusLabel } from './enums.js';

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
