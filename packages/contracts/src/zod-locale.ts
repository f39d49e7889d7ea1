import { z } from 'zod';

// zod's own messages (anything without one of ours) in German, on the server and in the browser alike.
// Imported first by the package index, so every schema of the product is parsed under this locale.
z.config(z.locales.de());

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

// Missing values read 'Pflichtfeld' (spec wording); wrong types name the expected kind in German.
// Anything else falls through to the German locale above.
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input === undefined) return 'Pflichtfeld';
    const expected = GERMAN_TYPE[issue.expected];
    return expected ? `Ungültige Eingabe: ${expected} erwartet.` : undefined;
  },
});
