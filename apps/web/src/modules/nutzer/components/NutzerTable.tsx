import { Button } from '@mantine/core';
import { NUTZER_LIST, type TExportRequest } from '@lap/contracts';
import { PageTitle } from '@lap/ui';
import { DataGrid, type GridListQuery } from '@lap/ui/data-grid';
import { IconUserPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { NUTZER_ACTIONS, NUTZER_COLUMNS } from '../columns/nutzer-columns';

/** All users, for Administration: actions per row, Excel export. */
export function NutzerTable() {
  const utils = trpc.useUtils();
  const exportNutzer = trpc.export.nutzer.useMutation();
  const { mutateAsync: runExport } = exportNutzer;
  const fetchPage = useCallback((query: GridListQuery) => utils.client.nutzer.list.query(query), [utils]);
  const onExport = useCallback((request: TExportRequest) => runExport(request), [runExport]);
  return (
    <>
      <PageTitle title="Nutzer" />
      <DataGrid
        list={NUTZER_LIST}
        queryKey={QUERY_KEY}
        fetchPage={fetchPage}
        columns={NUTZER_COLUMNS}
        actionColumns={NUTZER_ACTIONS}
        onExport={onExport}
        describeError={errorMessage}
        search
        toolbar={
          <Button component={Link} to="/editNutzerAdmin/neu" leftSection={<IconUserPlus size={16} aria-hidden />}>
            Neuer Nutzer
          </Button>
        }
      />
    </>
  );
}

const QUERY_KEY = ['nutzer.list'] as const;
