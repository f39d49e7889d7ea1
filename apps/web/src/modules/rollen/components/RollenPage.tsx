import { Button } from '@mantine/core';
import { ROLLEN_LIST } from '@lap/contracts';
import { PageTitle } from '@lap/ui';
import { DataGrid, dataGridQueryKey, type GridListQuery } from '@lap/ui/data-grid';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage, trpc } from '../../../trpc';
import { NeueRolleDialog } from './NeueRolleDialog';

const QUERY_KEY = ['nutzer.rollenList'] as const;

/** /rollen: roles with their user count, and 'Neue Rolle' (spec 000 §2, §5, §9: default sort text descending). */
export function RollenPage() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [dialogOpen, setDialogOpen] = useState(false);
  const fetchPage = useCallback((query: GridListQuery) => utils.client.nutzer.rollenList.query(query), [utils]);
  const onCreated = useCallback(() => {
    setDialogOpen(false);
    void queryClient.invalidateQueries({ queryKey: dataGridQueryKey(QUERY_KEY) });
  }, [queryClient]);
  return (
    <>
      <PageTitle title="Rollen">
        <Button leftSection={<IconPlus size={17} aria-hidden="true" />} onClick={() => setDialogOpen(true)}>
          Neue Rolle
        </Button>
      </PageTitle>
      <DataGrid list={ROLLEN_LIST} queryKey={QUERY_KEY} fetchPage={fetchPage} describeError={errorMessage} />
      <NeueRolleDialog opened={dialogOpen} onClose={() => setDialogOpen(false)} onCreated={onCreated} />
    </>
  );
}
