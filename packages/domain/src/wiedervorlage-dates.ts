import {
  WIEDERVORLAGE_MSG,
  type TFieldError,
  type TVersorgerDatumFeld,
  type TWiedervorlageZustand,
} from '@lap/contracts';
import { addDays, addMonths, germanToday } from './antrag-dates.js';
import { formatDate } from './format.js';

// spec 001 §5 follow-up edit: angefragt and auskunft between one month ago and today; wiedervorlage not before
// today; default time 08:00; dd.MM.yyyy HH:mm (24 h); ISO on the wire. All days are German (Europe/Berlin) days.
// Shared by PutUpdatePositionVersorger and PutUpdateVersorgerById.

/** spec 001 §9: a datetime without a time of day means 08:00. */
export const STANDARD_UHRZEIT = '08:00';
/** spec 001 §4: a reminder schedules the follow-up in one week. */
export const ERINNERUNG_TAGE = 7;

const berlinParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Berlin's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function berlinOffsetMs(instant: number): number {
  const parts = berlinParts.formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

/** Is y-m-d a real calendar day (no 31.02.)? */
function realDay(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * A Berlin wall-clock time on a calendar day as an instant (`2026-11-24`, `08:00` → 07:00 UTC). In the spring
 * gap the clock moves on (02:30 → 03:30); in the doubled autumn hour the later (winter) one counts.
 */
export function berlinZeitpunkt(day: string, time: string = STANDARD_UHRZEIT): Date {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`not a day/time: ${day} ${time}`);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  const first = wall - berlinOffsetMs(wall - 3_600_000);
  return new Date(wall - berlinOffsetMs(first));
}

/** The Berlin calendar day of an instant (YYYY-MM-DD). */
export const berlinTag = (instant: Date): string => germanToday(instant);

/**
 * `berlinTag` for many instants at once (a provider's open follow-ups): the day of each UTC hour is worked out once.
 * Berlin is a whole number of hours off UTC, so its days begin on a UTC hour and every instant of that hour is on one day.
 */
export function berlinTage(): (instant: Date) => string {
  const days = new Map<number, string>();
  return (instant) => {
    const hour = Math.floor(instant.getTime() / 3_600_000);
    let day = days.get(hour);
    if (day === undefined) {
      day = berlinTag(instant);
      days.set(hour, day);
    }
    return day;
  };
}

