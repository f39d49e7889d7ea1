// The recipient list of a mail job: split at ';' or ',', each address checked alone (issue 42), at most EMPFAENGER_MAX.
import { describe, expect, it } from 'vitest';
import { EMPFAENGER_MAX, empfaengerFehler, MAILVERSAND_MSG, ZMailVersandJobInput } from './mailversand.js';

const FORM = {
  id: 'j1',
  betreff: 'Anfrage',
  anrede: 'Sehr geehrte Damen und Herren',
  ort: 'Riesa',
  bauBeschreibung: 'Kabel',
};

describe('empfaengerFehler', () => {
  it('takes one or more addresses, spaces around the separators and one separator at the end', () => {
    for (const list of [
      'netz@versorger.test',
      ' a@b.de ; c.d@e.f.de,g@h.io ',
      'a@b.de;',
      'a@b.de, ',
      'x@.b.c',
      'a@b..c',
    ])
      expect(empfaengerFehler(list), list).toBeNull();
  });

  it('refuses what is not a list of addresses', () => {
    for (const list of [
      'kein-mail',
      'a@b',
      'a@b.',
      'a@.b',
      '@b.de',
      'a@b.de;;c@d.de',
      ';a@b.de',
      'a@b.de;;',
      'a b@c.de',
      'a@b@c.de',
      'a@b.de c@d.de',
      `${'p@a.b.c.d;'.repeat(20)}@`,
    ]) {
      expect(empfaengerFehler(list), list).toBe(MAILVERSAND_MSG.empfaengerUngueltig);
    }
  });

  it('takes at most EMPFAENGER_MAX addresses', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `n${i}@v.de`).join(';');
    expect(empfaengerFehler(list(EMPFAENGER_MAX))).toBeNull();
    expect(empfaengerFehler(`${list(EMPFAENGER_MAX)};`)).toBeNull();
    expect(empfaengerFehler(list(EMPFAENGER_MAX + 1))).toBe('Bitte geben Sie höchstens 50 E-Mail-Adressen an.');
  });

  it('is what the mail-job form checks; an empty list is allowed while editing', () => {
    expect(ZMailVersandJobInput.safeParse({ ...FORM, empfaenger: '  ' }).success).toBe(true);
    const refused = ZMailVersandJobInput.safeParse({ ...FORM, empfaenger: 'a@b.de;x' });
    expect(refused.success ? [] : refused.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['empfaenger', MAILVERSAND_MSG.empfaengerUngueltig],
    ]);
  });
});
