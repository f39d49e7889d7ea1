/** Cache key of the order list's grid (with the 'abgeschlossene' switch); the order pages invalidate it after a change. */
export const AUFTRAEGE_QUERY_KEY = ['auftrag.list'] as const;
