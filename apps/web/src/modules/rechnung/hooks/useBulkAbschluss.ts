import { notifyError, notifySuccess } from '@lap/ui';
import { dataGridQueryKey } from '@lap/ui/data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../trpc';

export interface BulkAbschlussOptions<TRow> {
  /** The grid's query key (reloaded afterwards, whatever the outcome). */
  queryKey: readonly unknown[];
  /** The server call for the chosen rows. */
  run: (rows: TRow[]) => Promise<unknown>;
  ok: string;
  /** The failure toast's prefix, e.g. 'Fehler beim Abschließen der Rechnungen - '. */
  fehler: string;
  okMs?: number;
  fehlerMs?: number;
  /** Other lists that show the rows (invalidated afterwards). */
  also?: () => Promise<unknown>;
}

/**
 * Completion of ticked rows or of one row ('{n} Vorkassen Abschließen' / 'Bezahlt', '{n} Aufträge Abschließen' /
 * 'Rechnung bezahlt'): the spec's toasts, the selection cleared on success, the grid reloaded either way.
 */
export function useBulkAbschluss<TRow>({
  queryKey,
  run,
  ok,
  fehler,
  okMs,
  fehlerMs,
  also,
}: BulkAbschlussOptions<TRow>) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<TRow[]>([]);
  const [pending, setPending] = useState(false);
  const abschliessen = useCallback(
    async (rows: TRow[]) => {
      setPending(true);
      try {
        await run(rows);
        notifySuccess(ok, okMs);
        setSelected([]);
      } catch (error) {
        notifyError(`${fehler}${errorMessage(error)}`, fehlerMs);
      } finally {
        setPending(false);
        await queryClient.invalidateQueries({ queryKey: dataGridQueryKey(queryKey) });
        await also?.();
      }
    },
    [run, ok, fehler, okMs, fehlerMs, also, queryClient, queryKey],
  );
  return { selected, setSelected, abschliessen, pending };
}
