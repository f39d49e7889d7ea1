import ExcelJS from 'exceljs';
import type { TListDef, TListFieldDef } from '@lap/contracts';
import type { Writable } from 'node:stream';

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
    offset = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)) - hour * HOUR;
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

function cellValue(fd: TListFieldDef, v: unknown): ExcelJS.CellValue {
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

const NUM_FMT: Partial<Record<TListFieldDef['type'], string>> = {
  datetime: 'dd.mm.yyyy hh:mm',
  date: 'dd.mm.yyyy',
  money: '#,##0.00 "€"',
};

/**
 * Streams a list into an .xlsx (exceljs' streaming writer): each row is committed and released as it is
 * written, so memory stays flat however long the list is. Headers are the list's German labels.
 */
export async function writeListWorkbook<F extends Record<string, TListFieldDef>>(
  def: TListDef<F>,
  rows: AsyncIterable<Record<string, unknown>>,
  out: Writable,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Leitungsauskunftportal';
  const sheet = workbook.addWorksheet(def.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const fields = Object.entries(def.fields);
  sheet.columns = fields.map(([key, fd]) => ({
    header: fd.label,
    key,
    width: Math.max(12, fd.label.length + 4, fd.type === 'text' ? 24 : 0),
    style: NUM_FMT[fd.type] ? { numFmt: NUM_FMT[fd.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const row of rows) {
    sheet.addRow(fields.map(([key, fd]) => cellValue(fd, row[key]))).commit();
    count += 1;
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
