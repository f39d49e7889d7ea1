/** Cache key of the supplier table of one order; the page's buttons invalidate it after a change. */
export const versorgerQueryKey = (auftragId: string) => ['versorger.list', auftragId] as const;
