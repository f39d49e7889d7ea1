import { describe, expect, it } from 'vitest';
import { betreiberStand, betreiberStandText } from './betreiber-stand.js';

const row = { anfrageStatus: 1, nichtBetroffen: false, angefragtDatum: null, auskunftDatum: null, anfrageMail: null };

describe('betreiberStand (issue 42: the customer is told what is true)', () => {
  it('tells "not yet asked" from "asked" by what happened, not by the order being worked on', () => {
    expect(betreiberStand(row)).toEqual({ stand: 'nichtAngefragt', datum: null });
    // queued or failed: the mail has reached nobody
    expect(
      betreiberStand({
        ...row,
        anfrageStatus: 2,
        angefragtDatum: '2026-11-10T09:00:00.000Z',
        anfrageMail: { status: 'pending', sentAt: null },
      }),
    ).toEqual({ stand: 'nichtAngefragt', datum: null });
    expect(betreiberStand({ ...row, anfrageStatus: 2, anfrageMail: { status: 'failed', sentAt: null } }).stand).toBe(
      'nichtAngefragt',
    );
    // delivered: asked on the day it left
    expect(
      betreiberStand({
        ...row,
        anfrageStatus: 2,
        angefragtDatum: '2026-11-10T09:00:00.000Z',
        anfrageMail: { status: 'sent', sentAt: new Date('2026-11-10T09:01:00Z') },
      }),
    ).toEqual({ stand: 'angefragt', datum: '2026-11-10T09:01:00.000Z' });
    // recorded by a case worker (portal, telephone): asked on the recorded day
    expect(betreiberStand({ ...row, anfrageStatus: 2, angefragtDatum: new Date('2026-11-12T08:00:00Z') })).toEqual({
      stand: 'angefragt',
      datum: '2026-11-12T08:00:00.000Z',
    });
  });

  it('reads anfrageStatus 3 as the answer, with its day', () => {
    expect(betreiberStand({ ...row, anfrageStatus: 3, auskunftDatum: '2026-11-18T10:00:00.000Z' })).toEqual({
      stand: 'geantwortet',
      datum: '2026-11-18T10:00:00.000Z',
    });
    expect(
      betreiberStand({
        ...row,
        anfrageStatus: 3,
        nichtBetroffen: true,
        anfrageMail: { status: 'sent', sentAt: '2026-11-10T09:01:00.000Z' },
      }).stand,
    ).toBe('nichtBetroffen');
  });

  it('words each state in German with its day', () => {
    expect(betreiberStandText('nichtAngefragt', '12.11.2026')).toBe('noch nicht angefragt');
    expect(betreiberStandText('angefragt', '12.11.2026')).toBe('angefragt am 12.11.2026');
    expect(betreiberStandText('angefragt', null)).toBe('angefragt');
    expect(betreiberStandText('geantwortet', '18.11.2026')).toBe('Auskunft erteilt am 18.11.2026');
    expect(betreiberStandText('nichtBetroffen', '19.11.2026')).toBe('nicht betroffen (Auskunft vom 19.11.2026)');
  });
});
