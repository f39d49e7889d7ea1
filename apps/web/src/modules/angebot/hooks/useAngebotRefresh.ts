import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dataGridQueryKey } from '@lap/ui/grid-query-key';
import { trpc } from '../../../trpc';
import { ANGEBOTE_QUERY_KEY } from '../query-keys';

/** Reloads everything an offer change touches: the view (status, totals), positions, municipalities and the list. */
export function useAngebotRefresh(antragId: string): () => Promise<void> {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      utils.angebot.byAntragId.invalidate({ antragId }),
      utils.angebot.positionen.invalidate({ antragId }),
      utils.angebot.gemeinden.invalidate({ antragId }),
      queryClient.invalidateQueries({ queryKey: dataGridQueryKey(ANGEBOTE_QUERY_KEY) }),
    ]);
  }, [utils, queryClient, antragId]);
}
