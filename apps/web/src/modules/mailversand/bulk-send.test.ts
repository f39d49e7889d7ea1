import type { TMailVersorger } from '@lap/contracts';
import { describe, expect, it } from 'vitest';
import { automatischZuVersenden, fortschrittProzent, nacheinanderSenden } from './bulk-send';
import { MAILVERSAND_UI } from './messages';

const row = (over: Partial<TMailVersorger>): TMailVersorger => ({
  versorgerId: 'v',
  versorgerName: 'Versorger',
  email: 'a@b.de',
  abfrageart: 'E-Mail',
  anfrageStatus: 1,
  automatikVersand: true,
  jobId: 'j',
  versendet: false,
  empfaenger: 'a@b.de',
  betreff: null,
  angefragtDate: null,
  vorlageDate: null,
  anhaenge: 0,
  ...over,
});

describe('automatischZuVersenden', () => {
  it('takes unsent jobs with Automatikversand only', () => {
    const rows = [
      row({ jobId: 'j1', versorgerName: 'A' }),
      row({ jobId: 'j2', versendet: true }),
      row({ jobId: 'j3', automatikVersand: false }),
      row({ jobId: null }),
      row({ jobId: 'j5', versorgerName: 'E' }),
    ];
    expect(automatischZuVersenden(rows)).toEqual([
      { jobId: 'j1', versorgerName: 'A' },
      { jobId: 'j5', versorgerName: 'E' },
    ]);
  });
});

describe('fortschritt', () => {
  it('text and percent', () => {
    expect(MAILVERSAND_UI.fortschritt(3, 8)).toBe('3 von 8 versendet');
    expect(fortschrittProzent(3, 8)).toBe(38);
    expect(fortschrittProzent(0, 0)).toBe(0);
    expect(fortschrittProzent(9, 8)).toBe(100);
  });
  it('confirm question for one and for several', () => {
    expect(MAILVERSAND_UI.automatischFrage(1)).toBe('Eine E-Mail automatisch versenden?');
    expect(MAILVERSAND_UI.automatischFrage(8)).toBe('8 E-Mails automatisch versenden?');
  });
});

describe('nacheinanderSenden', () => {
  const mails = [
    { jobId: 'j1', versorgerName: 'A' },
    { jobId: 'j2', versorgerName: 'B' },
    { jobId: 'j3', versorgerName: 'C' },
  ];

  it('sends one after another, never two at once, and reports progress', async () => {
    let running = 0;
    let maxRunning = 0;
    const order: string[] = [];
    const progress: number[] = [];
    const result = await nacheinanderSenden(mails, {
      send: async (id) => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((r) => setTimeout(r, 1));
        order.push(id);
        running -= 1;
      },
      describe: () => 'x',
      onProgress: (d, ok) => progress.push(d * 10 + ok),
    });
    expect(maxRunning).toBe(1);
    expect(order).toEqual(['j1', 'j2', 'j3']);
    expect(progress).toEqual([11, 22, 33]);
    expect(result).toEqual({ ok: 3, done: 3, failures: [], stopped: false });
  });

  it('goes on after a failure and lists it by supplier', async () => {
    const progress: Array<[number, number]> = [];
    const result = await nacheinanderSenden(mails, {
      send: (id) => (id === 'j2' ? Promise.reject(new Error('Keine Emailadresse vorhanden')) : Promise.resolve()),
      describe: (e) => (e instanceof Error ? e.message : '?'),
      onProgress: (d, ok) => progress.push([d, ok]),
    });
    expect(progress).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
    ]);
    expect(result.ok).toBe(2);
    expect(result.failures).toEqual([{ versorgerName: 'B', message: 'Keine Emailadresse vorhanden' }]);
  });

  it('stops before the next mail when asked', async () => {
    let stop = false;
    const sent: string[] = [];
    const result = await nacheinanderSenden(mails, {
      send: (id) => {
        sent.push(id);
        stop = true;
        return Promise.resolve();
      },
      describe: () => 'x',
      stop: () => stop,
    });
    expect(sent).toEqual(['j1']);
    expect(result).toEqual({ ok: 1, done: 1, failures: [], stopped: true });
  });
});
