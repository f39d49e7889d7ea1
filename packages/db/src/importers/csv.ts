/** One record of a CSV file with the (1-based) line it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export interface CsvParseResult {
  delimiter: ';' | ',';
  records: CsvRecord[];
  /** German messages of lines that could not be read (with their line number). */
  errors: string[];
}

/**
 * A small RFC-4180 reader as Excel writes it: `;` (German default) or `,` — whichever the header line
 * uses —, fields optionally in double quotes ("" inside quotes is one "), line breaks inside quotes,
 * CRLF or LF, a UTF-8 BOM. Empty lines are skipped.
 */
export function parseCsv(text: string): CsvParseResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const delimiter = countOutsideQuotes(firstLine, ';') > 0 || countOutsideQuotes(firstLine, ',') === 0 ? ';' : ',';
  const records: CsvRecord[] = [];
  const errors: string[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    let closed = true;
    let endOfRecord = false;
    while (i < source.length && !endOfRecord) {
      const c = source[i] as string;
      if (quoted) {
        if (c === '"' && source[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (c === '"') {
          quoted = false;
          closed = true;
          i += 1;
        } else {
          if (c === '\n') line += 1;
          field += c;
          i += 1;
        }
      } else if (c === '"' && field.trim() === '') {
        quoted = true;
        closed = false;
        field = '';
        i += 1;
      } else if (c === delimiter) {
        fields.push(field);
        field = '';
        i += 1;
      } else if (c === '\r' || c === '\n') {
        i += c === '\r' && source[i + 1] === '\n' ? 2 : 1;
        line += 1;
        endOfRecord = true;
      } else {
        field += c;
        i += 1;
      }
    }
    fields.push(field);
    if (!closed) {
      errors.push(`Zeile ${start}: Ein Anführungszeichen wurde nicht geschlossen.`);
      break;
    }
    if (fields.length === 1 && (fields[0] as string).trim() === '') continue;
    records.push({ line: start, fields });
  }
  return { delimiter, records, errors };
}

function countOutsideQuotes(text: string, char: string): number {
  let quoted = false;
  let count = 0;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) count += 1;
  }
  return count;
}
