/** ARCHITECTURE §5: `AS` + year + running number, e.g. AS2026-000123 (six digits, wider when it must). */
export function formatVorgangsnummer(year: number, running: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`invalid year ${year}`);
  if (!Number.isInteger(running) || running < 1) throw new RangeError(`invalid running number ${running}`);
  return `AS${year}-${String(running).padStart(6, '0')}`;
}

const PATTERN = /^AS(\d{4})-(\d{6,})$/;

export function parseVorgangsnummer(value: string): { year: number; running: number } | null {
  const m = PATTERN.exec(value.trim().toUpperCase());
  if (!m?.[1] || !m[2]) return null;
  return { year: Number(m[1]), running: Number(m[2]) };
}
