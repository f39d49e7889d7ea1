/** Cache key of the offer list's grid; the edit page invalidates it after a change. */
export const ANGEBOTE_QUERY_KEY = ['angebot.list'] as const;
