import { describe, expect, it } from 'vitest';
import { formatCell } from './format-cell.js';

describe('formatCell (spec 000 §9)', () => {
  it('formats by field type', () => {
    expect(formatCell({ type: 'date', label: 'Baustart' }, '2026-03-05')).toBe('05.03.2026');
    expect(formatCell({ type: 'datetime', label: 'Am' }, '2026-03-05T22:30:00.000Z')).toBe('05.03.2026, 23:30');
    expect(formatCell({ type: 'money', label: 'Betrag' }, 123456)).toBe('1.234,56 €');
    expect(formatCell({ type: 'money', label: 'Betrag' }, null)).toBe('Noch nicht initialisiert');
    expect(formatCell({ type: 'number', label: 'Anzahl' }, 1500)).toBe('1.500');
    expect(formatCell({ type: 'boolean', label: 'Newsletter' }, true)).toBe('Ja');
    expect(formatCell({ type: 'boolean', label: 'Newsletter' }, false)).toBe('Nein');
    expect(formatCell({ type: 'set', label: 'Status', options: [{ value: 2, label: 'Neuer Antrag' }] }, 2)).toBe(
      'Neuer Antrag',
    );
    expect(formatCell({ type: 'text', label: 'Name' }, null)).toBe('');
  });
});
