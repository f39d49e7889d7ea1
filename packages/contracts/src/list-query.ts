import { z } from 'zod';

/**
 * The list-query protocol shared by every server-side list and its Excel export (spec 000 §9, 001 §9):
 * filters, multi-column sort, page and page size. The same `filterDto`/`sortingDto` is what
 * `api/Export/*` takes. Each list publishes a field catalogue (`defineList`); the query schema built from it
 * rejects unknown fields and operators with a German message before anything reaches SQL.
 */

export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export type TPageSize = (typeof PAGE_SIZES)[number];

export const LIST_FIELD_TYPES = ['text', 'number', 'money', 'datetime', 'date', 'boolean', 'set'] as const;
export type TListFieldType = (typeof LIST_FIELD_TYPES)[number];

export const TEXT_OPS = [
  'contains',
  'notContains',
  'equals',
  'notEqual',
  'startsWith',
  'endsWith',
  'blank',
  'notBlank',
] as const;
export const NUMBER_OPS = [
  'equals',
  'notEqual',
  'lessThan',
  'lessThanOrEqual',
  'greaterThan',
  'greaterThanOrEqual',
  'inRange',
  'blank',
  'notBlank',
] as const;
export const DATE_OPS = ['equals', 'notEqual', 'lessThan', 'greaterThan', 'inRange', 'blank', 'notBlank'] as const;

/** True for a real calendar day 'YYYY-MM-DD': no month 13, no day 32, no 2026-02-30 (which Date would roll over). */
export function isCalendarDay(day: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1000 && t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

const DATUM_MSG = 'Bitte geben Sie ein valides Datum ein z.B. 01.01.2025';

/** A calendar day as the grids send it. */
export const ZIsoDay = z.string().refine(isCalendarDay, DATUM_MSG);

const field = z.string().min(1).max(64);
// Far beyond any amount or count of the portal; keeps cents × 100 finite on both databases.
const filterNumber = z.number().min(-1e12, 'Der Filterwert ist zu klein.').max(1e12, 'Der Filterwert ist zu groß.');

export const ZTextFilter = z.object({
  field,
  type: z.literal('text'),
  op: z.enum(TEXT_OPS),
  value: z.string().max(200).default(''),
});
export const ZNumberFilter = z.object({
  field,
  type: z.literal('number'),
  op: z.enum(NUMBER_OPS),
  value: filterNumber.optional(),
  valueTo: filterNumber.optional(),
});
/** Date filters compare whole days: `lessThan`/`inRange` include the end day entirely (spec 000 §5 Tables). */
export const ZDateFilter = z.object({
  field,
  type: z.literal('date'),
  op: z.enum(DATE_OPS),
  // Checked against the calendar with the field's label in `checkAgainst` (the message names the column).
  value: z.string().max(32).optional(),
  valueTo: z.string().max(32).optional(),
});
export const ZBooleanFilter = z.object({ field, type: z.literal('boolean'), value: z.boolean() });
export const ZSetFilter = z.object({
  field,
  type: z.literal('set'),
  values: z.array(z.union([z.string().max(200), z.number()])).max(200),
});

export const ZFilter = z.discriminatedUnion('type', [
  ZTextFilter,
  ZNumberFilter,
  ZDateFilter,
  ZBooleanFilter,
  ZSetFilter,
]);
export type TFilter = z.infer<typeof ZFilter>;
export const ZFilterDto = z.array(ZFilter).max(40);
export type TFilterDto = z.infer<typeof ZFilterDto>;

export const ZSort = z.object({ field, direction: z.enum(['asc', 'desc']) });
export type TSort = z.infer<typeof ZSort>;
export const ZSortingDto = z.array(ZSort).max(6);
export type TSortingDto = z.infer<typeof ZSortingDto>;

/** Which filter kind each field type accepts. */
const FILTER_TYPE_FOR: Record<TListFieldType, TFilter['type']> = {
  text: 'text',
  number: 'number',
  money: 'number',
  datetime: 'date',
  date: 'date',
  boolean: 'boolean',
  set: 'set',
};

export interface TListFieldDef {
  type: TListFieldType;
  /** German column header, used by the grid and the Excel export alike. */
  label: string;
  filterable?: boolean;
  sortable?: boolean;
  /** Included in the sums of the current filter (e.g. money columns). */
  sum?: boolean;
  /** For `set` fields: the allowed values with their German labels. */
  options?: ReadonlyArray<{ value: string | number; label: string }>;
}

export interface TListDef<F extends Record<string, TListFieldDef>> {
  /** Stable key: localStorage state, export file name. */
  key: string;
  /** German title, used as the Excel sheet and file name. */
  title: string;
  fields: F;
  defaultSort: ReadonlyArray<{ field: keyof F & string; direction: 'asc' | 'desc' }>;
  defaultPageSize: TPageSize;
  /** Fields searched by the global search box. */
  searchFields?: ReadonlyArray<keyof F & string>;
}

export function defineList<const F extends Record<string, TListFieldDef>>(def: TListDef<F>): TListDef<F> {
  return def;
}

/**
 * The catalogue entry of a field, or undefined. Own keys only: `constructor`, `__proto__` or `toString`
 * are inherited from Object.prototype and must not count as columns.
 */
export function listField<F extends Record<string, TListFieldDef>>(
  def: TListDef<F>,
  name: string,
): TListFieldDef | undefined {
  return Object.hasOwn(def.fields, name) ? def.fields[name] : undefined;
}

/** The German refusal of an impossible day in a date filter, naming the column. */
export function dateFilterMessage(day: string, label: string): string {
  return `Das Datum „${day}“ im Filter „${label}“ ist ungültig. Bitte geben Sie ein valides Datum ein z.B. 01.01.2025`;
}

/** Checks filters and sorts against a list's catalogue, with German messages (a 400, never SQL). */
function checkAgainst<F extends Record<string, TListFieldDef>>(
  def: TListDef<F>,
  filterDto: TFilterDto,
  sortingDto: TSortingDto,
  ctx: z.RefinementCtx,
): void {
  filterDto.forEach((f, i) => {
    const fd = listField(def, f.field);
    if (!fd || fd.filterable === false) {
      ctx.addIssue({
        code: 'custom',
        path: ['filterDto', i, 'field'],
        message: `Nach dem Feld „${f.field}“ kann nicht gefiltert werden.`,
      });
      return;
    }
    if (FILTER_TYPE_FOR[fd.type] !== f.type) {
      ctx.addIssue({
        code: 'custom',
        path: ['filterDto', i, 'type'],
        message: `Der Filter „${f.type}“ passt nicht zum Feld „${fd.label}“.`,
      });
      return;
    }
    if (f.type === 'number' || f.type === 'date') {
      const needsValue = f.op !== 'blank' && f.op !== 'notBlank';
      if (needsValue && f.value === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['filterDto', i, 'value'],
          message: `Bitte geben Sie einen Wert für „${fd.label}“ an.`,
        });
      if (f.op === 'inRange' && f.valueTo === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['filterDto', i, 'valueTo'],
          message: `Bitte geben Sie das Ende des Bereichs für „${fd.label}“ an.`,
        });
    }
    if (f.type === 'date') {
      for (const key of ['value', 'valueTo'] as const) {
        const day = f[key];
        if (day !== undefined && !isCalendarDay(day))
          ctx.addIssue({ code: 'custom', path: ['filterDto', i, key], message: dateFilterMessage(day, fd.label) });
      }
    }
    if (f.type === 'set' && fd.options) {
      const allowed = new Set(fd.options.map((o) => o.value));
      if (f.values.some((v) => !allowed.has(v)))
        ctx.addIssue({
          code: 'custom',
          path: ['filterDto', i, 'values'],
          message: `Unbekannter Wert im Filter „${fd.label}“.`,
        });
    }
  });
  sortingDto.forEach((s, i) => {
    const fd = listField(def, s.field);
    if (!fd || fd.sortable === false)
      ctx.addIssue({
        code: 'custom',
        path: ['sortingDto', i, 'field'],
        message: `Nach dem Feld „${s.field}“ kann nicht sortiert werden.`,
      });
  });
}

