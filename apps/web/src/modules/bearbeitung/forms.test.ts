import { describe, expect, it } from 'vitest';
import { positionVersorgerFormValues, ZPositionForm, ZPositionVersorgerForm } from './forms';

describe('position forms', () => {
  it('requires the position name and reads the Netzart id', () => {
    const empty = ZPositionForm.safeParse({ positionName: ' ', position: '', beschreibung: '', netzartId: null });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Bitte geben Sie den Namen der Position an!');
    expect(ZPositionForm.parse({ positionName: 'Gas', position: '', beschreibung: '', netzartId: '3' }).netzartId).toBe(
      3,
    );
  });
  it('requires the supplier name (spec 001 §5) and clears empty fields', () => {
    const empty = ZPositionVersorgerForm.safeParse(positionVersorgerFormValues(null));
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Bitte geben Sie den Namen des Versorgers an!');
    const ok = ZPositionVersorgerForm.parse({
      ...positionVersorgerFormValues(null),
      versorgerName: 'Stadtwerke',
      email: 'Info@SW.de',
      abfrageart: 'Portal',
    });
    expect(ok).toMatchObject({ versorgerName: 'Stadtwerke', email: 'info@sw.de', telefon: null, abfrageart: 'Portal' });
  });
});
