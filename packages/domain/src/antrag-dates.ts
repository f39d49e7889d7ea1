// spec 000 §3/§5 date rules of the request form. Days are 'YYYY-MM-DD' calendar days (German local dates).

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(day: string): Date {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`not a day: ${day}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}
const fromUtc = (d: Date): string => d.toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  const d = toUtc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return fromUtc(d);
}

/** Calendar months, clamped to the month's last day (31 Aug + 6 months = 28/29 Feb). */
export function addMonths(day: string, n: number): string {
  const d = toUtc(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return fromUtc(target);
}

/** Today in Germany as a calendar day. */
// made once: building an Intl.DateTimeFormat costs ~50 µs, formatting with it ~1 µs (lists call this per row)
const BERLIN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function germanToday(now = new Date()): string {
  return BERLIN_DAY.format(now);
}

/** Defaults: baustart today + 7 days, bauende 6 months after the start. */
export function defaultBauzeit(today: string): { baustart: string; bauende: string } {
  const baustart = addDays(today, 7);
  return { baustart, bauende: addMonths(baustart, 6) };
}

/** The earliest allowed start: one month before today. */
export const minBaustart = (today: string): string => addMonths(today, -1);

/** The earliest allowed end: start + 7 days, or today + 14 days without a start. */
export const minBauende = (today: string, baustart: string | null | undefined): string =>
  baustart ? addDays(baustart, 7) : addDays(today, 14);

/** spec 000 §5: a start within 14 days shows the hint recommending urgent processing (Eilbearbeitung). */
export const URGENCY_WINDOW_DAYS = 14;
export function suggestsEilbearbeitung(today: string, baustart: string | null | undefined): boolean {
  return !!baustart && baustart < addDays(today, URGENCY_WINDOW_DAYS);
}

export type TBauzeitProblem = 'baustartZuFrueh' | 'bauendeZuFrueh';

/** Checks a start/end pair against the rules; the server applies the same check. */
export function checkBauzeit(
  today: string,
  baustart: string | null | undefined,
  bauende: string | null | undefined,
): TBauzeitProblem[] {
  const problems: TBauzeitProblem[] = [];
  if (baustart && baustart < minBaustart(today)) problems.push('baustartZuFrueh');
  if (bauende && bauende < minBauende(today, baustart)) problems.push('bauendeZuFrueh');
  return problems;
}
