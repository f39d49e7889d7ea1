import { dataGridQueryKey } from '@lap/ui/grid-query-key';

/** The grid of /antraege; invalidated when a request is created or sent. */
export const ANTRAEGE_QUERY_KEY = ['antrag.listOwn'] as const;
export const antraegeGridKey = () => dataGridQueryKey(ANTRAEGE_QUERY_KEY);
