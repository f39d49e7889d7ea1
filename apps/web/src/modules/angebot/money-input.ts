// Money and quantities as staff type them: German notation ('1.234,56', '2,5'). Money is converted to
// integer cents from the digits themselves, never through a float, so '12,34' is exactly 1234 cents.

const EURO = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
const DECIMAL = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/** Removes blanks (also non-breaking) and a euro sign the user may have typed or pasted. */
function clean(text: string): string {
  return text.replace(/[\s\u00a0€]/g, '');
}

/** '12,34' / '1.234,5' / '-5' / '12 €' → cents (1234, 123450, -500, 1200); null when it is not an amount. */
export function parseEuroToCents(text: string): number | null {
  const m = EURO.exec(clean(text));
  if (!m) return null;
  const euros = Number((m[2] ?? '').replace(/\./g, ''));
  const cents = Number((m[3] ?? '').padEnd(2, '0'));
  const value = euros * 100 + cents;
  if (!Number.isSafeInteger(value)) return null;
  return m[1] && value !== 0 ? -value : value;
}

/** Cents → the text an amount field shows for editing: 1234 → '12,34', 123450 → '1234,50' (no € sign). */
export function centsToEuroInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** '2,5' / '1.000' / '3' → 2.5 / 1000 / 3 (up to 2 decimals, as the table shows them); null when it is not a number. */
export function parseGermanDecimal(text: string): number | null {
  const m = DECIMAL.exec(clean(text));
  if (!m) return null;
  const value = Number(`${(m[1] ?? '').replace(/\./g, '')}.${m[2] ?? '0'}`);
  return Number.isFinite(value) ? value : null;
}

/** A quantity for editing: 2.5 → '2,5', 3 → '3'. */
export function decimalToInput(value: number): string {
  return String(value).replace('.', ',');
}
