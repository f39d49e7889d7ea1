import {
  type DATE_OPS,
  type NUMBER_OPS,
  type TEXT_OPS,
  ZFilter,
  isCalendarDay,
  listField,
  type TFilter,
  type TFilterDto,
  type TListDef,
  type TListFieldDef,
  type TListFieldType,
} from '@lap/contracts';
import { formatDate, formatMoney, formatNumber } from '@lap/domain';

/**
 * The grid's column filters speak our list-query protocol directly: a column's AG Grid filter model IS
 * one `filterDto` entry without its `field` (the column id). So `api.getFilterModel()` maps 1:1 to
 * `filterDto` and back, and what is stored in localStorage is exactly what the server receives.
 */

type WithoutField<T> = T extends unknown ? Omit<T, 'field'> : never;
export type TFilterModel = WithoutField<TFilter>;
export type TTextFilterModel = Extract<TFilterModel, { type: 'text' }>;
export type TNumberFilterModel = Extract<TFilterModel, { type: 'number' }>;
export type TDateFilterModel = Extract<TFilterModel, { type: 'date' }>;
export type TBooleanFilterModel = Extract<TFilterModel, { type: 'boolean' }>;
export type TSetFilterModel = Extract<TFilterModel, { type: 'set' }>;

export type TTextOp = (typeof TEXT_OPS)[number];
export type TNumberOp = (typeof NUMBER_OPS)[number];
export type TDateOp = (typeof DATE_OPS)[number];

/** Which filter kind a catalogue field type takes (money is filtered in euros, datetime by whole days). */
export function filterTypeFor(type: TListFieldType): TFilter['type'] {
  switch (type) {
    case 'money':
      return 'number';
    case 'datetime':
      return 'date';
    default:
      return type;
  }
}

export function isFilterable(fd: TListFieldDef): boolean {
  return fd.filterable !== false;
}

export function isSortable(fd: TListFieldDef): boolean {
  return fd.sortable !== false;
}

/** Operators that need no value. */
export function isValueless(op: string): boolean {
  return op === 'blank' || op === 'notBlank';
}

/** A filter the server can evaluate: incomplete entries (an operator without its value) are not sent. */
export function isCompleteFilter(f: TFilter): boolean {
  switch (f.type) {
    case 'text':
      return isValueless(f.op) || f.value.trim().length > 0;
    case 'number':
    case 'date':
      if (isValueless(f.op)) return true;
      if (f.value === undefined) return false;
      return f.op !== 'inRange' || f.valueTo !== undefined;
    default:
      return true;
  }
}

/**
 * Checks one filter against a list's catalogue: known, filterable field; the filter kind that field takes;
 * set values among its options. Returns the filter (parsed) or null.
 */
export function checkFilter<F extends Record<string, TListFieldDef>>(
  list: TListDef<F>,
  candidate: unknown,
): TFilter | null {
  const parsed = ZFilter.safeParse(candidate);
  if (!parsed.success) return null;
  const f = parsed.data;
  const fd = listField(list, f.field);
  if (!fd || !isFilterable(fd) || filterTypeFor(fd.type) !== f.type) return null;
  // the protocol checks days on the server (naming the column); a stored grid state never sends a non-day
  if (f.type === 'date' && [f.value, f.valueTo].some((day) => day !== undefined && !isCalendarDay(day))) return null;
  if (f.type === 'set' && fd.options) {
    const allowed = new Set(fd.options.map((o) => o.value));
    if (f.values.some((v) => !allowed.has(v))) return null;
  }
  return isCompleteFilter(f) ? f : null;
}

/** AG Grid filter model (`{ [colId]: model }`) → `filterDto`, in catalogue order; invalid entries are dropped. */
export function filterModelToDto<F extends Record<string, TListFieldDef>>(
  list: TListDef<F>,
  model: Record<string, unknown> | null | undefined,
): TFilterDto {
  if (!model) return [];
  const out: TFilterDto = [];
  for (const field of Object.keys(list.fields)) {
    const m = model[field];
    if (typeof m !== 'object' || m === null) continue;
    const f = checkFilter(list, { ...m, field });
    if (f) out.push(f);
  }
  return out;
}

/** `filterDto` → AG Grid filter model. */
export function filterDtoToModel(dto: TFilterDto): Record<string, TFilterModel> {
  const out: Record<string, TFilterModel> = {};
  for (const f of dto) {
    const { field, ...model } = f;
    out[field] = model;
  }
  return out;
}

