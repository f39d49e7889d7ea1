import { readFileSync } from 'node:fs';

/**
 * Words and phrases of zod's, tRPC's, Fastify's and Node's English messages. German texts of the portal
 * contain none of them as whole words (`Name`, `Status`, `Position`, `Export`, `Captcha` are German too,
 * so they are not listed). Echoed user input in „…“ is ignored.
 */
const ENGLISH = [
  /\binvalid\b/i,
  /\bexpected\b/i,
  /\breceived\b/i,
  /\brequired\b/i,
  /\bmust\b/i,
  /\bshould\b/i,
  /\bprocedure\b/i,
  /\bunexpected\b/i,
  /\bJSON at position\b/i,
  /\bbody\b/i,
  /\bnot found\b/i,
  /\bnot allowed\b/i,
  /\bbad request\b/i,
  /\binternal server error\b/i,
  /\bunauthorized\b/i,
  /\bforbidden\b/i,
  /\btoo (small|big|large|many)\b/i,
  /\bcannot\b/i,
  /\bcan't\b/i,
  /\bdoes not\b/i,
  /\bis not\b/i,
  /\bproperty\b/i,
  /\bundefined\b/,
  /\bfailed\b/i,
  /\bunsupported\b/i,
  /\bcontent[- ]type\b/i,
  /\bmedia type\b/i,
  /\bpayload\b/i,
  /\bthe\b/i,
  /\bof type\b/i,
  /\b(string|number|boolean|object|array|integer)\b/,
  /\bcharacters?\b/i,
  /\berror\b/i,
  /\bUnrecognized\b/i,
  /\bmethod\b/i,
  /\brequest\b/i,
];

/** The spec's own texts (docs/spec/messages.tsv) are the product's, English or not (e.g. the USt-IdNr. message). */
let specTexts: Set<string> | undefined;
function isSpecText(text: string): boolean {
  specTexts ??= new Set(
    readFileSync(new URL('../../../../docs/spec/messages.tsv', import.meta.url), 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[0] ?? '')
      .filter(Boolean),
  );
  return specTexts.has(text);
}

export function looksEnglish(text: string): boolean {
  if (isSpecText(text)) return false;
  const own = text.replace(/„[^“]*“/g, '„…“');
  return ENGLISH.some((re) => re.test(own));
}

/** The texts a user reads in an error answer: REST `{message, errors}`, tRPC `{error: {message, data: {errors}}}`, Fastify's `error`. */
export function userTexts(body: unknown): string[] {
  if (body === null || typeof body !== 'object') return [];
  const out: string[] = [];
  const b = body as Record<string, unknown>;
  const take = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
  };
  const errorsOf = (v: unknown) => {
    if (Array.isArray(v))
      for (const e of v) if (e && typeof e === 'object') take((e as Record<string, unknown>)['message']);
  };
  take(b['message']);
  errorsOf(b['errors']);
  const error = b['error'];
  if (typeof error === 'string') take(error);
  else if (error && typeof error === 'object') {
    const e = error as Record<string, unknown>;
    take(e['message']);
    const data = e['data'];
    if (data && typeof data === 'object') errorsOf((data as Record<string, unknown>)['errors']);
  }
  return out;
}
