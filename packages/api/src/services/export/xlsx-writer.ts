import { once } from 'node:events';
import { Transform, type Writable } from 'node:stream';
import { createDeflateRaw, crc32 } from 'node:zlib';
import { xmlText } from '@lap/domain';

/**
 * A streaming writer of one-sheet .xlsx files (SpreadsheetML in a zip), made for the list exports: rows go out as they
 * come, in ~1 MB batches, so memory stays flat however long the list is. Cells are numbers, dates (Excel serial days
 * with a number format) or inline strings; styles are a fixed table (bold header, date, date-time, euro). It replaces
 * exceljs' streaming writer, which serialised and looked up each cell's style on its own
 * (docs/decisions/lists-and-grids.md; the export's current time: docs/performance.md).
 */

/** A cell as the writer takes it: empty, a number, a calendar or wall-clock instant, or text. */
export type XlsxCell = null | number | Date | string;

/** The fixed cell formats of the styles part (the index is the `s` attribute of a cell). */
export const XLSX_STYLE = { default: 0, header: 1, date: 2, dateTime: 3, euro: 4 } as const;
export type TXlsxStyle = (typeof XLSX_STYLE)[keyof typeof XLSX_STYLE];

export interface XlsxColumn {
  header: string;
  width: number;
  style: TXlsxStyle;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const STYLES_XML =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="3"><numFmt numFmtId="164" formatCode="dd.mm.yyyy"/><numFmt numFmtId="165" formatCode="dd.mm.yyyy hh:mm"/>' +
  '<numFmt numFmtId="166" formatCode="#,##0.00 &quot;€&quot;"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

const CONTENT_TYPES_XML =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>';

const ROOT_RELS_XML =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  '</Relationships>';

const WORKBOOK_RELS_XML =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;

/** The column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Excel's day number of a Date whose UTC fields are the wall-clock time to show (days since 1899-12-30). */
const EXCEL_EPOCH_DAYS = 25569;
const excelSerial = (d: Date): number => d.getTime() / 86_400_000 + EXCEL_EPOCH_DAYS;

/** Excel's limit for the text of one cell; a longer one makes Excel 'repair' the file. */
const MAX_CELL_CHARS = 32_767;

function inlineString(ref: string, style: number, text: string): string {
  const escaped = xmlText(text.length > MAX_CELL_CHARS ? text.slice(0, MAX_CELL_CHARS) : text);
  const space = escaped !== escaped.trim() ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${space}>${escaped}</t></is></c>`;
}

function cellXml(ref: string, style: number, value: XlsxCell): string {
  if (value === null) return '';
  if (typeof value === 'string') return inlineString(ref, style, value);
  const number = value instanceof Date ? excelSerial(value) : value;
  if (!Number.isFinite(number)) return '';
  return `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${number}</v></c>`;
}

/** Resolves when `stream` drains; fails when it errors or closes first (a destroyed output must not leave the export waiting). */
function drained(stream: Writable): Promise<void> {
  // already gone (it failed after an earlier write had returned): no 'drain' and no 'close' will come any more
  if (stream.destroyed) return Promise.reject(stream.errored ?? new Error('xlsx output closed'));
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      stream.off('drain', onDrain);
      stream.off('error', onError);
      stream.off('close', onClose);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(new Error('xlsx output closed'));
    };
    stream.on('drain', onDrain);
    stream.on('error', onError);
    stream.on('close', onClose);
  });
}

const ZIP_LIMIT = 0xffff_ffff; // no zip64: a part or the whole file stays below 4 GiB
const BATCH_CHARS = 1 << 20;

interface ZipEntryRecord {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** A streaming zip (deflate, sizes in data descriptors) on `out`, with backpressure. */
class ZipStream {
  private offset = 0;
  private readonly entries: ZipEntryRecord[] = [];
  /** Fails as soon as the output errors or closes, at whatever point of the writing: every wait below races it. */
  private readonly gone: Promise<never>;
  private readonly dosTime: number;
  private readonly dosDate: number;

  constructor(
    private readonly out: Writable,
    now: Date,
  ) {
    this.gone = new Promise<never>((_, reject) => {
      if (out.destroyed) reject(out.errored ?? new Error('xlsx output closed'));
      out.once('error', reject);
      out.once('close', () => reject(new Error('xlsx output closed')));
    });
    this.gone.catch(() => undefined); // the output closes normally after finish(); only a pending wait cares
    this.dosTime = (now.getHours() << 11) | (now.getMinutes() << 5) | Math.floor(now.getSeconds() / 2);
    this.dosDate = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  }

  private async raw(bytes: Buffer): Promise<void> {
    if (this.out.destroyed) throw this.out.errored ?? new Error('xlsx output closed');
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await this.until(drained(this.out));
  }

  private until<T>(wait: Promise<T>): Promise<T> {
    return Promise.race([wait, this.gone]);
  }

  /** One file of the zip; `fill` writes its content through the function it is given. */
  async entry(fileName: string, fill: (write: (text: string) => Promise<void>) => Promise<void>): Promise<void> {
    const name = Buffer.from(fileName, 'utf8');
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(0x0808, 6); // sizes in the data descriptor; UTF-8 names
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(this.dosTime, 10);
    header.writeUInt16LE(this.dosDate, 12);
    header.writeUInt16LE(name.length, 26);
    await this.raw(Buffer.concat([header, name]));

    let crc = 0;
    let size = 0;
    let compressed = 0;
    // level 1: the sheet's XML is repetitive and shrinks ~10× at the fastest level as well (level 6 takes 2–3× as long)
    const deflate = createDeflateRaw({ level: 1 });
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        compressed += chunk.length;
        cb(null, chunk);
      },
    });
    const done = once(counter, 'end');
    done.catch(() => undefined); // awaited below; a failure before that must not go unhandled
    // the output failing or closing (the store gave up) fails the entry instead of leaving it waiting for a drain
    const stop = () => deflate.destroy(new Error('xlsx output closed'));
    this.out.once('close', stop);
    this.out.once('error', stop);
    deflate.on('error', (error) => counter.destroy(error));
    deflate.pipe(counter).pipe(this.out, { end: false });
    try {
      await fill(async (text) => {
        const bytes = Buffer.from(text, 'utf8');
        crc = crc32(bytes, crc);
        size += bytes.length;
        if (size > ZIP_LIMIT) throw new Error('xlsx part larger than 4 GiB');
        if (!deflate.write(bytes)) await this.until(drained(deflate));
      });
      deflate.end();
      await this.until(done);
    } catch (error) {
      deflate.destroy();
      counter.destroy();
      throw error;
    } finally {
      this.out.off('close', stop);
      this.out.off('error', stop);
      counter.unpipe(this.out);
    }
    this.offset += compressed;
    if (this.offset > ZIP_LIMIT) throw new Error('xlsx file larger than 4 GiB');

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.raw(descriptor);
    this.entries.push({ name, crc: crc >>> 0, compressed, size, offset });
  }

  /** The central directory and its end record; the zip is complete after it. */
  async finish(): Promise<void> {
    const start = this.offset;
    const parts: Buffer[] = [];
    for (const e of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4); // made by
      record.writeUInt16LE(20, 6); // needed
      record.writeUInt16LE(0x0808, 8);
      record.writeUInt16LE(8, 10);
      record.writeUInt16LE(this.dosTime, 12);
      record.writeUInt16LE(this.dosDate, 14);
      record.writeUInt32LE(e.crc, 16);
      record.writeUInt32LE(e.compressed, 20);
      record.writeUInt32LE(e.size, 24);
      record.writeUInt16LE(e.name.length, 28);
      record.writeUInt32LE(e.offset, 42);
      parts.push(record, e.name);
    }
    const directory = Buffer.concat(parts);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.raw(Buffer.concat([directory, end]));
  }
}

/** The sheet's name as Excel allows it: at most 31 characters, none of []:*?/\. */
const sheetName = (title: string): string => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Tabelle1';

/**
 * Writes a one-sheet workbook to `out` and ends it: a bold, frozen header row, then each row of `rows` (batches of rows,
 * turned into cells by `toCells`) with the columns' formats. Answers the number of data rows.
 */
export async function writeXlsx<T>(
  out: Writable,
  sheet: { title: string; creator: string; columns: readonly XlsxColumn[] },
  rows: AsyncIterable<readonly T[]>,
  toCells: (row: T) => readonly XlsxCell[],
  now = new Date(),
): Promise<number> {
  const zip = new ZipStream(out, now);
  const letters = sheet.columns.map((_, i) => columnLetters(i));
  await zip.entry('[Content_Types].xml', (write) => write(CONTENT_TYPES_XML));
  await zip.entry('_rels/.rels', (write) => write(ROOT_RELS_XML));
  await zip.entry('docProps/core.xml', (write) =>
    write(
      `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
        'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        `<dc:creator>${xmlText(sheet.creator)}</dc:creator>` +
        `<dcterms:created xsi:type="dcterms:W3CDTF">${now.toISOString().replace(/\.\d{3}Z$/, 'Z')}</dcterms:created></cp:coreProperties>`,
    ),
  );
  await zip.entry('xl/workbook.xml', (write) =>
    write(
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${xmlText(sheetName(sheet.title))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
  );
  await zip.entry('xl/_rels/workbook.xml.rels', (write) => write(WORKBOOK_RELS_XML));
  await zip.entry('xl/styles.xml', (write) => write(STYLES_XML));

  let count = 0;
  await zip.entry('xl/worksheets/sheet1.xml', async (write) => {
    const cols = sheet.columns
      .map(
        (c, i) =>
          `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"${c.style ? ` style="${c.style}"` : ''}/>`,
      )
      .join('');
    let batch =
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0">` +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
      `</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>` +
      `<row r="1">${sheet.columns.map((c, i) => inlineString(`${letters[i]}1`, XLSX_STYLE.header, c.header)).join('')}</row>`;
    const styles = sheet.columns.map((c) => c.style);
    for await (const chunk of rows) {
      for (const row of chunk) {
        const values = toCells(row);
        const r = count + 2;
        let xml = `<row r="${r}">`;
        for (let i = 0; i < letters.length; i += 1)
          xml += cellXml(`${letters[i]}${r}`, styles[i] ?? 0, values[i] ?? null);
        batch += `${xml}</row>`;
        count += 1;
        if (batch.length >= BATCH_CHARS) {
          await write(batch);
          batch = '';
        }
      }
    }
    await write(`${batch}</sheetData></worksheet>`);
  });
  await zip.finish();
  out.end();
  return count;
}
