import { dataGridQueryKey } from '@lap/ui/grid-query-key';

/** Cache key of the operator list's grid; the edit page refreshes it after a change. */
export const NETZBETREIBER_QUERY_KEY = ['netzbetreiber.list'] as const;
export const netzbetreiberGridKey = () => dataGridQueryKey(NETZBETREIBER_QUERY_KEY);

export const netzbetreiberPath = (id: number | 'neu'): string => `/netzbetreiber/${id}`;
