import { describe, expect, it } from 'vitest';
import {
  anfrageStatusAus,
  berlinTag,
  berlinTage,
  berlinZeitpunkt,
  checkVersorgerDaten,
  erinnerungsTermin,
  formatVersorgerDatum,
  parseVersorgerDatum,
  versorgerDatenAus,
  wiedervorlageZustand,
  wiedervorlageZustandAm,
} from './wiedervorlage-dates.js';

// 24.11.2026 10:00 in Berlin (winter time, UTC+1).
const now = new Date('2026-11-24T09:00:00Z');

describe('follow-up dates (spec 001 §5)', () => {
  it('turns a Berlin wall-clock time into an instant, winter and summer, across the switch', () => {
    expect(berlinZeitpunkt('2026-11-24').toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(berlinZeitpunkt('2026-07-01', '08:00').toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(berlinZeitpunkt('2026-03-29', '08:00').toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(berlinZeitpunkt('2026-03-28', '23:30').toISOString()).toBe('2026-03-28T22:30:00.000Z');
    expect(berlinZeitpunkt('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(berlinZeitpunkt('2026-10-25', '08:00').toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });

  it('reads ISO, plain days and the German format; a day alone means 08:00', () => {
    expect(parseVersorgerDatum('2026-11-24T15:45:00.000Z')?.toISOString()).toBe('2026-11-24T15:45:00.000Z');
    expect(parseVersorgerDatum('2026-11-24T15:45+01:00')?.toISOString()).toBe('2026-11-24T14:45:00.000Z');
    expect(parseVersorgerDatum('2026-11-24T15:45')?.toISOString()).toBe('2026-11-24T14:45:00.000Z');
    expect(parseVersorgerDatum('2026-11-24')?.toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(parseVersorgerDatum('24.11.2026')?.toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(parseVersorgerDatum('1.7.2026 16:05')?.toISOString()).toBe('2026-07-01T14:05:00.000Z');
    for (const bad of ['31.02.2026', '2026-02-30', '24.11.2026 24:00', '2026-11-24T10:60', 'morgen', '', '24.11.26']) {
      expect(parseVersorgerDatum(bad), bad).toBeNull();
    }
  });

  it('formats as dd.MM.yyyy HH:mm in Berlin time', () => {
    expect(formatVersorgerDatum(new Date('2026-11-24T07:00:00Z'))).toBe('24.11.2026 08:00');
    expect(formatVersorgerDatum('2026-07-01T21:59:00Z')).toBe('01.07.2026 23:59');
    expect(formatVersorgerDatum(null)).toBe('');
  });

  it('accepts angefragt and auskunft from one month ago up to today, at any time of those days', () => {
    const ok = (text: string) =>
      checkVersorgerDaten(now, { angefragtDatum: parseVersorgerDatum(text), auskunftDatum: parseVersorgerDatum(text) });
    expect(ok('24.10.2026 00:00')).toEqual([]);
    expect(ok('24.11.2026 23:59')).toEqual([]);
    expect(ok('23.10.2026 23:59')).toEqual([
      { field: 'angefragtDatum', message: 'Das Datum „Angefragt am“ muss zwischen dem 24.10.2026 und heute liegen.' },
      { field: 'auskunftDatum', message: 'Das Datum „Auskunft am“ muss zwischen dem 24.10.2026 und heute liegen.' },
    ]);
    expect(ok('25.11.2026 00:00').map((e) => e.field)).toEqual(['angefragtDatum', 'auskunftDatum']);
  });

  it('accepts a follow-up today or later, never before today', () => {
    expect(checkVersorgerDaten(now, { vorlageDatum: parseVersorgerDatum('24.11.2026 06:00') })).toEqual([]);
    expect(checkVersorgerDaten(now, { vorlageDatum: parseVersorgerDatum('01.01.2030') })).toEqual([]);
    expect(checkVersorgerDaten(now, { vorlageDatum: parseVersorgerDatum('23.11.2026 23:59') })).toEqual([
      { field: 'vorlageDatum', message: 'Das Datum „Wiedervorlage“ darf nicht vor heute liegen.' },
    ]);
  });

  it('uses the German day around midnight', () => {
    // 23:30 UTC on the 23rd is already the 24th in Berlin.
    expect(
      checkVersorgerDaten(new Date('2026-11-23T23:30:00Z'), { vorlageDatum: new Date('2026-11-23T23:15:00Z') }),
    ).toEqual([]);
    expect(
      checkVersorgerDaten(new Date('2026-11-23T23:30:00Z'), { vorlageDatum: new Date('2026-11-23T22:59:00Z') }),
    ).toHaveLength(1);
  });

  it('does not check a stored date sent back unchanged', () => {
    const alt = new Date('2026-08-01T06:00:00Z');
    expect(checkVersorgerDaten(now, { angefragtDatum: alt }, { angefragtDatum: new Date(alt) })).toEqual([]);
    expect(checkVersorgerDaten(now, { angefragtDatum: alt }, {})).toHaveLength(1);
  });

  it('reads a whole edit: absent keeps, empty clears, unreadable names the field', () => {
    const { daten, errors } = versorgerDatenAus(now, {
      angefragtDatum: '20.11.2026',
      auskunftDatum: '',
      vorlageDatum: 'bald',
    });
    expect(daten).toEqual({ angefragtDatum: new Date('2026-11-20T07:00:00Z'), auskunftDatum: null });
    expect(errors).toEqual([
      {
        field: 'vorlageDatum',
        message: 'Das Datum „Wiedervorlage“ ist ungültig. Bitte im Format TT.MM.JJJJ HH:mm angeben.',
      },
    ]);
    expect(versorgerDatenAus(now, {}).daten).toEqual({});
  });

  it('schedules a reminder one week ahead at 08:00 and colours by Berlin day', () => {
    expect(erinnerungsTermin(now).toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect(erinnerungsTermin(new Date('2026-03-25T12:00:00Z')).toISOString()).toBe('2026-04-01T06:00:00.000Z');
    expect(wiedervorlageZustand(new Date('2026-11-23T22:59:00Z'), now)).toBe('ueberfaellig');
    expect(wiedervorlageZustand(new Date('2026-11-24T20:00:00Z'), now)).toBe('heute');
    expect(wiedervorlageZustand(new Date('2026-11-24T23:00:00Z'), now)).toBe('offen');
  });

  it('finds the Berlin day of many instants by the hour, as berlinTag does, across both clock changes', () => {
    const tagVon = berlinTage();
    // every 7 minutes through the spring and the autumn switch of 2026, and the minutes around each midnight
    const instants: Date[] = [];
    for (const [from, to] of [
      ['2026-03-28T00:00:00Z', '2026-03-30T00:00:00Z'],
      ['2026-10-24T00:00:00Z', '2026-10-26T12:00:00Z'],
    ] as const) {
      for (let t = Date.parse(from); t < Date.parse(to); t += 7 * 60_000) instants.push(new Date(t));
    }
    for (const midnight of [
      '2026-03-28T23:00:00Z',
      '2026-03-29T22:00:00Z',
      '2026-10-24T22:00:00Z',
      '2026-10-25T23:00:00Z',
    ]) {
      for (const ms of [-60_000, -1, 0, 1, 60_000]) instants.push(new Date(Date.parse(midnight) + ms));
    }
    for (const instant of instants) expect(tagVon(instant)).toBe(berlinTag(instant));
    expect(tagVon(new Date('2026-03-29T21:59:59.999Z'))).toBe('2026-03-29');
    expect(tagVon(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(tagVon(new Date('2026-10-25T22:59:59.999Z'))).toBe('2026-10-25');
    expect(tagVon(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
    expect(wiedervorlageZustandAm('2026-11-23', '2026-11-24')).toBe('ueberfaellig');
    expect(wiedervorlageZustandAm('2026-11-24', '2026-11-24')).toBe('heute');
    expect(wiedervorlageZustandAm('2026-11-25', '2026-11-24')).toBe('offen');
  });

  it('derives anfrageStatus', () => {
    expect(anfrageStatusAus({ angefragtDatum: null, auskunftDatum: null, abgeschlossen: false })).toBe(1);
    expect(anfrageStatusAus({ angefragtDatum: now, auskunftDatum: null, abgeschlossen: false })).toBe(2);
    expect(anfrageStatusAus({ angefragtDatum: now, auskunftDatum: now, abgeschlossen: false })).toBe(3);
    expect(anfrageStatusAus({ angefragtDatum: null, auskunftDatum: null, abgeschlossen: true })).toBe(3);
  });
});
