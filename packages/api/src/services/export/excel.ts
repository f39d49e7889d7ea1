import type { TListDef, TListFieldDef } from '@lap/contracts';
import type { Writable } from 'node:stream';
import { writeXlsx, XLSX_STYLE, type TXlsxStyle, type XlsxCell } from './xlsx-writer.js';

const BERLIN = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const HOUR = 3_600_000;
/** Berlin's offset from UTC per UTC hour (it only changes on full hours): an export of 100,000 rows asks Intl a few thousand times, not per cell. */
const offsetByHour = new Map<number, number>();

function berlinOffsetAt(instant: number): number {
  const hour = Math.floor(instant / HOUR);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const parts = Object.fromEntries(BERLIN.formatToParts(new Date(hour * HOUR)).map((p) => [p.type, p.value]));
    offset =
      Date.UTC(
        Number(parts.year),
        Number(parts.month) - 1,
        Number(parts.day),
        Number(parts.hour),
        Number(parts.minute),
        Number(parts.second),
      ) -
      hour * HOUR;
    if (offsetByHour.size > 50_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** Excel has no time zones: an instant is written as the Berlin wall-clock time it shows in the portal (whole seconds). */
export function berlinWallClock(iso: string): Date {
  const instant = Math.floor(new Date(iso).getTime() / 1000) * 1000;
  return new Date(instant + berlinOffsetAt(instant));
}

function cellValue(fd: TListFieldDef, v: unknown): XlsxCell {
  if (v === null || v === undefined) return null;
  switch (fd.type) {
    case 'datetime':
      return berlinWallClock(String(v));
    case 'date': {
      const [y, m, d] = String(v).split('-').map(Number);
      return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
    }
    case 'money':
      return Number(v) / 100;
    case 'boolean':
      return v ? 'Ja' : 'Nein';
    case 'set':
      return fd.options?.find((o) => o.value === v)?.label ?? String(v);
    default:
      return typeof v === 'number' ? v : String(v);
  }
}

/** Each field type's cell format: dd.mm.yyyy, dd.mm.yyyy hh:mm, #,##0.00 "€" (the styles part of xlsx-writer). */
const STYLE: Partial<Record<TListFieldDef['type'], TXlsxStyle>> = {
  datetime: XLSX_STYLE.dateTime,
  date: XLSX_STYLE.date,
  money: XLSX_STYLE.euro,
};

/**
 * Streams a list into an .xlsx on `out` and ends it: each batch of rows is written and released as it comes, so memory stays flat
 * however long the list is. Headers are the list's German labels; the header row is bold and stays in view when scrolling.
 */
export async function writeListWorkbook<F extends Record<string, TListFieldDef>>(
  def: TListDef<F>,
  rows: AsyncIterable<readonly Record<string, unknown>[]>,
  out: Writable,
): Promise<number> {
  const fields = Object.entries(def.fields);
  const columns = fields.map(([, fd]) => ({
    header: fd.label,
    width: Math.max(12, fd.label.length + 4, fd.type === 'text' ? 24 : 0),
    style: STYLE[fd.type] ?? XLSX_STYLE.default,
  }));
  return writeXlsx(out, { title: def.title, creator: 'Leitungsauskunftportal', columns }, rows, (row) =>
    fields.map(([key, fd]) => cellValue(fd, row[key])),
  );
}
