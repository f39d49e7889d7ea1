// Processing deadline of an order (Auftrag.bearbeitungsFrist). The spec shows only the red/green
// `ueberschritten` flag of /auftraege; the rule is ours (docs/decisions/orders-and-operators.md):
// 10 working days after the order day, 3 with Eilbearbeitung. Working days are Monday to Friday except
// the nationwide German public holidays. Days are 'YYYY-MM-DD' calendar days (German local dates).

import { BEARBEITUNGS_STATUS_ID } from '@lap/contracts';
import { addDays } from './antrag-dates.js';

export const BEARBEITUNGS_WERKTAGE = 10;
export const EIL_BEARBEITUNGS_WERKTAGE = 3;

/** Easter Sunday of a year (anonymous Gregorian algorithm). */
export function ostersonntag(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The public holidays observed in every German state. */
export function bundesweiteFeiertage(year: number): Set<string> {
  const ostern = ostersonntag(year);
  const fixed = ['01-01', '05-01', '10-03', '12-25', '12-26'].map((md) => `${year}-${md}`);
  // Karfreitag, Ostermontag, Christi Himmelfahrt, Pfingstmontag
  const moving = [-2, 1, 39, 50].map((n) => addDays(ostern, n));
  return new Set([...fixed, ...moving]);
}

export function istWerktag(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !bundesweiteFeiertage(Number(day.slice(0, 4))).has(day);
}

/** The day `n` working days after `day` (the day itself does not count). */
export function addWerktage(day: string, n: number): string {
  let current = day;
  let left = n;
  while (left > 0) {
    current = addDays(current, 1);
    if (istWerktag(current)) left--;
  }
  return current;
}

/** The processing deadline of an order placed on `auftragsTag`. */
export function bearbeitungsFrist(auftragsTag: string, eilbearbeitung: boolean): string {
  return addWerktage(auftragsTag, eilbearbeitung ? EIL_BEARBEITUNGS_WERKTAGE : BEARBEITUNGS_WERKTAGE);
}

/**
 * An order is overdue when it is not finished (bearbeitungsStatus 3 'Auskünfte vollständig') and today lies
 * after its deadline; the deadline day itself still counts as in time. The list computes the same in SQL.
 */
export function istUeberschritten(
  frist: string | null | undefined,
  bearbeitungsStatus: number,
  heute: string,
): boolean {
  return !!frist && bearbeitungsStatus !== BEARBEITUNGS_STATUS_ID.auskuenfteVollstaendig && heute > frist;
}
