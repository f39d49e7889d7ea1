import { dataGridQueryKey } from '@lap/ui/grid-query-key';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { versorgerQueryKey } from '../../bearbeitung/query-keys';
import { trpc } from '../../../trpc';
import { MAILVERSAND_QUERY_KEY, emailsQueryKey } from '../query-keys';

/**
 * After a mail job changed (created, saved, sent, deleted): the e-mail screens, the /mailversand and /emails grids and — a sent mail
 * sets the supplier's dates — the order's supplier table, its header and the follow-ups are read again.
 */
export function useMailversandRefresh(): (auftragId?: string) => Promise<void> {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(
    async (auftragId?: string) => {
      await Promise.all([
        utils.mailversand.invalidate(),
        queryClient.invalidateQueries({ queryKey: dataGridQueryKey(MAILVERSAND_QUERY_KEY) }),
        utils.wiedervorlage.invalidate(),
        ...(auftragId
          ? [
              queryClient.invalidateQueries({ queryKey: dataGridQueryKey(versorgerQueryKey(auftragId)) }),
              queryClient.invalidateQueries({ queryKey: dataGridQueryKey(emailsQueryKey(auftragId)) }),
              utils.auftrag.byId.invalidate({ auftragId }),
            ]
          : []),
      ]);
    },
    [utils, queryClient],
  );
}
