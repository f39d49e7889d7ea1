import { ABFRAGEART, MSG, ZNetzbetreiberInput, type TNetzbetreiberData } from '@lap/contracts';
import { Gemeinde } from '../entities/gemeinde.js';
import { Netzart } from '../entities/netzart.js';
import { Netzbetreiber } from '../entities/netzbetreiber.js';
import type { Em } from '../orm.js';
import { netzbetreiberFields, replaceCoverage } from '../repositories/netzbetreiber.js';
import { parseCsv } from './csv.js';

/**
 * The columns of `npm run import:netzbetreiber -- FILE.csv` (README "Importing network operators").
 * `schluessel` and `name` are required in the header; the others may be left out.
 */
export const NETZBETREIBER_CSV_COLUMNS = [
  'schluessel',
  'name',
  'email',
  'telefon',
  'kontakt',
  'abfrageart',
  'portalLink',
  'netzbetreiberUrl',
  'netzbetreiberAktionUrl',
  'bemerkung',
  'gemeinden',
  'netzarten',
  'emailGenerierungAktionUrl',
  'automatikVersand',
] as const;
type Column = (typeof NETZBETREIBER_CSV_COLUMNS)[number];
const REQUIRED: Column[] = ['schluessel', 'name'];

export interface ImportNetzbetreiberResult {
  inserted: number;
  updated: number;
  /** coverage pairs (Gemeinde × Netzart) written */
  zuordnungen: number;
}

/** The file was refused: one German message per bad line ('Zeile 7: …'); nothing was written. */
export class NetzbetreiberImportError extends Error {
  constructor(readonly errors: string[]) {
    super(`Der Import wurde abgebrochen, es wurde nichts gespeichert (${errors.length} fehlerhafte Angaben).`);
    this.name = 'NetzbetreiberImportError';
  }
}

interface ParsedLine {
  line: number;
  data: TNetzbetreiberData & { schluessel: string };
  /** null: the file has no coverage columns, the operator's coverage stays as it is */
  coverage: { gemeindeIds: number[]; netzartIds: number[] } | null;
}

const JA = new Set(['ja', 'j', 'true', 'wahr', '1', 'x']);
const NEIN = new Set(['nein', 'n', 'false', 'falsch', '0', '']);

/**
 * Imports operators with their coverage from CSV text: validates every line with the contract schema
 * (ZNetzbetreiberInput) and the lookups of municipalities and Netzarten first, then upserts by
 * `schluessel` in one transaction. Any bad line → NetzbetreiberImportError with every message, nothing
 * written. A line's `gemeinden` × `netzarten` replace the operator's coverage.
 */
