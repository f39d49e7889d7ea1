import { CUSTOMER_LIST, type TCustomerListRow, type TExportRequest } from '@lap/contracts';
import { PageTitle } from '@lap/ui';
import { DataGrid, type GridListQuery } from '@lap/ui/data-grid';
import { useCallback, useMemo } from 'react';
import { errorMessage, trpc } from '../../../trpc';
import { kundenColumns } from '../columns/kunden-columns';

const QUERY_KEY = ['nutzer.customerList'] as const;

/** Customers, for staff: phone, company, counts, how they found us, newsletter, editable remark; Excel export. */
export function KundenTable() {
  const utils = trpc.useUtils();
  const { mutateAsync: saveBemerkung } = trpc.nutzer.setBemerkung.useMutation();
  const { mutateAsync: runExport } = trpc.export.nutzer.useMutation();
  const fetchPage = useCallback((query: GridListQuery) => utils.client.nutzer.customerList.query(query), [utils]);
  const onExport = useCallback((request: TExportRequest) => runExport(request), [runExport]);
  const columns = useMemo(
    () =>
      kundenColumns(async (row: TCustomerListRow, bemerkung: string) => {
        await saveBemerkung({ id: row.id, bemerkung });
      }),
    [saveBemerkung],
  );
  return (
    <>
      <PageTitle title="Benutzer" />
      <DataGrid
        list={CUSTOMER_LIST}
        queryKey={QUERY_KEY}
        fetchPage={fetchPage}
        columns={columns}
        onExport={onExport}
        describeError={errorMessage}
        label="Benutzer"
        search
      />
    </>
  );
}
