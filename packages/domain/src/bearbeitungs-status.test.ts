import { describe, expect, it } from 'vitest';
import { deriveBearbeitungsStatus, nurDeaktivierteGemeinden } from './bearbeitungs-status.js';

const row = (angefragt: boolean, fertig: boolean, inaktiv = false) => ({ angefragt, fertig, inaktiv });

describe('deriveBearbeitungsStatus', () => {
  it('is 0 without suppliers, 1 with an incomplete enquiry, 2 when all were asked, 3 when all answered', () => {
    expect(deriveBearbeitungsStatus([])).toBe(0);
    expect(deriveBearbeitungsStatus([row(false, false), row(true, false)])).toBe(1);
    expect(deriveBearbeitungsStatus([row(true, false), row(true, true)])).toBe(2);
    expect(deriveBearbeitungsStatus([row(true, true), row(false, true)])).toBe(3);
  });
  it('ignores inactive suppliers, but an order of inactive suppliers only is not complete', () => {
    expect(deriveBearbeitungsStatus([row(true, true), row(false, false, true)])).toBe(3);
    expect(deriveBearbeitungsStatus([row(false, false, true)])).toBe(1);
  });
});

describe('nurDeaktivierteGemeinden', () => {
  it('is true only when every municipality the coverage hits is disabled', () => {
    expect(nurDeaktivierteGemeinden([])).toBe(false);
    expect(nurDeaktivierteGemeinden([{ disabled: true, getroffen: false }])).toBe(false);
    expect(
      nurDeaktivierteGemeinden([
        { disabled: true, getroffen: true },
        { disabled: false, getroffen: false },
      ]),
    ).toBe(true);
    expect(
      nurDeaktivierteGemeinden([
        { disabled: true, getroffen: true },
        { disabled: false, getroffen: true },
      ]),
    ).toBe(false);
  });
});