export async function importNetzbetreiber(em: Em, text: string): Promise<ImportNetzbetreiberResult> {
  const csv = parseCsv(text);
  const errors = [...csv.errors];
  const [header, ...rows] = csv.records;
  if (!header) throw new NetzbetreiberImportError(['Die Datei ist leer.']);

  const columns = new Map<Column, number>();
  const known = new Map(NETZBETREIBER_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  header.fields.forEach((raw, index) => {
    const name = raw.trim();
    const column = known.get(name.toLowerCase());
    if (!column) errors.push(`Zeile ${header.line}: Unbekannte Spalte „${name}“.`);
    else if (columns.has(column)) errors.push(`Zeile ${header.line}: Die Spalte „${column}“ kommt mehrfach vor.`);
    else columns.set(column, index);
  });
  for (const column of REQUIRED) {
    if (!columns.has(column)) errors.push(`Zeile ${header.line}: Die Spalte „${column}“ fehlt.`);
  }
  if (errors.length > 0) throw new NetzbetreiberImportError(errors);
  if (rows.length === 0) throw new NetzbetreiberImportError(['Die Datei enthält keine Netzbetreiber.']);

  const lookups = await loadLookups(em);
  const withCoverage = columns.has('gemeinden') || columns.has('netzarten');
  const seen = new Map<string, number>();
  const parsed: ParsedLine[] = [];
  for (const row of rows) {
    const lineErrors: string[] = [];
    const fail = (column: string, message: string) =>
      lineErrors.push(`Zeile ${row.line}: Spalte „${column}“: ${message}`);
    if (row.fields.length > header.fields.length) {
      errors.push(
        `Zeile ${row.line}: Die Zeile hat ${row.fields.length} Spalten, die Kopfzeile ${header.fields.length}.`,
      );
      continue;
    }
    const value = (column: Column): string => {
      const index = columns.get(column);
      return index === undefined ? '' : (row.fields[index] ?? '').trim();
    };

    const abfrageart =
      ABFRAGEART.find((a) => a.toLowerCase() === value('abfrageart').toLowerCase()) ?? value('abfrageart');
    const automatik = value('automatikVersand').toLowerCase();
    if (!JA.has(automatik) && !NEIN.has(automatik)) fail('automatikVersand', 'Bitte geben Sie „ja“ oder „nein“ an.');
    const result = ZNetzbetreiberInput.safeParse({
      schluessel: value('schluessel'),
      name: value('name'),
      email: value('email'),
      telefon: value('telefon'),
      kontakt: value('kontakt'),
      abfrageart,
      portalLink: value('portalLink'),
      netzbetreiberUrl: value('netzbetreiberUrl'),
      netzbetreiberAktionUrl: value('netzbetreiberAktionUrl'),
      emailGenerierungAktionUrl: value('emailGenerierungAktionUrl'),
      bemerkung: value('bemerkung'),
      automatikVersand: JA.has(automatik),
    });
    if (!result.success) {
      for (const issue of result.error.issues) fail(String(issue.path[0] ?? 'name'), issue.message);
    }
    const schluessel = value('schluessel');
    if (schluessel === '') fail('schluessel', MSG.pflichtfeld);
    else if (seen.has(schluessel.toLowerCase())) {
      fail('schluessel', `Der Schlüssel „${schluessel}“ steht bereits in Zeile ${seen.get(schluessel.toLowerCase())}.`);
    } else seen.set(schluessel.toLowerCase(), row.line);

    const coverage = withCoverage ? resolveCoverage(value('gemeinden'), value('netzarten'), lookups, fail) : null;
    if (lineErrors.length > 0 || !result.success) {
      errors.push(...lineErrors);
      continue;
    }
    parsed.push({ line: row.line, data: { ...result.data, schluessel }, coverage });
  }
  if (errors.length > 0) throw new NetzbetreiberImportError(errors);

  // All lines are valid: write them in one transaction (all or nothing).
  return em.transactional(async (tx) => {
    const existing = new Map(
      (await tx.find(Netzbetreiber, {}, { fields: ['id', 'schluessel'] })).map((n) => [
        n.schluessel.toLowerCase(),
        n.id,
      ]),
    );
    const result: ImportNetzbetreiberResult = { inserted: 0, updated: 0, zuordnungen: 0 };
    for (const { data, coverage } of parsed) {
      const fields = netzbetreiberFields(data);
      const id = existing.get(data.schluessel.toLowerCase());
      let netzbetreiberId: number;
      if (id === undefined) {
        const created = tx.create(Netzbetreiber, { ...fields, schluessel: data.schluessel });
        await tx.flush();
        netzbetreiberId = created.id;
        result.inserted += 1;
      } else {
        await tx.nativeUpdate(Netzbetreiber, { id }, { ...fields, schluessel: data.schluessel, updatedAt: new Date() });
        netzbetreiberId = id;
        result.updated += 1;
      }
      if (coverage)
        result.zuordnungen += await replaceCoverage(tx, netzbetreiberId, coverage.gemeindeIds, coverage.netzartIds);
    }
    return result;
  });
}

interface Lookups {
  /** municipality ids by AGS and by its 5- and 2-digit prefixes (district, Land) */
  gemeindenByKey: Map<string, number[]>;
  netzartById: Map<number, number>;
  netzartByName: Map<string, number>;
}

async function loadLookups(em: Em): Promise<Lookups> {
  const gemeindenByKey = new Map<string, number[]>();
  for (const g of await em.find(Gemeinde, {}, { fields: ['id', 'ags'], disableIdentityMap: true })) {
    for (const key of [g.ags, g.ags.slice(0, 5), g.ags.slice(0, 2)]) {
      const ids = gemeindenByKey.get(key);
      if (ids) ids.push(g.id);
      else gemeindenByKey.set(key, [g.id]);
    }
  }
  const netzarten = await em.find(Netzart, {}, { disableIdentityMap: true });
  return {
    gemeindenByKey,
    netzartById: new Map(netzarten.map((n) => [n.id, n.id])),
    netzartByName: new Map(netzarten.map((n) => [n.name.toLowerCase(), n.id])),
  };
}

/**
 * `gemeinden`: AGS separated by '|' — 8 digits one municipality, 5 digits a whole district, 2 digits a
 * whole Land. `netzarten`: Netzart ids or names separated by '|'.
 */
function resolveCoverage(
  gemeindenText: string,
  netzartenText: string,
  lookups: Lookups,
  fail: (column: string, message: string) => void,
): { gemeindeIds: number[]; netzartIds: number[] } {
  const split = (text: string) =>
    text
      .split('|')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  const gemeindeIds = new Set<number>();
  for (const key of split(gemeindenText)) {
    if (!/^(\d{2}|\d{5}|\d{8})$/.test(key)) {
      fail(
        'gemeinden',
        `„${key}“ ist kein Gemeindeschlüssel (8 Ziffern), Kreisschlüssel (5 Ziffern) oder Landesschlüssel (2 Ziffern).`,
      );
      continue;
    }
    const hits = lookups.gemeindenByKey.get(key) ?? [];
    if (hits.length === 0) fail('gemeinden', `Zum Schlüssel „${key}“ gibt es keine Gemeinde.`);
    for (const id of hits) gemeindeIds.add(id);
  }
  const netzartIds = new Set<number>();
  for (const key of split(netzartenText)) {
    const id = /^\d+$/.test(key) ? lookups.netzartById.get(Number(key)) : lookups.netzartByName.get(key.toLowerCase());
    if (id === undefined) fail('netzarten', `Die Netzart „${key}“ ist unbekannt.`);
    else netzartIds.add(id);
  }
  if (gemeindeIds.size > 0 && netzartIds.size === 0 && netzartenText === '')
    fail('netzarten', 'Bitte geben Sie die Netzarten zu den Gemeinden an.');
  if (netzartIds.size > 0 && gemeindeIds.size === 0 && gemeindenText === '')
    fail('gemeinden', 'Bitte geben Sie die Gemeinden zu den Netzarten an.');
  return { gemeindeIds: [...gemeindeIds], netzartIds: [...netzartIds] };
}
