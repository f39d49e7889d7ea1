// Default interest on an overdue invoice (Verzugszinsen, § 288 BGB) and the € 40 lump sum for business customers
// (Verzugspauschale, § 288 Abs. 5 BGB), for the dunning notices (Mahnungen) from level 2 on.
//
// Rate: the Basiszinssatz (§ 247 BGB, published by the Deutsche Bundesbank each 1 January and 1 July) plus
// 9 percentage points when the debtor is not a consumer (§ 288 Abs. 2 BGB), plus 5 for consumers (Abs. 1).
// A negative total rate counts as 0 (the debtor is never paid for being late).
//
// Day count: interest runs from the day after the due date through `bis`, both inclusive of whole days
// (§ 187 Abs. 1 BGB: the due day itself does not count), at actual days / 365 — a leap year still divides by 365,
// so 29 February earns one more day of interest (the usual "taggenaue" calculation in German dunning practice).
// The span is split wherever the Basiszinssatz changes; the total is rounded to whole cents once, at the end
// (half up), from exact integer arithmetic.

export interface TBasiszinssatz {
  /** YYYY-MM-DD, the first day the rate applies (1 January or 1 July). */
  ab: string;
  /** Percent p. a., may be negative (as from 2013 to 2022). */
  prozent: number;
}

/**
 * The Basiszinssatz by half-year (Deutsche Bundesbank, § 247 BGB), oldest first.
 *
 * MAINTENANCE: the Bundesbank publishes the rate for the next half-year in late December / late June. The
 * 2026-01-01 entry below repeats 1.27 % and could not be checked against the publication when this was written
 * (offline); verify it and add a new entry every half-year, otherwise the last rate silently continues.
 */
export const BASISZINSSAETZE: ReadonlyArray<TBasiszinssatz> = [
  { ab: '2023-01-01', prozent: 1.62 },
  { ab: '2023-07-01', prozent: 3.12 },
  { ab: '2024-01-01', prozent: 3.62 },
  { ab: '2024-07-01', prozent: 3.37 },
  { ab: '2025-01-01', prozent: 2.27 },
  { ab: '2025-07-01', prozent: 1.27 },
  // TODO(every half-year): replace/extend from the Bundesbank publication (assumed unchanged, see above).
  { ab: '2026-01-01', prozent: 1.27 },
];

/** Percentage points above the Basiszinssatz: § 288 Abs. 2 BGB (business) and Abs. 1 BGB (consumer). */
export const VERZUGSZINS_AUFSCHLAG = { geschaeftskunde: 9, verbraucher: 5 } as const;

/** § 288 Abs. 5 BGB: € 40 when the debtor is not a consumer. */
export const VERZUGSPAUSCHALE_CENT = 4000;

export interface TVerzugszinsenInput {
  /** The open amount in cents. */
  offenCent: number;
  /** YYYY-MM-DD, the day payment was due; interest starts the day after. */
  faelligAm: string;
  /** YYYY-MM-DD, the last day interest is computed for (inclusive). */
  bis: string;
  /** Not a consumer (§ 13 BGB): + 9 points and the € 40 lump sum; else + 5 points. */
  geschaeftskunde: boolean;
  /** Overrides BASISZINSSAETZE (tests, or a newer table from configuration). */
  basiszinssaetze?: ReadonlyArray<TBasiszinssatz>;
}

export interface TVerzugszinsenPeriode {
  /** YYYY-MM-DD, first interest day of the period. */
  von: string;
  /** YYYY-MM-DD, last interest day of the period (inclusive). */
  bis: string;
  tage: number;
  /** The default interest rate of the period (Basiszinssatz + 9 or + 5, at least 0). */
  prozent: number;
  /** This period's interest, rounded on its own (the total is rounded once from the exact sum, so it may differ by a cent). */
  zinsenCent: number;
}

