import { z } from 'zod';

export const STEUERZEICHEN_MSG = 'Die Eingabe enthält unzulässige Steuerzeichen.';

/**
 * Control characters (C0 and DEL) other than tab, line feed and carriage return. No form can type them;
 * they break XML (the Excel export), mail headers and PDFs, and libSQL reads text only up to a NUL. Refused
 * in every stored free text, with the same rule on SQLite and MariaDB.
 */
export function hasSteuerzeichen(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

/** A free text as users type it: a string without control characters (except tab and line breaks). */
export function zText(missing?: string) {
  return (missing ? z.string(missing) : z.string()).refine((v) => !hasSteuerzeichen(v), STEUERZEICHEN_MSG);
}
