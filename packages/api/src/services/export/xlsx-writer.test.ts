import { PassThrough, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { crc32, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { RECHNUNGEN_LIST } from '@lap/contracts';
import { writeListWorkbook } from './excel.js';
import { xmlText } from '@lap/domain';
import { columnLetters, writeXlsx, XLSX_STYLE, type XlsxCell } from './xlsx-writer.js';

async function written(write: (out: Writable) => Promise<unknown>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await write(out);
  await finished(out);
  return Buffer.concat(chunks);
}

/** Every file of the zip, read through its central directory; each one's CRC-32 and size checked against its bytes. */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(zip.readUInt32LE(offset)).toBe(0x04034b50);
    const dataStart = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const content = inflateRawSync(zip.subarray(dataStart, dataStart + compressed));
    expect(content.length, name).toBe(size);
    expect(crc32(content) >>> 0, name).toBe(crc);
    // the data descriptor after the data repeats the same three figures
    expect([
      zip.readUInt32LE(dataStart + compressed),
      zip.readUInt32LE(dataStart + compressed + 4),
      zip.readUInt32LE(dataStart + compressed + 8),
      zip.readUInt32LE(dataStart + compressed + 12),
    ]).toEqual([0x08074b50, crc, compressed, size]);
    files.set(name, content.toString('utf8'));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

/** The rows in batches, as the list exports hand them over. */
async function* from<T>(items: readonly T[], size = 1_000): AsyncIterable<readonly T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

describe('xlsx writer', () => {
  it('names columns like Excel', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('escapes markup and drops what XML cannot carry', () => {
    expect(xmlText('Müller & Söhne <GmbH> "Nord"')).toBe('Müller &amp; Söhne &lt;GmbH&gt; &quot;Nord&quot;');
    expect(xmlText('a\u0000b\u0007c\td\ne\uFFFEf\uD800g')).toBe('abc\td\nefg');
    expect(xmlText('Straße 1 – 😀')).toBe('Straße 1 – 😀');
  });

  it("cuts a cell's text at Excel's 32,767 characters", async () => {
    const columns = [{ header: 'Bemerkung', width: 24, style: XLSX_STYLE.default }];
    const zip = await written((out) =>
      writeXlsx(out, { title: 'T', creator: 'x', columns }, from([['x'.repeat(40_000)]]), (r) => r),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(zip as unknown as ArrayBuffer);
    expect(String(wb.worksheets[0]?.getCell('A2').value)).toHaveLength(32_767);
  });

  it('writes a zip whose every part checks out, read back by exceljs with formats, widths and the frozen bold header', async () => {
    const columns = [
      { header: 'Text', width: 24, style: XLSX_STYLE.default },
      { header: 'Tag', width: 12, style: XLSX_STYLE.date },
      { header: 'Zeitpunkt', width: 16, style: XLSX_STYLE.dateTime },
      { header: 'Betrag', width: 14, style: XLSX_STYLE.euro },
    ];
    // enough rows to cross the 1 MB batches several times
    const rows: XlsxCell[][] = Array.from({ length: 30_000 }, (_, i) => [
      i % 1000 === 0 ? ` Leerzeichen & <Zeichen> ${i} ` : `Zeile ${i}`,
      new Date(Date.UTC(2026, 0, 1 + (i % 365))),
      new Date(Date.UTC(2026, 2, 29, 3, 30) + i * 60_000),
      i % 7 === 0 ? null : i / 100,
    ]);
    const zip = await written((out) =>
      writeXlsx(
        out,
        { title: 'Rechnungen: [alle]/offen', creator: 'Leitungsauskunftportal', columns },
        from(rows),
        (r) => r,
      ),
    );
    const parts = unzip(zip);
    expect([...parts.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/core.xml',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(parts.get('xl/workbook.xml')).toContain('name="Rechnungen   alle  offen"');

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(zip as unknown as ArrayBuffer);
    expect(wb.creator).toBe('Leitungsauskunftportal');
    const sheet = wb.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.rowCount).toBe(30_001);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(sheet.getRow(1).values).toEqual([undefined, 'Text', 'Tag', 'Zeitpunkt', 'Betrag']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(columns.map((_, i) => sheet.getColumn(i + 1).width)).toEqual([24, 12, 16, 14]);
    for (const i of [0, 1, 6, 999, 1000, 29_999]) {
      const row = sheet.getRow(i + 2);
      const [text, day, instant, amount] = rows[i] ?? [];
      expect(row.getCell(1).value).toBe(text);
      expect((row.getCell(2).value as Date).toISOString()).toBe((day as Date).toISOString());
      expect((row.getCell(3).value as Date).toISOString()).toBe((instant as Date).toISOString());
      expect(row.getCell(4).value ?? null).toBe(amount);
    }
    expect(sheet.getCell('B2').numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getCell('C2').numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(sheet.getCell('D3').numFmt).toBe('#,##0.00 "€"');
  });

  it('writes a list as the grid shows it: labels, Ja/Nein, the status text, euros and Berlin wall-clock times', async () => {
    const zip = await written((out) =>
      writeListWorkbook(
        RECHNUNGEN_LIST,
        from([
          {
            vorgangsnummer: 'LA2026-000001',
            rechnungsNummer: 'RE2026-00001',
            rechnungsDatum: '2026-03-04',
            auftragsDatum: '2026-03-29T01:30:00.000Z',
            rechnungVersand: null,
            rechnungStatus: 6,
            auftraggeber: 'Tiefbau & Co',
            name: 'Kunde',
            telefon: '0351',
            nettoPreis: 123456,
            vorkasse: true,
            storniert: false,
            bezahlt: false,
          },
        ]),
        out,
      ),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(zip as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.name).toBe('Rechnungen');
    const values = (sheet?.getRow(2).values as unknown[])
      .slice(1)
      .map((v) => (v instanceof Date ? v.toISOString() : v));
    // 01:30 UTC on the day summer time starts is 03:30 in Berlin
    expect(values).toEqual([
      'LA2026-000001',
      'RE2026-00001',
      '2026-03-04T00:00:00.000Z',
      '2026-03-29T03:30:00.000Z',
      undefined,
      'Rechnung versendet',
      'Tiefbau & Co',
      'Kunde',
      '0351',
      1234.56,
      'Ja',
      'Nein',
      'Nein',
    ]);
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(
      Object.values(RECHNUNGEN_LIST.fields).map((f) => f.label),
    );
  });

  it('fails instead of waiting when the output goes away mid-way', async () => {
    let taken = 0;
    const out = new Writable({
      highWaterMark: 1024,
      write(_chunk, _enc, cb) {
        taken += 1;
        if (taken === 3) {
          cb(new Error('disk full'));
          return;
        }
        setTimeout(cb, 1);
      },
    });
    out.on('error', () => undefined);
    const rows = Array.from({ length: 100_000 }, (_, i): XlsxCell[] => [`Zeile ${i}`, i]);
    const columns = [
      { header: 'A', width: 10, style: XLSX_STYLE.default },
      { header: 'B', width: 10, style: XLSX_STYLE.default },
    ];
    await expect(writeXlsx(out, { title: 'T', creator: 'x', columns }, from(rows), (r) => r)).rejects.toThrow();
  });
});
