import { ANGEBOTE_LIST } from '@lap/contracts';
import { PageTitle } from '@lap/ui';
import { DataGrid, type GridListQuery } from '@lap/ui/data-grid';
import { useCallback } from 'react';
import { errorMessage, trpc } from '../../../trpc';
import { ANGEBOTE_QUERY_KEY } from '../query-keys';
import { ANGEBOTE_ACTIONS, ANGEBOTE_COLUMNS, angeboteRowTone } from '../columns/angebote-columns';
import { useSeiteGesehen } from '../../dashboard/hooks/useSeiteGesehen';

/** /angebote: offers of sent requests for staff (001 §2: statuses 2, 3, 4, 8; newest offer first; 50 per page). */
export function AngebotePage() {
  useSeiteGesehen('Angebote');
  const utils = trpc.useUtils();
  const fetchPage = useCallback((query: GridListQuery) => utils.client.angebot.list.query(query), [utils]);
  return (
    <>
      <PageTitle title="Angebote" />
      <DataGrid
        list={ANGEBOTE_LIST}
        queryKey={ANGEBOTE_QUERY_KEY}
        fetchPage={fetchPage}
        columns={ANGEBOTE_COLUMNS}
        actionColumns={ANGEBOTE_ACTIONS}
        rowTone={angeboteRowTone}
        describeError={errorMessage}
        label="Angebote"
        search
      />
    </>
  );
}
