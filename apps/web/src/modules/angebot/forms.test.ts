import { describe, expect, it } from 'vitest';
import { FORM_MSG, nextPositionNumber, positionFormValues, ZPositionForm, ZPreisForm } from './forms';

const valid = { position: '1', beschreibung: 'Grundgebühr', einheit: 'pauschal', anzahl: '2,5', einzelpreis: '12,34' };

describe('ZPositionForm', () => {
  it('converts euros and the German quantity exactly', () => {
    expect(ZPositionForm.parse(valid)).toEqual({
      position: '1',
      beschreibung: 'Grundgebühr',
      einheit: 'pauschal',
      anzahl: 2.5,
      einzelpreis: 1234,
    });
  });

  it('German messages for empty and unreadable numbers', () => {
    const result = ZPositionForm.safeParse({ ...valid, anzahl: '', einzelpreis: '12.3' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual([
      ['anzahl', FORM_MSG.anzahlFehlt],
      ['einzelpreis', FORM_MSG.betragUngueltig],
    ]);
  });

  it("keeps the contract's rules (quantity above 0, description required)", () => {
    const result = ZPositionForm.safeParse({ ...valid, anzahl: '0', beschreibung: ' ' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Bitte geben Sie eine Beschreibung an!',
      'Die Anzahl muss größer als 0 sein.',
    ]);
  });

  it('round-trips an existing position', () => {
    const values = positionFormValues(
      {
        id: 7,
        angebotId: 'a',
        sortierung: 1,
        position: '1',
        anzahl: 3,
        beschreibung: 'Je Gemeinde',
        einheit: null,
        einzelpreis: 2950,
        gesamtpreis: 8850,
      },
      '2',
    );
    expect(values).toEqual({
      position: '1',
      beschreibung: 'Je Gemeinde',
      einheit: '',
      anzahl: '3',
      einzelpreis: '29,50',
    });
    expect(ZPositionForm.parse(values).einzelpreis).toBe(2950);
  });

  it('a new position is numbered after the highest', () => {
    expect(positionFormValues(null, '4')).toMatchObject({ position: '4', anzahl: '1', einzelpreis: '' });
    expect(nextPositionNumber([{ position: '1' }, { position: '3' }])).toBe('4');
    expect(nextPositionNumber([{ position: 'A' }, { position: 'B' }])).toBe('3');
    expect(nextPositionNumber([])).toBe('1');
  });
});

describe('ZPreisForm', () => {
  it('price in euros → cents; no negative prices', () => {
    expect(
      ZPreisForm.parse({ id: 1, bezeichnung: 'Grundgebühr', einheit: 'pauschal', preisCent: '49,90', aktiv: true })
        .preisCent,
    ).toBe(4990);
    expect(
      ZPreisForm.safeParse({ id: 1, bezeichnung: 'Grundgebühr', einheit: 'pauschal', preisCent: '-1', aktiv: true })
        .success,
    ).toBe(false);
  });
});
