import { describe, expect, it } from 'vitest';
import { ANTRAG_STATUS_IDS } from '@lap/contracts';
import { antragListAction, isAntragEditable } from './antrag-status.js';

describe('Antrag status rules', () => {
  it('only drafts are editable', () => {
    expect(ANTRAG_STATUS_IDS.filter(isAntragEditable)).toEqual([1]);
  });
  it('maps every status to the list action of spec 000 §2', () => {
    const actions = Object.fromEntries(ANTRAG_STATUS_IDS.map((s) => [s, antragListAction(s)]));
    expect(actions).toEqual({
      1: 'bearbeiten',
      2: 'ansehen',
      3: 'angebot',
      4: 'ansehen',
      5: 'dokumente',
      6: 'dokumente',
      7: 'dokumente',
      8: 'ansehen',
      9: 'dokumente',
      10: 'dokumente',
      11: 'dokumente',
      12: 'dokumente',
    });
  });
});
