import { HISTORIEN_LIST, type THistorienListRow } from '@lap/contracts';
import { PageTitle } from '@lap/ui';
import { DataGrid, type DataGridProps, type GridListQuery } from '@lap/ui/data-grid';
import { useCallback } from 'react';
import { errorMessage, trpc } from '../../../trpc';
import { HISTORIEN_ACTIONS } from '../columns/historie-columns';

const QUERY_KEY = ['historien.list'] as const;

const COLUMNS: DataGridProps<(typeof HISTORIEN_LIST)['fields'], THistorienListRow>['columns'] = {
  name: { width: 150 },
  vorname: { width: 120 },
  email: { flex: 1, minWidth: 160 },
  rollen: { width: 130 },
  anzahl: { width: 105 },
  letzteAktion: { width: 170 },
};

/** /historien (spec 001 §2 'Histories'): the staff members, each with 'Historie ansehen'. */
export function HistorienPage() {
  const utils = trpc.useUtils();
  const fetchPage = useCallback((query: GridListQuery) => utils.client.historien.list.query(query), [utils]);
  return (
    <>
      <PageTitle title="Historien" />
      <DataGrid
        list={HISTORIEN_LIST}
        queryKey={QUERY_KEY}
        fetchPage={fetchPage}
        columns={COLUMNS}
        actionColumns={HISTORIEN_ACTIONS}
        describeError={errorMessage}
        label="Historien"
        search
      />
    </>
  );
}