export interface TVerzugszinsen {
  zinsenCent: number;
  tage: number;
  /**
   * The rate to print: the period's rate, or — when the span crosses a change of the Basiszinssatz — the average
   * weighted by days, rounded to two decimals, so that 'tage, zinssatz % p. a.' reproduces the amount.
   */
  zinssatzProzent: number;
  pauschaleCent: number;
  perioden: TVerzugszinsenPeriode[];
}

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Rates are held in ten-thousandths of a percent, so the whole calculation stays in integers. */
const RATE_SCALE = 10_000;

/** 'YYYY-MM-DD' → days since 1970-01-01 (UTC); throws on an impossible date. */
function dayNumber(value: string): number {
  const m = DAY.exec(value);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value)
    throw new RangeError(`invalid date ${value}`);
  return ms / DAY_MS;
}

const dayString = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Integer division rounded half up (for non-negative numerators). */
const roundHalfUp = (numerator: bigint, denominator: bigint): bigint =>
  (2n * numerator + denominator) / (2n * denominator);

export function verzugszinsen(input: TVerzugszinsenInput): TVerzugszinsen {
  const { offenCent, geschaeftskunde } = input;
  if (!Number.isInteger(offenCent)) throw new RangeError(`invalid amount ${offenCent}`);
  const start = dayNumber(input.faelligAm) + 1;
  const end = dayNumber(input.bis);
  const tage = Math.max(0, end - start + 1);
  const none: TVerzugszinsen = { zinsenCent: 0, tage: 0, zinssatzProzent: 0, pauschaleCent: 0, perioden: [] };
  // Not yet in default, or nothing owed: no interest and no lump sum.
  if (tage === 0 || offenCent <= 0) return none;

  const aufschlag = geschaeftskunde ? VERZUGSZINS_AUFSCHLAG.geschaeftskunde : VERZUGSZINS_AUFSCHLAG.verbraucher;
  const table = [...(input.basiszinssaetze ?? BASISZINSSAETZE)]
    .map((s) => ({ ab: dayNumber(s.ab), prozent: s.prozent }))
    .sort((a, b) => a.ab - b.ab);
  const first = table[0];
  if (!first || first.ab > start) throw new RangeError(`no Basiszinssatz for ${dayString(start)}`);

  // Periods of one rate: cut at every table entry inside the span, merging neighbours of equal rate.
  const perioden: Array<{ von: number; bis: number; rate: number }> = [];
  table.forEach((satz, i) => {
    const von = Math.max(start, satz.ab);
    const bis = Math.min(end, (table[i + 1]?.ab ?? Number.POSITIVE_INFINITY) - 1);
    if (von > bis) return;
    const rate = Math.max(0, Math.round((satz.prozent + aufschlag) * RATE_SCALE));
    const last = perioden.at(-1);
    if (last && last.rate === rate && last.bis === von - 1) last.bis = bis;
    else perioden.push({ von, bis, rate });
  });

  // cents × rate (in 1/10000 %) × days / (100 % × 10000 × 365)
  const denominator = BigInt(100 * RATE_SCALE * 365);
  const offen = BigInt(offenCent);
  let numerator = 0n;
  let rateDays = 0;
  const result = perioden.map((p) => {
    const days = p.bis - p.von + 1;
    const part = offen * BigInt(p.rate) * BigInt(days);
    numerator += part;
    rateDays += p.rate * days;
    return {
      von: dayString(p.von),
      bis: dayString(p.bis),
      tage: days,
      prozent: p.rate / RATE_SCALE,
      zinsenCent: Number(roundHalfUp(part, denominator)),
    };
  });
  return {
    zinsenCent: Number(roundHalfUp(numerator, denominator)),
    tage,
    zinssatzProzent: Math.round((rateDays / tage / RATE_SCALE) * 100) / 100,
    pauschaleCent: geschaeftskunde ? VERZUGSPAUSCHALE_CENT : 0,
    perioden: result,
  };
}
