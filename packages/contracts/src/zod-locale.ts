import { z } from 'zod';

// zod's own messages (anything without one of ours) in German, on the server and in the browser alike.
// Imported first by the package index, so every schema of the product is parsed under this locale. The package is
// marked free of side effects for the browser bundle (unused schemas drop out of the first page), so the web app
// calls `installGermanZodLocale()` itself; calling it twice changes nothing.

/** Type names as a user reads them (zod's locale names them in English: 'string', 'number', …). */
const GERMAN_TYPE: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  bigint: 'eine ganze Zahl',
  boolean: 'Ja oder Nein',
  array: 'eine Liste',
  object: 'ein Objekt',
  date: 'ein Datum',
};

const de = (n: number | bigint): string => Number(n).toLocaleString('de-DE');

/** Size limits in words (the locale says 'erwartet, dass string <=64 Zeichen hat'). */
function sizeMessage(
  kind: 'max' | 'min',
  origin: string,
  limit: number | bigint,
  inclusive: boolean | undefined,
): string | undefined {
  // exclusive bounds of whole counts become inclusive ones: '< 65' reads 'höchstens 64'
  const n = inclusive === false && origin !== 'number' ? Number(limit) + (kind === 'max' ? -1 : 1) : limit;
  const edge =
    kind === 'max'
      ? inclusive === false
        ? 'kleiner als'
        : 'höchstens'
      : inclusive === false
        ? 'größer als'
        : 'mindestens';
  switch (origin) {
    case 'string':
      return kind === 'min' && Number(n) === 1
        ? 'Pflichtfeld'
        : `Bitte geben Sie ${kind === 'max' ? 'höchstens' : 'mindestens'} ${de(n)} Zeichen ein.`;
    case 'array':
    case 'set':
      return `Bitte geben Sie ${kind === 'max' ? 'höchstens' : 'mindestens'} ${de(n)} Einträge an.`;
    case 'number':
    case 'bigint':
      return `Der Wert muss ${edge} ${de(limit)} sein.`;
    case 'date':
      return kind === 'max' ? 'Das Datum liegt zu spät.' : 'Das Datum liegt zu früh.';
    default:
      return undefined;
  }
}

// Missing values read 'Pflichtfeld' (spec wording); wrong types name the expected kind in German; size limits
// are sentences. Anything else falls through to zod's German locale.
export function installGermanZodLocale(): void {
  z.config(z.locales.de());
  z.config({ customError: germanIssue });
}

type TZodIssue = Parameters<NonNullable<NonNullable<Parameters<typeof z.config>[0]>['customError']>>[0];

function germanIssue(issue: TZodIssue): string | undefined {
  if (issue.code === 'too_big') return sizeMessage('max', issue.origin, issue.maximum, issue.inclusive);
  if (issue.code === 'too_small') return sizeMessage('min', issue.origin, issue.minimum, issue.inclusive);
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return 'Pflichtfeld';
  const expected = GERMAN_TYPE[issue.expected];
  return expected ? `Ungültige Eingabe: ${expected} erwartet.` : undefined;
}

installGermanZodLocale();