/**
 * What a list call answers (the browser's grid asks for the two halves apart, so a page's rows never wait for its
 * count): `all` the page with its total and sums; `rows` the page's rows only (`total` null, `sums` empty) — unless the
 * page is read from the end, which needs the total, and then carries it; `total` the total and sums only (no rows).
 * The legacy `api/*` lists always answer `all`.
 */
export const ZListPart = z.enum(['all', 'rows', 'total']);
export type TListPart = z.infer<typeof ZListPart>;

/** The query of one list: its filters, sorts, page and page size (default per list). */
export function listQuerySchema<F extends Record<string, TListFieldDef>>(def: TListDef<F>) {
  return z
    .object({
      filterDto: ZFilterDto.default([]),
      sortingDto: ZSortingDto.default([]),
      page: z.number().int().min(1).max(1_000_000).default(1),
      pageSize: z
        .number()
        .int()
        .refine((n): n is TPageSize => (PAGE_SIZES as readonly number[]).includes(n), 'Ungültige Seitengröße.')
        .default(def.defaultPageSize),
      search: z.string().trim().max(200).optional(),
      part: ZListPart.default('all'),
    })
    .superRefine((q, ctx) => checkAgainst(def, q.filterDto, q.sortingDto, ctx));
}

/** The export request of one list (spec 000 §3 Export: filterDto, sortingDto → downloadLink). */
export function exportQuerySchema<F extends Record<string, TListFieldDef>>(def: TListDef<F>) {
  return z
    .object({
      filterDto: ZFilterDto.default([]),
      sortingDto: ZSortingDto.default([]),
      search: z.string().trim().max(200).optional(),
    })
    .superRefine((q, ctx) => checkAgainst(def, q.filterDto, q.sortingDto, ctx));
}

export type TListQuery = z.infer<ReturnType<typeof listQuerySchema>>;
export type TExportQuery = z.infer<ReturnType<typeof exportQuerySchema>>;

export function listResultSchema<R extends z.ZodType>(row: R) {
  return z.object({
    rows: z.array(row),
    /** null only for `part: 'rows'` when the count was not needed. */
    total: z.number().int().nullable(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Sums over the whole filtered list for fields marked `sum`. */
    sums: z.record(z.string(), z.number()),
  });
}

export const ZExportResult = z.object({ downloadLink: z.string(), expiresAt: z.string() });
export type TExportResult = z.infer<typeof ZExportResult>;

/** spec 000 §9: the download link is shown (and the file kept) for 2 minutes. */
export const EXPORT_TTL_MS = 2 * 60 * 1000;

/** An export request before it is checked against a list's catalogue (the procedure picks the list by role). */
export const ZExportRequest = z.object({
  filterDto: ZFilterDto.default([]),
  sortingDto: ZSortingDto.default([]),
  search: z.string().trim().max(200).optional(),
});
export type TExportRequest = z.infer<typeof ZExportRequest>;