export interface OpLabel {
  /** In the operator select: 'Enthält'. */
  label: string;
  /** In a sentence: 'Name enthält „x“'. */
  phrase: string;
}

export const TEXT_OP_LABELS: Record<TTextOp, OpLabel> = {
  contains: { label: 'Enthält', phrase: 'enthält' },
  notContains: { label: 'Enthält nicht', phrase: 'enthält nicht' },
  equals: { label: 'Ist gleich', phrase: 'ist gleich' },
  notEqual: { label: 'Ist ungleich', phrase: 'ist ungleich' },
  startsWith: { label: 'Beginnt mit', phrase: 'beginnt mit' },
  endsWith: { label: 'Endet mit', phrase: 'endet mit' },
  blank: { label: 'Ist leer', phrase: 'ist leer' },
  notBlank: { label: 'Ist nicht leer', phrase: 'ist nicht leer' },
};

export const NUMBER_OP_LABELS: Record<TNumberOp, OpLabel> = {
  equals: { label: 'Gleich', phrase: '=' },
  notEqual: { label: 'Ungleich', phrase: '≠' },
  lessThan: { label: 'Kleiner als', phrase: '<' },
  lessThanOrEqual: { label: 'Kleiner oder gleich', phrase: '≤' },
  greaterThan: { label: 'Größer als', phrase: '>' },
  greaterThanOrEqual: { label: 'Größer oder gleich', phrase: '≥' },
  inRange: { label: 'Zwischen', phrase: 'zwischen' },
  blank: { label: 'Ist leer', phrase: 'ist leer' },
  notBlank: { label: 'Ist nicht leer', phrase: 'ist nicht leer' },
};

/** spec 000 §5 Tables: date comparisons include the whole end day, hence 'bis einschließlich'. */
export const DATE_OP_LABELS: Record<TDateOp, OpLabel> = {
  equals: { label: 'Am', phrase: 'am' },
  notEqual: { label: 'Nicht am', phrase: 'nicht am' },
  lessThan: { label: 'Bis einschließlich', phrase: 'bis einschließlich' },
  greaterThan: { label: 'Ab', phrase: 'ab' },
  inRange: { label: 'Zwischen', phrase: 'zwischen' },
  blank: { label: 'Ist leer', phrase: 'ist leer' },
  notBlank: { label: 'Ist nicht leer', phrase: 'ist nicht leer' },
};

function formatFilterNumber(fd: TListFieldDef, value: number | undefined): string {
  if (value === undefined) return '';
  // money filters are entered in euros; formatMoney takes cents
  return fd.type === 'money' ? formatMoney(Math.round(value * 100)) : formatNumber(value);
}

function optionLabel(fd: TListFieldDef, value: string | number): string {
  return fd.options?.find((o) => o.value === value)?.label ?? String(value);
}

/** A short German sentence for an active filter, e.g. 'Name enthält „Müller“' (toolbar chips). */
export function describeFilter(fd: TListFieldDef, f: TFilter): string {
  switch (f.type) {
    case 'text': {
      const op = TEXT_OP_LABELS[f.op].phrase;
      return isValueless(f.op) ? `${fd.label} ${op}` : `${fd.label} ${op} „${f.value}“`;
    }
    case 'number': {
      const op = NUMBER_OP_LABELS[f.op].phrase;
      if (isValueless(f.op)) return `${fd.label} ${op}`;
      if (f.op === 'inRange')
        return `${fd.label} zwischen ${formatFilterNumber(fd, f.value)} und ${formatFilterNumber(fd, f.valueTo)}`;
      return `${fd.label} ${op} ${formatFilterNumber(fd, f.value)}`;
    }
    case 'date': {
      const op = DATE_OP_LABELS[f.op].phrase;
      if (isValueless(f.op)) return `${fd.label} ${op}`;
      if (f.op === 'inRange') return `${fd.label} zwischen ${formatDate(f.value)} und ${formatDate(f.valueTo)}`;
      return `${fd.label} ${op} ${formatDate(f.value)}`;
    }
    case 'boolean':
      return `${fd.label}: ${f.value ? 'Ja' : 'Nein'}`;
    case 'set':
      return f.values.length === 0
        ? `${fd.label}: keine Auswahl`
        : `${fd.label}: ${f.values.map((v) => optionLabel(fd, v)).join(', ')}`;
  }
}
