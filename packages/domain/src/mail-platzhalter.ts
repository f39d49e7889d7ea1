// Placeholders in the mail templates of operator enquiries. Filling is a single pass over the template:
// values are inserted verbatim and never scanned again, and nothing is dropped silently — a placeholder
// without a value or an unknown one stays visible and is reported.

export const MAIL_PLATZHALTER = {
  anrede: '{Auto-Anrede}',
  bauausfuehrende: '{Auto-Bauausführende}',
  auftraggeber: '{Auto-Auftraggeber}',
  ort: '{Auto-Ort}',
  beschreibung: '{Auto-Beschreibung}',
  link: '{Auto-Link}',
  linktext: '{Auto-Linktext}',
  bearbeiter: '{Auto-Bearbeiter}',
  telefonBearbeiter: '{Auto-Telefon-Bearbeiter}',
} as const;

export type TPlatzhalterName = keyof typeof MAIL_PLATZHALTER;

/** Values; null/undefined/blank = no value. `link` is a URL; `linktext` is the human text for that same URL. */
export type TPlatzhalterWerte = Partial<Record<TPlatzhalterName, string | null | undefined>>;

export type TPlatzhalterSegment =
  /** Literal template text. */
  | { kind: 'text'; text: string }
  /** A filled placeholder (not link/linktext). */
  | { kind: 'wert'; name: TPlatzhalterName; text: string }
  /** {Auto-Link}: text = url; {Auto-Linktext}: text = the linktext value (or the url when linktext is blank). */
  | { kind: 'link'; name: 'link' | 'linktext'; url: string; text: string }
  /** Known placeholder without a value (for {Auto-Linktext}: without a link): text = the placeholder itself, left visible. */
  | { kind: 'leer'; name: TPlatzhalterName; text: string }
  /** Unknown placeholder (typo, wrong case, unsupported name), left visible verbatim. */
  | { kind: 'unbekannt'; text: string };

export interface TGefuellterText {
  text: string;
  /** Unknown placeholders as written, each once, in order of first occurrence. */
  unbekannt: string[];
  /** Known placeholders left unfilled, each once, in order of first occurrence. */
  leer: TPlatzhalterName[];
}

/**
 * A placeholder candidate: `{Auto-` (any case) up to the next `}` on the same line, at most 60 characters inside.
 * The bounded, brace-free character class cannot backtrack catastrophically.
 */
const CANDIDATE = /\{Auto-[^{}\r\n]{0,60}\}/gi;

const BY_TEXT: ReadonlyMap<string, TPlatzhalterName> = new Map(
  (Object.entries(MAIL_PLATZHALTER) as Array<[TPlatzhalterName, string]>).map(([name, text]) => [text, name]),
);

/** The value, or null when there is none (null, undefined or whitespace only). */
function wert(werte: TPlatzhalterWerte, name: TPlatzhalterName): string | null {
  const v = werte[name];
  return v === null || v === undefined || v.trim() === '' ? null : v;
}

function segmentFor(name: TPlatzhalterName, placeholder: string, werte: TPlatzhalterWerte): TPlatzhalterSegment {
  if (name === 'link' || name === 'linktext') {
    const url = wert(werte, 'link');
    // Without a URL there is nothing to link to: the placeholder stays visible.
    if (url === null) return { kind: 'leer', name, text: placeholder };
    const text = name === 'link' ? url : (wert(werte, 'linktext') ?? url);
    return { kind: 'link', name, url, text };
  }
  const v = wert(werte, name);
  return v === null ? { kind: 'leer', name, text: placeholder } : { kind: 'wert', name, text: v };
}

/** Splits a template into literal text and placeholders, filling the known ones from `werte` (single pass). */
export function zerlegePlatzhalter(vorlage: string, werte: TPlatzhalterWerte): TPlatzhalterSegment[] {
  const out: TPlatzhalterSegment[] = [];
  const pushText = (text: string): void => {
    if (text === '') return;
    const last = out[out.length - 1];
    if (last?.kind === 'text') last.text += text;
    else out.push({ kind: 'text', text });
  };
  let pos = 0;
  for (const m of vorlage.matchAll(CANDIDATE)) {
    const start = m.index;
    const token = m[0];
    pushText(vorlage.slice(pos, start));
    const name = BY_TEXT.get(token);
    out.push(name === undefined ? { kind: 'unbekannt', text: token } : segmentFor(name, token, werte));
    pos = start + token.length;
  }
  pushText(vorlage.slice(pos));
  return out;
}

/** Plain-text form of one segment; {Auto-Linktext} becomes `linktext (url)`, or just `url` when there is no linktext. */
function plain(s: TPlatzhalterSegment): string {
  if (s.kind === 'link' && s.name === 'linktext' && s.text !== s.url) return `${s.text} (${s.url})`;
  return s.text;
}

/** Plain-text fill: the segments joined, with the unknown and the unfilled placeholders reported. */
export function fuellePlatzhalter(vorlage: string, werte: TPlatzhalterWerte): TGefuellterText {
  const segments = zerlegePlatzhalter(vorlage, werte);
  const unbekannt = new Set<string>();
  const leer = new Set<TPlatzhalterName>();
  for (const s of segments) {
    if (s.kind === 'unbekannt') unbekannt.add(s.text);
    else if (s.kind === 'leer') leer.add(s.name);
  }
  return { text: segments.map(plain).join(''), unbekannt: [...unbekannt], leer: [...leer] };
}
