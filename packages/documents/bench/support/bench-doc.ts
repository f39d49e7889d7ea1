// The latest table of every bench lives in docs/performance.md between `<!-- bench:NAME -->` and
// `<!-- /bench:NAME -->`; each bench (apps/server/bench, packages/documents/bench) calls `writeBenchTable` once at its
// end, so `npm run bench` keeps the document current and its history is the document's git history. A run with
// `BENCH_DOC=off` only prints; `BENCH_DOC_FILE=<path>` writes into another copy (a trial run on a busy machine). Shared by both bench folders: the server may import a package's code, not the reverse.
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/** docs/performance.md of this checkout. */
export const PERFORMANCE_DOC = fileURLToPath(new URL('../../../../docs/performance.md', import.meta.url));

/** A row as the benches print it with console.table: column name → value (numbers, text, '' or nothing). */
export type BenchRow = object;

const startMarker = (name: string): string => `<!-- bench:${name} -->`;
const endMarker = (name: string): string => `<!-- /bench:${name} -->`;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/** A Markdown table of the rows: the columns in the order their keys first appear. */
export function markdownTable(rows: readonly BenchRow[]): string {
  const columns: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  if (columns.length === 0) return '(no rows)';
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  return [
    line(columns.map((c) => cell(c))),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(columns.map((c) => cell((row as Record<string, unknown>)[c])))),
  ].join('\n');
}

/** The document with the text between NAME's markers replaced, or null when the markers are missing. */
export function replaceBenchSection(doc: string, name: string, body: string): string | null {
  const start = startMarker(name);
  const end = endMarker(name);
  const from = doc.indexOf(start);
  const to = doc.indexOf(end, from + start.length);
  if (from < 0 || to < 0) return null;
  return `${doc.slice(0, from + start.length)}\n${body.trim()}\n${doc.slice(to)}`;
}

/**
 * Writes the bench's table (rows or ready Markdown) under a line naming the day, the cores and `setup` into
 * docs/performance.md. Prints what it did; never throws over the document (the figures were printed already).
 */
export async function writeBenchTable(
  name: string,
  table: readonly BenchRow[] | string,
  setup: string,
  file = process.env.BENCH_DOC_FILE ?? PERFORMANCE_DOC,
): Promise<boolean> {
  if (process.env.BENCH_DOC === 'off') return false;
  const day = new Date().toISOString().slice(0, 10);
  const body = `${day}, ${availableParallelism()} cores; ${setup}\n\n${typeof table === 'string' ? table : markdownTable(table)}`;
  try {
    const doc = await readFile(file, 'utf8');
    const next = replaceBenchSection(doc, name, body);
    if (next === null) {
      console.log(`docs/performance.md has no markers ${startMarker(name)} … ${endMarker(name)}: not written`);
      return false;
    }
    await writeFile(file, next);
    console.log(`docs/performance.md: table ${name} written`);
    return true;
  } catch (error) {
    console.log(`docs/performance.md not written: ${String(error)}`);
    return false;
  }
}
