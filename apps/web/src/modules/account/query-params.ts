// Parsing of the query strings the account mails link to (spec 000 §2). Pure, so it is unit-tested.

/** A query parameter by name, ignoring case: the mails say `userId`, spec 000 §2 says `userid`. */
export function queryParam(search: URLSearchParams, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of search) {
    if (key.toLowerCase() === wanted) {
      const trimmed = value.trim();
      return trimmed.length > 0 ? trimmed : null;
    }
  }
  return null;
}

export interface ConfirmEmailParams {
  userId: string;
  code: string;
}

/** confirmemail?userId&code (also `userid`); null when a part is missing. */
export function parseConfirmEmailParams(search: URLSearchParams): ConfirmEmailParams | null {
  const userId = queryParam(search, 'userId');
  const code = queryParam(search, 'code');
  return userId && code ? { userId, code } : null;
}

/** resetpassword?code; null when missing. */
export function parseResetCode(search: URLSearchParams): string | null {
  return queryParam(search, 'code');
}

/** spec 000 §2: forgotpassword?f=rlo marks users of the older portal; other values are ignored. */
export function parseLegacyFlag(search: URLSearchParams): 'rlo' | undefined {
  return queryParam(search, 'f')?.toLowerCase() === 'rlo' ? 'rlo' : undefined;
}
