import { describe, expect, it } from 'vitest';
import { jaNein, nutzerName, rollenText } from './nutzer-display';

describe('nutzer display helpers', () => {
  it('names a user by first and last name, else by address', () => {
    expect(nutzerName({ vorname: 'Erika', name: 'Muster', email: 'e@x.de' })).toBe('Erika Muster');
    expect(nutzerName({ vorname: ' ', name: '', email: 'e@x.de' })).toBe('e@x.de');
  });

  it('writes flags and roles in German', () => {
    expect(jaNein(true)).toBe('Ja');
    expect(jaNein(false)).toBe('Nein');
    expect(rollenText([{ text: 'SbBereich' }, { text: 'Administration' }])).toBe('Administration, SbBereich');
    expect(rollenText([])).toBe('');
  });
});
