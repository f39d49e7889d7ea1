import type { TListDef, TListFieldDef } from '@lap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { CellEditRequestEvent } from 'ag-grid-community';
import { useCallback, type RefObject } from 'react';
import { notifyError, notifySuccess } from '../notify.js';
import { EDIT_MESSAGES, editText, validateEdit } from './edit.js';
import { itemValue, type GridItem, type GridRowBase } from './items.js';
import type { DataGridColumn, DataGridResult } from './types.js';

/**
 * Saves an inline edit (AG Grid's read-only edit: the grid asks, the page saves): checks the value, shows it at once,
 * and puts the old value back with a German message when saving fails.
 */
export function useCellEdit<F extends Record<string, TListFieldDef>, TRow extends GridRowBase>(
  list: TListDef<F>,
  columns: RefObject<Partial<Record<string, DataGridColumn<TRow>>>>,
  pageKey: readonly unknown[],
  refresh: () => void,
  describeError: (error: unknown) => string,
) {
  const queryClient = useQueryClient();
  const patchRow = useCallback(
    (id: string | number, field: string, value: unknown) => {
      queryClient.setQueryData<DataGridResult<TRow>>(pageKey, (old) =>
        old ? { ...old, rows: old.rows.map((r) => (r.id === id ? { ...r, [field]: value } : r)) } : old,
      );
    },
    [queryClient, pageKey],
  );

  return useCallback(
    async (e: CellEditRequestEvent<GridItem<TRow>>) => {
      const item = e.data;
      const field = e.column.getColId();
      const fd: TListFieldDef | undefined = list.fields[field];
      const rule = columns.current[field]?.edit;
      if (!item || item.kind !== 'row' || !fd || !rule) return;
      const before = itemValue(item, field, undefined);
      const value = editText(e.newValue);
      if (value === editText(before)) return;
      const invalid = validateEdit(rule, fd.label, value);
      if (invalid) {
        notifyError(invalid); // the cell keeps its value: nothing was saved
        return;
      }
      patchRow(item.row.id, field, value);
      try {
        await rule.onSave(item.row, value);
        notifySuccess(EDIT_MESSAGES.saved);
        refresh();
      } catch (error) {
        patchRow(item.row.id, field, before);
        notifyError(EDIT_MESSAGES.saveFailed(describeError(error)));
      }
    },
    [list, columns, patchRow, refresh, describeError],
  );
}
