import { describe, expect, it } from 'vitest';
import { berlinWallClock } from './excel.js';

// The Berlin wall clock written into Excel cells, computed from a per-hour offset cache, against Intl for every instant
// asked: around both daylight-saving switches and at random instants over years.
const intl = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
function expected(instant: number): number {
  const p = Object.fromEntries(intl.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
}

describe('berlinWallClock', () => {
  it('matches Intl across the daylight-saving switches, minute by minute', () => {
    for (const switchAt of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let t = switchAt - 3 * 3_600_000; t <= switchAt + 3 * 3_600_000; t += 60_000 + 777) {
        expect(berlinWallClock(new Date(t).toISOString()).getTime(), new Date(t).toISOString()).toBe(expected(t));
      }
    }
  });

  it('matches Intl at random instants from 2000 to 2040', () => {
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) {
      const t = Math.floor(Date.UTC(2000, 0, 1) + next() * (Date.UTC(2040, 0, 1) - Date.UTC(2000, 0, 1)));
      expect(berlinWallClock(new Date(t).toISOString()).getTime()).toBe(expected(t));
    }
  });
});
