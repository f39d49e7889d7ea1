// Characters XML 1.0 does not allow (C0 controls other than tab, newline and carriage return; U+FFFE, U+FFFF; a lone
// surrogate) are dropped; the five markup characters are escaped.
const INVALID_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const MARKUP = /[&<>"']/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** XML-escaped text (content or attribute value); characters XML cannot carry are dropped. */
export function xmlText(value: string): string {
  if (!NEEDS_WORK.test(value)) return value; // the common case (export cells by the million): nothing to escape or drop
  return value.replace(INVALID_XML, '').replace(MARKUP, (c) => ENTITY[c] ?? c);
}
