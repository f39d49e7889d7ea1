// Decimal units (1 kB = 1000 B), so the spec's limit of 1e9 bytes reads "1 GB" (spec 000 §9).
const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;
const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** A byte count in German notation: `1500000` → `1,5 MB`, `999` → `999 B`. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  // Move up while the rounded value would read 1000 or more (999 999 B is "1 MB", not "1.000 kB").
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1000) {
    value /= 1000;
    unit += 1;
  }
  return `${number.format(unit === 0 ? Math.round(value) : value)} ${UNITS[unit] ?? 'B'}`;
}
