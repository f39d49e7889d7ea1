// German measurement labels for the map (spec 000 §5 Map shows the size of the drawn shape).
// Decimals: short values as whole metres / square metres; from 100 m on kilometres and from
// 10 000 m² on square kilometres, both with two decimals (10 m resp. 1 ha resolution), grouped and
// with a decimal comma. The unit switches on the rounded value, so 99.6 m reads "0,10 km", never "100 m".

const KM_FROM_METERS = 100;
const KM2_FROM_SQUARE_METERS = 10_000;

const whole = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const valid = (n: number): boolean => Number.isFinite(n) && n >= 0;

/** Metres → `85 m`, `1,25 km`; empty for a negative or missing value. */
export function formatDistance(meters: number): string {
  if (!valid(meters)) return '';
  const rounded = Math.round(meters);
  if (rounded < KM_FROM_METERS) return `${whole.format(rounded)} m`;
  return `${twoDecimals.format(meters / 1000)} km`;
}

/** Square metres → `950 m²`, `0,02 km²`; empty for a negative or missing value. */
export function formatArea(squareMeters: number): string {
  if (!valid(squareMeters)) return '';
  const rounded = Math.round(squareMeters);
  if (rounded < KM2_FROM_SQUARE_METERS) return `${whole.format(rounded)} m²`;
  return `${twoDecimals.format(squareMeters / 1_000_000)} km²`;
}
