import {
  sql,
  type CompiledQuery,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import {
  dateFilterMessage,
  isCalendarDay,
  type TFilter,
  type TFilterDto,
  type TListDef,
  type TListFieldDef,
  type TListPart,
  type TSortingDto,
} from '@lap/contracts';
import type { Em } from '../orm.js';
import { rowBatches } from './row-batches.js';

/** Table/column names are ours; the loose type lets one engine serve every list. */
export type LooseDB = Record<string, Record<string, unknown>>;
export type ListSelect = SelectQueryBuilder<LooseDB, string, Record<string, unknown>>;
export type Dialect = 'sqlite' | 'mysql';

export interface ListFieldSql {
  /** The SQL expression of the field over the base query's aliases. Never user input. */
  expr: (dialect: Dialect) => RawBuilder<unknown>;
  /**
   * For to-many fields shown as a joined text (e.g. roles): applies a value condition to each related row
   * (a semi-join) instead of to the joined text, which the database could not use an index for.
   */
  match?: (condition: (e: RawBuilder<unknown>) => RawBuilder<SqlBool>) => RawBuilder<SqlBool>;
  /**
   * The expression is never NULL (a NOT NULL column of an inner-joined table): sorts skip the NULLs-last term, so the
   * database can read the rows in index order and stop after the page instead of sorting every match.
   */
  notNull?: true;
  /**
   * The field is a column with few distinct values (a place name) and an index leading with it on its table: a text
   * filter on it is first matched against the column's distinct values (MariaDB reads them from the index, one step
   * per value), and the list is then filtered by the values found as well — a range of that index instead of a test of
   * every row (see `candidateValues`). The filter's own condition stays, so the rows are exactly those it matches.
   */
  fewValues?: { table: string; column: string };
  /**
   * The field is a column of a joined table with far fewer rows than the list (the customer of an invoice): a text
   * filter on it is first matched against that table alone (`table` with the alias the expression uses), and the list
   * is then filtered by the keys found as well (`ref` in them: an index of the list's tables), so the database starts
   * from the few matching rows instead of joining every row of the list to test it (see `candidateValues`). More
   * than FEW_ROWS_MAX matches and the filter is left as it is. The filter's own condition stays.
   */
  fewRows?: {
    table: string;
    key: string;
    ref: string;
    /** FEW_ROWS_MAX unless given (tests take a small one). */ max?: number;
  };
  /**
   * A NULL is newer than every value (a request not yet offered has no offer date yet): sorted by this field, NULLs come
   * first when descending and last when ascending, and among themselves by this expression in the same direction (the
   * request's date). Such a sort is never read along the field's index (the NULLs are not where the index has them).
   */
  nullsNewest?: (dialect: Dialect) => RawBuilder<unknown>;
}

export interface ListSource<F extends Record<string, TListFieldDef>> {
  def: TListDef<F>;
  /** FROM, joins and the fixed scope (role, soft delete) of the list; `dialect` for what the two databases spell apart. */
  base: (k: Kysely<LooseDB>, dialect: Dialect) => ListSelect;
  /**
   * MariaDB joins in the order written (STRAIGHT_JOIN) for every statement of the list: for a base whose first table is
   * a small set the optimizer misjudges. Exports always do (see streamList).
   */
  straightJoin?: true;
  columns: { [K in keyof F]: ListFieldSql };
  /** The row's unique id: returned as `id` and appended to every sort, so paging is stable under equal values. */
  id: RawBuilder<unknown>;
  /**
   * Narrower bases with the list's fixed scope, narrowest first — for lists whose joins neither filter nor multiply
   * rows (a NOT NULL foreign key to a primary key, a left join to a unique key). The total and the page's order are
   * computed on the first base whose `fields` hold every filter, search and sort field (and every summed field, for
   * the total), so the other joins are paid for the page's rows only.
   */
  narrow?: ReadonlyArray<{
    base: (k: Kysely<LooseDB>, dialect: Dialect) => ListSelect;
    fields: ReadonlyArray<keyof F & string>;
  }>;
  /**
   * The base holds every row of its table (no condition), or every row of one value of an index's leading column (one
   * person's history: the (user_id, created_at) index holds them in order): the rows before a page cost their
   * position, so a page in the back half of the unfiltered list is read from the end. Where a base or a filter selects
   * rows otherwise, the matches may crowd one end (the open orders are the newest), and walking from the other end
   * would pass every row that does not match: such pages are read from the front.
   */
  everyRow?: boolean;
  /**
   * Sort fields — columns of the first table of the base, each leading an index — for which MariaDB reads a page's ids
   * joining in the order written (STRAIGHT_JOIN) when the sort starts with one of them: it walks that index and stops
   * after the page, where its own plan starts at a selective joined table and sorts every match (the sent invoices
   * awaiting payment). Only for the first rows of the list without a filter or search (STRAIGHT_ORDER_ROWS): the walk
   * passes every row of the index that does not match, so a deep page or a rare filter is sorted the database's way (a
   * filtered page among the first rows tries a window first: `straightFrom`). Figures: docs/decisions/lists-and-grids.md. Not for an ascending sort of a nullable
   * column (its NULLs-last term is no index's order). The total keeps the database's own plan.
   */
  straightOrder?: ReadonlyArray<keyof F & string>;
  /**
   * The first table of the base as written in FROM (`rechnung as re`), for `straightOrder` fields: a filtered or
   * searched page among the first rows is read first within a window — the rows of that table up to the
   * STRAIGHT_ORDER_WINDOW-th value of the sort field, from its index — and only when the window holds fewer matches
   * than the page needs, the database's way. Every row outside the window sorts after every row inside it, so a full
   * page from the window is exactly the page (invoices of the last 90 days by number: the newest numbers are the
   * matches, where the database's plan collected and sorted all 20,000 of them). Only where the filter, search and
   * sort are all on the narrowest base (`narrow[0]`).
   */
  straightFrom?: string;
  /** The window's size in rows of the first table (STRAIGHT_ORDER_WINDOW; tests take a small one). */
  straightWindow?: number;
  /**
   * The count of every row of the base, for a list without a filter, a search or summed fields, where a kept figure
   * gives it without counting the rows (one person's history: historie_stand plus the rows after it).
   */
  unfilteredTotal?: RawBuilder<number>;
  /**
   * The list's count and sums without a filter or a search, kept by triggers in list_zaehler under this name
   * (entities/list-zaehler.ts): `sum` names the one summed field it keeps. Read instead of counting every row.
   */
  keptTotals?: { liste: string; sum?: keyof F & string; gruppe?: { field: keyof F & string; liste: string } };
  /**
   * Per query: for a filter on a `fewValues` or `fewRows` field, the values of `column` it can match — the column's
   * values it matches, or the keys of the joined rows it matches (see `candidateValues`).
   */
  candidates?: ReadonlyMap<TFilter, { column: RawBuilder<unknown>; values: readonly string[] }>;
}

/** How far into a list (rows) a page's ids are read along the index of a `straightOrder` field. */
const STRAIGHT_ORDER_ROWS = 1_000;
/** The rows of the first table a filtered page is first looked for in (see `straightFrom`). */
export const STRAIGHT_ORDER_WINDOW = 5_000;

export type ListRow<F extends Record<string, TListFieldDef>> = { [K in keyof F]: unknown } & { id: string | number };

/** Thrown for a filter the catalogue check should have refused; mapped to a 400 by the api layer. */
export class ListQueryError extends Error {}

const BERLIN = 'Europe/Berlin';

/** Midnight in Berlin of a calendar day, as a UTC instant (date filters are German days). */
export function berlinDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  // The offset of Berlin at that moment (+1 h or +2 h), found via Intl (no tz library needed).
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: BERLIN,
    hour: '2-digit',
    hourCycle: 'h23',
    day: '2-digit',
  }).formatToParts(new Date(utcMidnight));
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const sameDay = Number(parts.find((p) => p.type === 'day')?.value ?? d) === d;
  const offsetHours = sameDay ? hour : hour - 24;
  return new Date(utcMidnight - offsetHours * 3_600_000);
}

