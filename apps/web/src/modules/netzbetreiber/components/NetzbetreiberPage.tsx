import { NETZBETREIBER_LIST } from '@lap/contracts';
import { PageTitle } from '@lap/ui';
import { DataGrid, type GridListQuery } from '@lap/ui/data-grid';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { NETZBETREIBER_ACTIONS, NETZBETREIBER_COLUMNS } from '../columns/netzbetreiber-columns';
import { NETZBETREIBER_QUERY_KEY, netzbetreiberPath } from '../query-keys';

/** /netzbetreiber: the operator master data (staff) in the shared grid; edit and coverage on /netzbetreiber/{id}. */
export function NetzbetreiberPage() {
  const utils = trpc.useUtils();
  const fetchPage = useCallback((query: GridListQuery) => utils.client.netzbetreiber.list.query(query), [utils]);
  return (
    <>
      <PageTitle title="Netzbetreiber" />
      <DataGrid
        list={NETZBETREIBER_LIST}
        queryKey={NETZBETREIBER_QUERY_KEY}
        fetchPage={fetchPage}
        columns={NETZBETREIBER_COLUMNS}
        actionColumns={NETZBETREIBER_ACTIONS}
        describeError={errorMessage}
        label="Netzbetreiber"
        search
        toolbar={
          <Button
            component={Link}
            to={netzbetreiberPath('neu')}
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Neuer Netzbetreiber
          </Button>
        }
      />
    </>
  );
}
