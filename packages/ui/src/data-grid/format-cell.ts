import type { TListFieldDef } from '@lap/contracts';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@lap/domain';

/**
 * The German display text of a cell (spec 000 §9): dates dd.mm.yyyy, money with comma decimals and €
 * ('Noch nicht initialisiert' when missing), yes/no as 'Ja'/'Nein', set values by their label.
 */
export function formatCell(fd: TListFieldDef, value: unknown): string {
  if (fd.type === 'money') return formatMoney(typeof value === 'number' ? value : null);
  if (value === null || value === undefined || value === '') return '';
  switch (fd.type) {
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'date':
      return typeof value === 'string' || value instanceof Date ? formatDate(value) : '';
    case 'datetime':
      return typeof value === 'string' || value instanceof Date ? formatDateTime(value) : '';
    case 'boolean':
      return value === true ? 'Ja' : value === false ? 'Nein' : '';
    case 'set': {
      const option = fd.options?.find((o) => o.value === value);
      return option ? option.label : String(value);
    }
    case 'text':
      return typeof value === 'string' ? value : String(value);
  }
}

/** Numbers and money read better right-aligned. */
export function isNumeric(fd: TListFieldDef): boolean {
  return fd.type === 'number' || fd.type === 'money';
}
