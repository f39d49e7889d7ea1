import { formatVersorgerDatum } from '@lap/domain';

// The date-time fields of a supplier row (spec 001 §5: dd.MM.yyyy HH:mm, 24 h; default time 08:00). The picker
// works with timezone-free wall times 'YYYY-MM-DD HH:mm:ss'; they are Berlin times (the server reads a time
// without zone as Berlin time), whatever the browser's own zone is.

const GERMAN = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;

/** An instant from the server → the picker's Berlin wall time, or null. */
export function toPickerValue(iso: string | null | undefined): string | null {
  const m = GERMAN.exec(formatVersorgerDatum(iso));
  return m ? `${m[3]}-${m[2]}-${m[1]} ${m[4]}:${m[5]}:00` : null;
}

/** The picker's wall time → what PutUpdateVersorgerById takes (ISO without zone = Berlin), null clears. */
export function toWireValue(picker: string | null): string | null {
  if (!picker) return null;
  return picker.slice(0, 16).replace(' ', 'T');
}

/** Same instant to the minute? (The picker drops seconds.) */
export function sameMinute(a: string | null, b: string | null): boolean {
  return (a?.slice(0, 16) ?? null) === (b?.slice(0, 16) ?? null);
}