function nextDay(day: string): string {
  const t = new Date(`${day}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 1);
  return t.toISOString().slice(0, 10);
}

export function dialectOf(em: Em): Dialect {
  return em.getPlatform().constructor.name.toLowerCase().includes('sqlite') ? 'sqlite' : 'mysql';
}

/**
 * Whether two statements of this em may run at once, each on a connection of its own from the pool: on MySQL/MariaDB
 * outside a transaction (inside one, Kysely is bound to the transaction's single connection). The embedded SQLite has
 * one connection; its statements queue anyway.
 */
function concurrentReads(em: Em): boolean {
  return dialectOf(em) === 'mysql' && !em.getTransactionContext();
}

/**
 * `table as alias` for a join, with an index MySQL and MariaDB must use for it (FORCE INDEX; MariaDB has no optimizer
 * hints in comments): where the planner takes a unique index for an eq_ref lookup although another index on the same
 * leading column also holds the columns the list reads, and would save a lookup of the row per match. SQLite plans
 * covering indexes itself and gets the plain table. The hint is raw SQL; it types as the table reference it stands for.
 */
export function joinWithIndex<T extends string>(dialect: Dialect, tableAs: T, index: string): T {
  if (dialect !== 'mysql') return tableAs;
  if (!/^\w+ as \w+$/.test(tableAs) || !/^\w+$/.test(index)) throw new Error(`joinWithIndex: ${tableAs} / ${index}`);
  return sql.raw(`${tableAs} force index (${index})`) as unknown as T;
}

/** A bound parameter for a datetime column in the driver's representation (epoch ms on SQLite). */
export function instantParam(em: Em, date: Date): unknown {
  return em.getPlatform().processDateProperty(date);
}

function textCondition(e: RawBuilder<unknown>, f: Extract<TFilter, { type: 'text' }>): RawBuilder<SqlBool> {
  // instr() instead of LIKE: no wildcard escaping, identical on SQLite and MySQL.
  const v = f.value.toLowerCase();
  switch (f.op) {
    case 'contains':
      return sql<SqlBool>`instr(lower(coalesce(${e}, '')), ${v}) > 0`;
    case 'notContains':
      return sql<SqlBool>`instr(lower(coalesce(${e}, '')), ${v}) = 0`;
    case 'equals':
      return sql<SqlBool>`lower(coalesce(${e}, '')) = ${v}`;
    case 'notEqual':
      return sql<SqlBool>`lower(coalesce(${e}, '')) <> ${v}`;
    case 'startsWith':
      return sql<SqlBool>`instr(lower(coalesce(${e}, '')), ${v}) = 1`;
    case 'endsWith':
      return sql<SqlBool>`substr(lower(coalesce(${e}, '')), ${-Math.max(v.length, 1)}) = ${v}`;
    case 'blank':
      return sql<SqlBool>`(${e} is null or ${e} = '')`;
    case 'notBlank':
      return sql<SqlBool>`(${e} is not null and ${e} <> '')`;
  }
}

function numberCondition(
  e: RawBuilder<unknown>,
  f: Extract<TFilter, { type: 'number' }>,
  scale: number,
): RawBuilder<SqlBool> {
  // money columns are cents; filters arrive in euros
  const a = f.value === undefined ? 0 : Math.round(f.value * scale);
  const b = f.valueTo === undefined ? a : Math.round(f.valueTo * scale);
  switch (f.op) {
    case 'equals':
      return sql<SqlBool>`${e} = ${a}`;
    case 'notEqual':
      return sql<SqlBool>`(${e} is null or ${e} <> ${a})`;
    case 'lessThan':
      return sql<SqlBool>`${e} < ${a}`;
    case 'lessThanOrEqual':
      return sql<SqlBool>`${e} <= ${a}`;
    case 'greaterThan':
      return sql<SqlBool>`${e} > ${a}`;
    case 'greaterThanOrEqual':
      return sql<SqlBool>`${e} >= ${a}`;
    case 'inRange':
      return sql<SqlBool>`${e} between ${Math.min(a, b)} and ${Math.max(a, b)}`;
    case 'blank':
      return sql<SqlBool>`${e} is null`;
    case 'notBlank':
      return sql<SqlBool>`${e} is not null`;
  }
}

/**
 * Whole-day comparisons (spec 000 §5: date filters include the whole end day). `datetime` fields compare
 * instants against Berlin day boundaries; `date` fields are 'YYYY-MM-DD' strings and compare as such.
 */
function dateCondition(
  em: Em,
  e: RawBuilder<unknown>,
  f: Extract<TFilter, { type: 'date' }>,
  kind: 'date' | 'datetime',
): RawBuilder<SqlBool> {
  if (f.op === 'blank') return sql<SqlBool>`${e} is null`;
  if (f.op === 'notBlank') return sql<SqlBool>`${e} is not null`;
  const from = f.value ?? '1970-01-01';
  const to = f.op === 'inRange' ? (f.valueTo ?? from) : from;
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  const start = (day: string) => (kind === 'date' ? day : instantParam(em, berlinDayStart(day)));
  switch (f.op) {
    case 'equals':
      return sql<SqlBool>`(${e} >= ${start(lo)} and ${e} < ${start(nextDay(lo))})`;
    case 'notEqual':
      return sql<SqlBool>`(${e} is null or ${e} < ${start(lo)} or ${e} >= ${start(nextDay(lo))})`;
    case 'lessThan': // up to and including the chosen day
      return sql<SqlBool>`${e} < ${start(nextDay(lo))}`;
    case 'greaterThan': // from the chosen day on
      return sql<SqlBool>`${e} >= ${start(lo)}`;
    case 'inRange':
      return sql<SqlBool>`(${e} >= ${start(lo)} and ${e} < ${start(nextDay(hi))})`;
  }
}

/**
 * A field of the list by a name from the request. Own keys of the catalogue and the column map only:
 * `constructor`, `__proto__` or `toString` would otherwise find Object.prototype's members.
 */
function fieldOf<F extends Record<string, TListFieldDef>>(
  src: ListSource<F>,
  name: string,
): { fd: TListFieldDef; col: ListFieldSql } | undefined {
  if (!Object.hasOwn(src.def.fields, name) || !Object.hasOwn(src.columns, name)) return undefined;
  return { fd: src.def.fields[name] as TListFieldDef, col: src.columns[name as keyof F] };
}

function condition<F extends Record<string, TListFieldDef>>(
  em: Em,
  src: ListSource<F>,
  dialect: Dialect,
  f: TFilter,
): RawBuilder<SqlBool> {
  const field = fieldOf(src, f.field);
  if (!field || field.fd.filterable === false)
    throw new ListQueryError(`Nach dem Feld „${f.field}“ kann nicht gefiltert werden.`);
  const { fd, col } = field;
  if (f.type === 'date') {
    for (const day of [f.value, f.valueTo])
      if (day !== undefined && !isCalendarDay(day)) throw new ListQueryError(dateFilterMessage(day, fd.label));
  }
  if (
    f.type === 'number' &&
    [f.value, f.valueTo].some((n) => n !== undefined && !(Number.isFinite(n) && Math.abs(n) <= 1e12))
  ) {
    throw new ListQueryError(`Der Filterwert für „${fd.label}“ ist ungültig.`);
  }
  const e = col.expr(dialect);
  if (f.type === 'text' && col.match && f.op !== 'blank' && f.op !== 'notBlank') {
    // Negations over a to-many field mean "no related row matches".
    if (f.op === 'notContains')
      return sql<SqlBool>`not ${col.match((x) => textCondition(x, { ...f, op: 'contains' }))}`;
    if (f.op === 'notEqual') return sql<SqlBool>`not ${col.match((x) => textCondition(x, { ...f, op: 'equals' }))}`;
    return col.match((x) => textCondition(x, f));
  }
  const candidates = src.candidates?.get(f);
  if (f.type === 'text' && candidates !== undefined) {
    // the values are all the condition can match (among the column's values, or the joined rows' keys): rows with none
    // of them cannot match
    const { column, values } = candidates;
    return values.length === 0
      ? sql<SqlBool>`1 = 0`
      : sql<SqlBool>`(${column} in (${sql.join([...values])}) and ${textCondition(e, f)})`;
  }
  if (f.type === 'text' && (fd.type === 'text' || fd.type === 'set')) return textCondition(e, f);
  if (f.type === 'number' && (fd.type === 'number' || fd.type === 'money'))
    return numberCondition(e, f, fd.type === 'money' ? 100 : 1);
  if (f.type === 'date' && (fd.type === 'date' || fd.type === 'datetime')) return dateCondition(em, e, f, fd.type);
  if (f.type === 'boolean' && fd.type === 'boolean')
    return f.value ? sql<SqlBool>`${e} = 1` : sql<SqlBool>`(${e} = 0 or ${e} is null)`;
  if (f.type === 'set' && fd.type === 'set') {
    if (f.values.length === 0) return sql<SqlBool>`1 = 0`;
    return sql<SqlBool>`${e} in (${sql.join(f.values)})`;
  }
  throw new ListQueryError(`Der Filter „${f.type}“ passt nicht zum Feld „${fd.label}“.`);
}

/** The select with MariaDB's STRAIGHT_JOIN (the tables joined in the order written) when asked; SQLite has no such hint. */
function straight(em: Em, q: ListSelect, wanted: boolean | undefined): ListSelect {
  return wanted && dialectOf(em) === 'mysql' ? q.modifyFront(sql`straight_join`) : q;
}

function filtered<F extends Record<string, TListFieldDef>>(
  em: Em,
  src: ListSource<F>,
  filterDto: TFilterDto,
  search: string | undefined,
): ListSelect {
  const dialect = dialectOf(em);
  let q = straight(em, src.base(em.getKysely<LooseDB>(), dialect), src.straightJoin);
  for (const f of filterDto) q = q.where(condition(em, src, dialect, f) as Expression<SqlBool>);
  const term = search?.trim().toLowerCase();
  if (term && src.def.searchFields?.length) {
    const ors = src.def.searchFields.map(
      (name) => sql<SqlBool>`instr(lower(coalesce(${src.columns[name].expr(dialect)}, '')), ${term}) > 0`,
    );
    q = q.where(sql<SqlBool>`(${sql.join(ors, sql` or `)})`);
  }
  return q;
}

function sortFor<F extends Record<string, TListFieldDef>>(src: ListSource<F>, sortingDto: TSortingDto): TSortingDto {
  return sortingDto.length > 0
    ? sortingDto
    : src.def.defaultSort.map((s) => ({ field: s.field, direction: s.direction }));
}

/** ORDER BY terms of a sort: NULLs last, then the row id in the last sort's direction. */
function orderTerms<F extends Record<string, TListFieldDef>>(
  em: Em,
  src: ListSource<F>,
  sortingDto: TSortingDto,
): Array<[RawBuilder<unknown>, 'asc' | 'desc']> {
  const dialect = dialectOf(em);
  const terms: Array<[RawBuilder<unknown>, 'asc' | 'desc']> = [];
  let last: 'asc' | 'desc' = 'asc';
  for (const s of sortFor(src, sortingDto)) {
    const field = fieldOf(src, s.field);
    if (!field || field.fd.sortable === false)
      throw new ListQueryError(`Nach dem Feld „${s.field}“ kann nicht sortiert werden.`);
    const e = field.col.expr(dialect);
    // NULLs last in both directions, on both drivers; the direction is ours, never the request's text. SQLite and
    // MariaDB sort NULL as the smallest value, so a descending sort has them last already and stays index-friendly.
    last = s.direction === 'desc' ? 'desc' : 'asc';
    if (field.col.nullsNewest) {
      // (e is null) is 1 for a NULL: descending puts them first, ascending last
      terms.push([sql`(${e} is null)`, last], [e, last], [field.col.nullsNewest(dialect), last]);
      continue;
    }
    if (!field.col.notNull && last === 'asc') terms.push([sql`(${e} is null)`, 'asc']);
    terms.push([e, last]);
  }
  // the tie-break follows the last sort's direction: one direction throughout lets an index (which ends in the
  // primary key) deliver the order backwards as well as forwards
  terms.push([src.id, last]);
  return terms;
}

function sorted(q: ListSelect, terms: Array<[RawBuilder<unknown>, 'asc' | 'desc']>): ListSelect {
  return terms.reduce((out, [e, direction]) => out.orderBy(e, direction), q);
}

function withColumns<F extends Record<string, TListFieldDef>>(em: Em, src: ListSource<F>, q: ListSelect): ListSelect {
  const dialect = dialectOf(em);
  return q.select([
    src.id.as('id'),
    ...Object.keys(src.def.fields).map((name) => src.columns[name as keyof F].expr(dialect).as(name)),
  ]);
}

function withSelectAndSort<F extends Record<string, TListFieldDef>>(
  em: Em,
  src: ListSource<F>,
  q: ListSelect,
  sortingDto: TSortingDto,
): ListSelect {
  return sorted(withColumns(em, src, q), orderTerms(em, src, sortingDto));
}

/** A driver's instant as a Date: a Date from MariaDB, epoch milliseconds (number or numeric text) from the embedded SQLite. */
export function driverInstant(v: unknown): Date {
  return v instanceof Date
    ? v
    : new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as string | number));
}

/** A driver's boolean as a boolean: true, 1, '1' or 1n from MariaDB's tinyint, SQLite's integers and computed flags. */
export function driverBoolean(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 1n;
}

/** A driver's text or null (MariaDB and SQLite may hand numbers or bigints for ids and codes). */
export function driverText(v: unknown): string | null {
  return v === null || v === undefined ? null : String(v);
}

/** A driver's number or null (bigints and numeric text from either driver). */
export function driverNumber(v: unknown): number | null {
  return v === null || v === undefined ? null : Number(v);
}

/** Turns driver values into JSON-safe values of the declared type (ISO strings for instants). */
export function decodeRow<F extends Record<string, TListFieldDef>>(
  def: TListDef<F>,
  raw: Record<string, unknown>,
): ListRow<F> {
  const id = raw['id'];
  const out: Record<string, unknown> = { id: typeof id === 'bigint' ? Number(id) : id };
  for (const [name, fd] of Object.entries(def.fields)) {
    const v = raw[name];
    if (v === null || v === undefined) {
      out[name] = fd.type === 'boolean' ? false : null;
      continue;
    }
    switch (fd.type) {
      case 'datetime':
        out[name] = driverInstant(v).toISOString();
        break;
      case 'boolean':
        out[name] = driverBoolean(v);
        break;
      case 'number':
      case 'money':
        out[name] = Number(v);
        break;
      default:
        out[name] = v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'bigint' ? Number(v) : v;
    }
  }
  return out as ListRow<F>;
}

export interface ListPage<F extends Record<string, TListFieldDef>> {
  rows: ListRow<F>[];
  /** null for `part: 'rows'` when the page could be read without it. */
  total: number | null;
  page: number;
  pageSize: number;
  sums: Record<string, number>;
}

type PageQuery = {
  filterDto: TFilterDto;
  sortingDto: TSortingDto;
  page: number;
  pageSize: number;
  search?: string | undefined;
  /** See `ZListPart` in contracts: the page with its total (default), its rows only, or its total and sums only. */
  part?: TListPart | undefined;
};

/** Text filters that select rows by what a value contains, equals, starts or ends with (not the negations, not blanks). */
const POSITIVE_TEXT_OPS: ReadonlySet<string> = new Set(['contains', 'equals', 'startsWith', 'endsWith']);
/** More distinct matching values than this and the filter is left as it is (the values would be no narrow range). */
const FEW_VALUES_MAX = 200;
/** More matching rows of a `fewRows` field's table than this and the filter is left as it is. */
const FEW_ROWS_MAX = 1_000;

/**
 * The source with what each text filter on a `fewValues` or `fewRows` field can match (MariaDB only: SQLite plans the
 * list's statements well enough at the embedded database's size). A filter matching more than the field's maximum, or
 * one of several on its field, is left as it is.
 * - `fewValues`: the column's distinct values it matches — MariaDB reads them from an index leading with the column
 *   by a loose scan, one step per value. 'ort enthält mei' over 200,000 requests: the places matching are found among
 *   a few hundred values, and the orders of those places are read from the index instead of testing every order's place.
 * - `fewRows`: the keys of the joined table's rows it matches. An invoice's customer over 500,000 invoices: the
 *   100,000 customers are tested once, and the invoices of the few that match are read through the requests' owner
 *   index, where the database's plan joined every invoice to its order, request and customer to test it.
 */
async function candidateValues<F extends Record<string, TListFieldDef>>(
  em: Em,
  src: ListSource<F>,
  filterDto: TFilterDto,
): Promise<{ src: ListSource<F>; statements: CompiledQuery[] }> {
  const statements: CompiledQuery[] = [];
  if (dialectOf(em) !== 'mysql') return { src, statements };
  const found = new Map<TFilter, { column: RawBuilder<unknown>; values: readonly string[] }>();
  const k = em.getKysely<LooseDB>();
  for (const f of filterDto) {
    if (f.type !== 'text' || !POSITIVE_TEXT_OPS.has(f.op) || f.value.trim() === '') continue;
    const field = fieldOf(src, f.field);
    if (!field || field.col.match || filterDto.filter((g) => g.field === f.field).length > 1) continue;
    const { fewValues, fewRows } = field.col;
    const probe = fewValues
      ? {
          query: k
            .selectFrom(fewValues.table)
            .select(sql.ref(fewValues.column).as('v'))
            .distinct()
            .where(textCondition(sql.ref(fewValues.column), f) as Expression<SqlBool>),
          column: field.col.expr('mysql'),
          max: FEW_VALUES_MAX,
        }
      : fewRows
        ? {
            query: k
              .selectFrom(fewRows.table)
              .select(sql.ref(fewRows.key).as('v'))
              .where(textCondition(field.col.expr('mysql'), f) as Expression<SqlBool>),
            column: sql.raw(fewRows.ref),
            max: fewRows.max ?? FEW_ROWS_MAX,
          }
        : undefined;
    if (!probe) continue;
    const query = probe.query.limit(probe.max + 1);
    statements.push(query.compile());
    const values = await query.execute();
    if (values.length <= probe.max) found.set(f, { column: probe.column, values: values.map((r) => String(r['v'])) });
  }
  return { src: found.size === 0 ? src : { ...src, candidates: found }, statements };
}

/** The source on its narrowest base that has every named field, if any. */
function narrowed<F extends Record<string, TListFieldDef>>(
  src: ListSource<F>,
  fields: readonly string[],
): ListSource<F> | undefined {
  const narrow = src.narrow?.find((n) => fields.every((name) => (n.fields as readonly string[]).includes(name)));
  return narrow ? { ...src, base: narrow.base } : undefined;
}

/**
 * Where a page's total and sums are kept (`keptTotals`): the list's name, and the values of its `gruppe` field when the
 * query filters that field alone by a set of integers. Null when the query searches or filters otherwise, or sums a
 * field that is not kept: then they are counted.
 */
function keptTotalsFor<F extends Record<string, TListFieldDef>>(
  src: ListSource<F>,
  query: PageQuery,
  sumFields: string[],
): { liste: string; gruppen?: number[] } | null {
  const kept = src.keptTotals;
  if (!kept || query.search?.trim() || !sumFields.every((name) => name === kept.sum)) return null;
  if (query.filterDto.length === 0) return { liste: kept.liste };
  const [only] = query.filterDto;
  if (query.filterDto.length !== 1 || !only || !kept.gruppe || only.field !== kept.gruppe.field || only.type !== 'set')
    return null;
  const gruppen = only.values.filter((v): v is number => typeof v === 'number' && Number.isInteger(v));
  return gruppen.length > 0 && gruppen.length === only.values.length ? { liste: kept.gruppe.liste, gruppen } : null;
}

/**
 * The two statements of a page: total and sums, then the page's rows. The rows are a deferred join: the page's ids
 * are found first (filtered and sorted, on the narrow base where possible), and only those rows are joined and get
 * their computed columns — a deep page or a filesort never evaluates the select list of every matching row.
 * The ids of a page in the back half of an unfiltered list over every row (`everyRow`) are found from the end: the same
 * order reversed (every term, the id tie-break included, so it is exactly the reverse), skipping the rows after the
 * page — the last page costs what the first does.
 */
function pageStatements<F extends Record<string, TListFieldDef>>(em: Em, src: ListSource<F>, query: PageQuery) {
  const dialect = dialectOf(em);
  const sumFields = Object.entries(src.def.fields)
    .filter(([, fd]) => fd.sum)
    .map(([name]) => name);
  const terms = sortFor(src, query.sortingDto).map((s) => s.field);
  const used = [...query.filterDto.map((f) => f.field), ...(query.search?.trim() ? (src.def.searchFields ?? []) : [])];
  const where = filtered(em, src, query.filterDto, query.search);
  const countOn = narrowed(src, [...used, ...sumFields]);
  const kept = keptTotalsFor(src, query, sumFields);
  const aggregate =
    src.unfilteredTotal && used.length === 0 && sumFields.length === 0
      ? em.getKysely<LooseDB>().selectNoFrom(src.unfilteredTotal.as('__total'))
      : kept
        ? em
            .getKysely<LooseDB>()
            .selectFrom('list_zaehler')
            .where(
              sql<SqlBool>`liste = ${kept.liste}${kept.gruppen ? sql` and gruppe in (${sql.join(kept.gruppen)})` : sql``}`,
            )
            .select([
              sql<number>`coalesce(sum(anzahl), 0)`.as('__total'),
              ...sumFields.map((name) => sql<number>`coalesce(sum(summe_cent), 0)`.as(name)),
            ])
        : (countOn ? filtered(em, countOn, query.filterDto, query.search) : where).select([
            sql<number>`count(*)`.as('__total'),
            ...sumFields.map((name) =>
              sql<number>`coalesce(sum(${src.columns[name as keyof F].expr(dialect)}), 0)`.as(name),
            ),
          ]);
  const offset = (query.page - 1) * query.pageSize;
  const orderOn = narrowed(src, [...used, ...terms]);
  // a page among the first rows, sorted by a `straightOrder` field, may be read along that field's index — not for an
  // ascending sort on a nullable column: it starts with its NULLs-last term, which no index delivers
  const lead = sortFor(src, query.sortingDto)[0];
  const alongIndex =
    lead !== undefined &&
    offset + query.pageSize <= STRAIGHT_ORDER_ROWS &&
    (src.straightOrder as readonly string[] | undefined)?.includes(lead.field) === true &&
    (lead.direction === 'desc' || src.columns[lead.field as keyof F]?.notNull === true) &&
    src.columns[lead.field as keyof F]?.nullsNewest === undefined;
  const walksIndex = alongIndex && used.length === 0;
  // a filtered page: first within the window of the sort field's index (see `straightFrom`) — only where the filter,
  // search and sort are on the narrowest base: a window row that must be joined to be filtered costs its joins, and
  // 5,000 of them cost more than the database's way for a name
  const narrowest = src.narrow?.[0]?.fields as readonly string[] | undefined;
  const windowed =
    alongIndex &&
    used.length > 0 &&
    src.straightFrom !== undefined &&
    narrowest !== undefined &&
    [...used, ...terms].every((field) => narrowest.includes(field));
  const order = orderTerms(em, src, query.sortingDto);
  /** Whether the page might be read from the end, which only its total can tell. */
  const endward = src.everyRow === true && used.length === 0 && offset > 0;
  /** The window's edge: the STRAIGHT_ORDER_WINDOW-th value of the sort field in its index (see `straightFrom`). */
  const windowEdge = () => {
    if (!windowed || lead === undefined || src.straightFrom === undefined) return null;
    const e = src.columns[lead.field as keyof F].expr(dialect);
    // as text, so that it goes back as a parameter whatever the column's type (MariaDB and SQLite compare it as the column)
    return sql<{
      edge: string | null;
    }>`select cast(${e} as char) as edge from ${sql.raw(src.straightFrom)} order by ${e} ${sql.raw(lead.direction)} limit 1 offset ${sql.lit((src.straightWindow ?? STRAIGHT_ORDER_WINDOW) - 1)}`;
  };
  /**
   * The page's rows, given the total the aggregate found (null: not counted, the page is read from the front), and the
   * window's edge for a page looked for within it; null when the page lies behind the last row. `pastWindow`: the
   * window did not fill the page — fewer than a page of matches among its rows, a rare filter or one of older rows —
   * so the ids are sorted on values no index delivers: MariaDB would otherwise walk the sort's index for the LIMIT,
   * past every row that does not match (an invoice number nobody has: 1.1 s walking, 0.4 s filtered and sorted).
   */
  const rowsFor = (total: number | null, edge: string | null = null, pastWindow = false) => {
    if (total !== null && offset >= total) return null;
    const fromEnd = total !== null && endward && offset > total / 2;
    const idOrder = fromEnd
      ? order.map(([e, direction]): [RawBuilder<unknown>, 'asc' | 'desc'] => [e, direction === 'asc' ? 'desc' : 'asc'])
      : pastWindow
        ? order.map(([e, direction]): [RawBuilder<unknown>, 'asc' | 'desc'] => [sql`coalesce(${e}, ${e})`, direction])
        : order;
    let idsBase =
      walksIndex || edge !== null
        ? filtered(em, { ...(orderOn ?? src), straightJoin: true }, query.filterDto, query.search)
        : orderOn
          ? filtered(em, orderOn, query.filterDto, query.search)
          : where;
    if (edge !== null && lead !== undefined) {
      // a constant, so that the walk is a range of the index and ends at the edge (a subquery here was checked row by
      // row along the whole index, far slower than the database's way for a name nobody has)
      const e = src.columns[lead.field as keyof F].expr(dialect);
      idsBase = idsBase.where(
        lead.direction === 'desc' ? sql<SqlBool>`${e} >= ${edge}` : sql<SqlBool>`${e} <= ${edge}`,
      );
    }
    const ids = sorted(idsBase.select(src.id.as('__id')), idOrder)
      .limit(fromEnd ? Math.min(query.pageSize, total - offset) : query.pageSize)
      .offset(fromEnd ? Math.max(0, total - offset - query.pageSize) : offset);
    const k = em.getKysely<LooseDB>();
    return sorted(
      withColumns(
        em,
        src,
        straight(em, src.base(k, dialect), src.straightJoin).innerJoin(ids.as('__page'), (j) =>
          j.on(sql<SqlBool>`__page.__id = ${src.id}`),
        ),
      ),
      order,
    );
  };
  return { aggregate, rowsFor, windowEdge, sumFields, endward };
}

function totalOf(agg: Record<string, unknown> | undefined): number {
  return Number(agg?.['__total'] ?? 0);
}

type PageRowsQuery = NonNullable<ReturnType<ReturnType<typeof pageStatements>['rowsFor']>>;
type Sent = { statement: { compile(): CompiledQuery }; found: unknown[] };

/**
 * The statements that read a page's rows, in the order runListPage sends them: for a page looked for within the window
 * (see `straightFrom`) its edge and the window's rows, and when they do not fill the page, the database's way; each
 * with what it found.
 */
async function pageRowStatements(
  rowsFor: (total: number | null, edge?: string | null, pastWindow?: boolean) => PageRowsQuery | null,
  windowEdge: () => ReturnType<typeof sql<{ edge: string | null }>> | null,
  k: Kysely<LooseDB>,
  total: number | null,
  page: { offset: number; pageSize: number },
): Promise<{ sent: Sent[]; rows: Array<Record<string, unknown>> }> {
  const sent: Sent[] = [];
  let pastWindow = false;
  const edgeQuery = windowEdge();
  // a counted list too short to fill the page from the window is read the database's way at once
  if (edgeQuery && (total === null || total >= page.offset + page.pageSize)) {
    const edges = (await edgeQuery.execute(k)).rows;
    sent.push({ statement: { compile: () => edgeQuery.compile(k) }, found: edges });
    const edge = edges[0]?.edge ?? null;
    // a table smaller than the window has no edge: the database's way reads it as well
    const inWindow = edge === null ? null : rowsFor(total, String(edge));
    if (inWindow) {
      const found = await inWindow.execute();
      sent.push({ statement: inWindow, found });
      if (found.length === page.pageSize) return { sent, rows: found };
      pastWindow = true;
    }
  }
  const plain = rowsFor(total, null, pastWindow);
  const rows = plain ? await plain.execute() : [];
  if (plain) sent.push({ statement: plain, found: rows });
  return { sent, rows };
}

/**
 * The compiled SQL of one page, exactly as runListPage sends it (benchmarks compare it with the whole request). The
 * rows' statements depend on the total (pages in the back half are read from the end) and on what the window found:
 * the aggregate and the window's statement run once here. `rows` is empty for a page behind the last row (runListPage
 * sends nothing then); `rowsUncounted` holds the statements of `part: 'rows'` when it goes without the count (null when
 * the page may be read from the end); `values` the reads of a `fewValues` field's matching values, sent before both.
 */
export async function listPageSql<F extends Record<string, TListFieldDef>>(
  em: Em,
  src: ListSource<F>,
  query: PageQuery,
): Promise<{
  values: CompiledQuery[];
  aggregate: CompiledQuery;
  rows: CompiledQuery[];
  rowsUncounted: CompiledQuery[] | null;
}> {
  const values = await candidateValues(em, src, query.filterDto);
  const { aggregate, rowsFor, windowEdge, endward } = pageStatements(em, values.src, query);
  const total = totalOf(await aggregate.executeTakeFirst());
  const at = { offset: (query.page - 1) * query.pageSize, pageSize: query.pageSize };
  const compiled = async (t: number | null) =>
    (await pageRowStatements(rowsFor, windowEdge, em.getKysely<LooseDB>(), t, at)).sent.map((r) =>
      r.statement.compile(),
    );
  return {
    values: values.statements,
    aggregate: aggregate.compile(),
    rows: await compiled(total),
    rowsUncounted: endward ? null : await compiled(null),
  };
}

/**
 * One page of a list, its total and sums, all computed in SQL — or one half of it (`part`): the rows without the count
 * (unless the page may be read from the end, which needs it), or the count and sums without the rows.
 */
export async function runListPage<F extends Record<string, TListFieldDef>>(
  em: Em,
  src: ListSource<F>,
  query: PageQuery,
): Promise<ListPage<F>> {
  const { aggregate, rowsFor, windowEdge, sumFields, endward } = pageStatements(
    em,
    (await candidateValues(em, src, query.filterDto)).src,
    query,
  );
  const part = query.part ?? 'all';
  const page = { page: query.page, pageSize: query.pageSize };
  const at = { offset: (query.page - 1) * query.pageSize, pageSize: query.pageSize };
  const rowsOf = async (total: number | null) =>
    (await pageRowStatements(rowsFor, windowEdge, em.getKysely<LooseDB>(), total, at)).rows;
  if (part === 'rows' && !endward) {
    const found = await rowsOf(null);
    return { rows: found.map((r) => decodeRow(src.def, r)), total: null, sums: {}, ...page };
  }
  const sumsOf = (agg: Record<string, unknown> | undefined) =>
    Object.fromEntries(sumFields.map((name) => [name, Number(agg?.[name] ?? 0)]));
  if (part === 'all' && !endward && concurrentReads(em)) {
    // the count and the rows on two connections at once: the page takes the longer of the two, not their sum
    const [agg, found] = await Promise.all([aggregate.executeTakeFirst(), rowsOf(null)]);
    return { rows: found.map((r) => decodeRow(src.def, r)), total: totalOf(agg), sums: sumsOf(agg), ...page };
  }
  const agg: Record<string, unknown> | undefined = await aggregate.executeTakeFirst();
  const total = totalOf(agg);
  const found = part === 'total' ? [] : await rowsOf(total);
  return { rows: found.map((r) => decodeRow(src.def, r)), total, sums: sumsOf(agg), ...page };
}

/**
 * Rows per batch of an export's read (see rowBatches): a batch is decoded and written in one go on the event loop other
 * users share: 250 delays the loop less than 1,000 at the same speed, and 100 was no better (measured on an export of
 * 100,000 invoices; docs/decisions/lists-and-grids.md, 'Rows in batches of 250').
 */
const STREAM_BATCH_ROWS = 250;

/**
 * Every row of the filtered, sorted list, streamed from the database in batches (exports): a batch is decoded and
 * handed on at once, so the reader pays one promise per batch, not per row.
 */
export async function* streamListBatches<F extends Record<string, TListFieldDef>>(
  em: Em,
  src: ListSource<F>,
  query: { filterDto: TFilterDto; sortingDto: TSortingDto; search?: string | undefined },
  batchRows = STREAM_BATCH_ROWS,
): AsyncGenerator<ListRow<F>[]> {
  // Every base starts at the list's own table and joins outward along keys: for a whole list that is the plan, and
  // MariaDB's own choice can be far worse (for a date range of invoices it started from the customers down).
  const withValues = (await candidateValues(em, src, query.filterDto)).src;
  const q = withSelectAndSort(
    em,
    src,
    filtered(em, { ...withValues, straightJoin: true }, query.filterDto, query.search),
    query.sortingDto,
  );
  for await (const raw of rowBatches(em, q, batchRows)) yield raw.map((r) => decodeRow(src.def, r));
}

/** Every row of the filtered, sorted list, one by one (streamListBatches flattened). */
export async function* streamList<F extends Record<string, TListFieldDef>>(
  em: Em,
  src: ListSource<F>,
  query: { filterDto: TFilterDto; sortingDto: TSortingDto; search?: string | undefined },
): AsyncGenerator<ListRow<F>> {
  for await (const batch of streamListBatches(em, src, query)) yield* batch;
}
