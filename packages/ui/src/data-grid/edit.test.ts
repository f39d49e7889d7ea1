import { describe, expect, it } from 'vitest';
import { EDIT_MESSAGES, editText, validateEdit } from './edit.js';

describe('inline edit validation', () => {
  it('requires a value when the rule says so', () => {
    expect(validateEdit({ required: true }, 'Telefon', '  ')).toBe('Bitte geben Sie einen Wert für „Telefon“ ein.');
    expect(validateEdit({ required: true }, 'Telefon', '0351 1')).toBeNull();
  });

  it('limits the length with a German message', () => {
    expect(validateEdit({ maxLength: 2000 }, 'Bemerkung', 'x'.repeat(2000))).toBeNull();
    expect(validateEdit({ maxLength: 2000 }, 'Bemerkung', 'x'.repeat(2001))).toBe(
      '„Bemerkung“ darf höchstens 2.000 Zeichen lang sein.',
    );
  });

  it('checks the pattern on entered values only, with the given message', () => {
    const pattern = { regex: /^[+0]\d{4,}$/, message: 'Gib eine echte Telefonnummer ein.' };
    expect(validateEdit({ pattern }, 'Telefon', 'abc')).toBe('Gib eine echte Telefonnummer ein.');
    expect(validateEdit({ pattern }, 'Telefon', '035112345')).toBeNull();
    expect(validateEdit({ pattern }, 'Telefon', '')).toBeNull();
    expect(validateEdit({ pattern, required: true }, 'Telefon', '')).toBe(EDIT_MESSAGES.required('Telefon'));
  });

  it('is not fooled by a global regex remembering its last position', () => {
    const pattern = { regex: /^\d+$/g, message: 'Nur Ziffern.' };
    expect(validateEdit({ pattern }, 'Nr', '123')).toBeNull();
    expect(validateEdit({ pattern }, 'Nr', '456')).toBeNull();
  });

  it('turns editor values into text', () => {
    expect(editText(null)).toBe('');
    expect(editText(undefined)).toBe('');
    expect(editText(12)).toBe('12');
    expect(editText('a')).toBe('a');
  });

  it('has the spec texts for saving', () => {
    expect(EDIT_MESSAGES.saved).toBe('Speichern Erfolgreich.');
    expect(EDIT_MESSAGES.saveFailed('Kaputt')).toBe('Fehler bei Speichervorgang aufgetreten. - Kaputt');
  });
});