/** An instant as the spec shows it: `dd.MM.yyyy HH:mm` in Berlin time, 24 hours. */
export function formatVersorgerDatum(instant: Date | string | null | undefined): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const d = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(d.getTime())) return '';
  const wall = new Date(d.getTime() + berlinOffsetMs(d.getTime()));
  return `${formatDate(berlinTag(d))} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const GERMAN = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:,?\s+(\d{1,2}):(\d{2}))?$/;

/**
 * Reads a date of a supplier row: ISO with zone (kept as is), ISO without zone (Berlin time), `YYYY-MM-DD`,
 * `dd.MM.yyyy` (both 08:00 Berlin) or `dd.MM.yyyy HH:mm`. Null when it is no real date or time.
 */
export function parseVersorgerDatum(text: string): Date | null {
  const v = text.trim();
  const day = DAY.exec(v);
  if (day) return realDay(Number(day[1]), Number(day[2]), Number(day[3])) ? berlinZeitpunkt(v) : null;
  const iso = ISO.exec(v);
  if (iso) {
    const [y, m, d, h, mi] = [Number(iso[1]), Number(iso[2]), Number(iso[3]), Number(iso[4]), Number(iso[5])];
    if (!realDay(y, m, d) || h > 23 || mi > 59 || Number(iso[6] ?? 0) > 59) return null;
    if (iso[8]) {
      const t = Date.parse(v.replace(' ', 'T'));
      return Number.isNaN(t) ? null : new Date(t);
    }
    return berlinZeitpunkt(`${iso[1]}-${iso[2]}-${iso[3]}`, `${iso[4]}:${iso[5]}`);
  }
  const de = GERMAN.exec(v);
  if (de) {
    const [d, m, y] = [Number(de[1]), Number(de[2]), Number(de[3])];
    const [h, mi] = [Number(de[4] ?? 8), Number(de[5] ?? 0)];
    if (!realDay(y, m, d) || h > 23 || mi > 59) return null;
    return berlinZeitpunkt(`${y}-${pad(m)}-${pad(d)}`, `${pad(h)}:${pad(mi)}`);
  }
  return null;
}

export type TVersorgerDaten = Partial<Record<TVersorgerDatumFeld, Date | null>>;
export type TVersorgerDatenEingabe = Partial<Record<TVersorgerDatumFeld, string | null | undefined>>;

const FELDER: TVersorgerDatumFeld[] = ['angefragtDatum', 'auskunftDatum', 'vorlageDatum'];

/**
 * spec 001 §5 on the dates that change: angefragt and auskunft on a day from one month before today up to today
 * (any time of that day), the follow-up on today or later. A stored date sent back unchanged is not checked again
 * (an enquiry asked two months ago must not block setting a new follow-up).
 */
export function checkVersorgerDaten(
  now: Date,
  daten: TVersorgerDaten,
  gespeichert: TVersorgerDaten = {},
): TFieldError[] {
  const today = germanToday(now);
  const von = addMonths(today, -1);
  const errors: TFieldError[] = [];
  for (const feld of FELDER) {
    const value = daten[feld];
    if (!value || value.getTime() === gespeichert[feld]?.getTime()) continue;
    const tag = berlinTag(value);
    if (feld === 'vorlageDatum') {
      if (tag < today) errors.push({ field: feld, message: WIEDERVORLAGE_MSG.vorlageVorHeute });
    } else if (tag < von || tag > today) {
      errors.push({ field: feld, message: WIEDERVORLAGE_MSG.datumBereich(feld, formatDate(von)) });
    }
  }
  return errors;
}

/**
 * Reads and checks the dates of a supplier-row edit in one go: absent = unchanged (not in `daten`), empty or
 * null = cleared, else read by `parseVersorgerDatum`; `errors` name the field in German.
 */
export function versorgerDatenAus(
  now: Date,
  eingabe: TVersorgerDatenEingabe,
  gespeichert: TVersorgerDaten = {},
): { daten: TVersorgerDaten; errors: TFieldError[] } {
  const daten: TVersorgerDaten = {};
  const errors: TFieldError[] = [];
  for (const feld of FELDER) {
    const raw = eingabe[feld];
    if (raw === undefined) continue;
    if (raw === null || raw.trim() === '') {
      daten[feld] = null;
      continue;
    }
    const parsed = parseVersorgerDatum(raw);
    if (parsed) daten[feld] = parsed;
    else errors.push({ field: feld, message: WIEDERVORLAGE_MSG.datumUngueltig(feld) });
  }
  return { daten, errors: [...errors, ...checkVersorgerDaten(now, daten, gespeichert)] };
}

/** The follow-up of a reminder: one week from today, 08:00 Berlin. */
export const erinnerungsTermin = (now: Date): Date => berlinZeitpunkt(addDays(germanToday(now), ERINNERUNG_TAGE));

/** Colour of a follow-up (spec 001 §2): a day before today is overdue (red), today yellow. */
export function wiedervorlageZustand(vorlage: Date, now: Date): TWiedervorlageZustand {
  return wiedervorlageZustandAm(berlinTag(vorlage), germanToday(now));
}

/** The same for a follow-up's Berlin day (`tag`) and today's (`heute`), both YYYY-MM-DD. */
export function wiedervorlageZustandAm(tag: string, heute: string): TWiedervorlageZustand {
  return tag < heute ? 'ueberfaellig' : tag === heute ? 'heute' : 'offen';
}

/**
 * anfrageStatus of a supplier row from its state (spec 001 §4: 1 offen, 2 angefragt, 3 fertig): finished or
 * answered = 3, asked = 2, else 1.
 */
export function anfrageStatusAus(stand: {
  angefragtDatum: Date | null;
  auskunftDatum: Date | null;
  abgeschlossen: boolean;
}): 1 | 2 | 3 {
  if (stand.abgeschlossen || stand.auskunftDatum) return 3;
  return stand.angefragtDatum ? 2 : 1;
}
