/** Cache key of the /mailversand grid; the e-mail screens invalidate it after a change. */
export const MAILVERSAND_QUERY_KEY = ['mailversand.list'] as const;
