// German display formats (spec 000 §9): dates dd.mm.yyyy, money with comma decimal, two decimals and €,
// a missing amount as 'Noch nicht initialisiert'. Instants are shown in Berlin time.

export const NOCH_NICHT_INITIALISIERT = 'Noch nicht initialisiert';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateFmt = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFmt = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const moneyFmt = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const numberFmt = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** `2026-03-05` (a calendar day) or an instant → `05.03.2026`; empty for nothing. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const m = DAY.exec(value);
    if (m) return `${m[3]}.${m[2]}.${m[1]}`;
  }
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : dateFmt.format(d);
}

/** An instant → `05.03.2026, 23:30` in Berlin time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : dateTimeFmt.format(d);
}

/** Cents → `1.234,56 €`; a missing amount reads 'Noch nicht initialisiert'. */
export function formatMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return NOCH_NICHT_INITIALISIERT;
  return moneyFmt.format(cents / 100).replace(/\u00a0/g, ' ');
}

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : numberFmt.format(value);
}

/** `05.03.2026` → `2026-03-05`; null when it is not a real date (e.g. 31.02.2026). */
export function parseGermanDate(text: string): string | null {
  const m = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
