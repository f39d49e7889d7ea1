/** Cache key of the /mailversand grid; the e-mail screens invalidate it after a change. */
export const MAILVERSAND_QUERY_KEY = ['mailversand.list'] as const;
/** Cache key of the /emails grid of one order; refreshed with the other e-mail screens after a change. */
export const emailsQueryKey = (auftragId: string) => ['mailversand.auftragListe', auftragId] as const;
