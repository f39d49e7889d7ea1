// Invoice math (issue 14) in integer cents: line totals rounded once per line, VAT taken once per rate on the
// net sum of that rate (the way a German invoice reads), and the numbering and dates an invoice needs.
import { lineTotalCents, roundCents, type TPriceLine } from './pricing.js';

/** 19 % standard rate, 16 % for the reduced-rate periods, 0 % for reverse charge and non-taxable services. */
export type TMwstProzent = 19 | 16 | 0;

export type TRechnungsPosition<T extends TPriceLine> = T & { gesamtCent: number };

export interface TSteuerSatz {
  prozent: TMwstProzent;
  nettoCent: number;
  mwstCent: number;
}

export interface TRechnungSummen<T extends TPriceLine> {
  positionen: Array<TRechnungsPosition<T>>;
  nettoCent: number;
  mwstCent: number;
  bruttoCent: number;
  /** Net and VAT per rate; an invoice has one rate, so this holds exactly one entry (also without lines). */
  steuerSaetze: TSteuerSatz[];
}

export function rechnungSummen<T extends TPriceLine>(
  lines: readonly T[],
  mwstProzent: TMwstProzent,
): TRechnungSummen<T> {
  const positionen = lines.map((line) => ({
    ...line,
    gesamtCent: lineTotalCents(line.anzahl, line.einzelpreisCent) + 0,
  }));
  return {
    positionen,
    ...summenVonNetto(
      positionen.reduce((sum, p) => sum + p.gesamtCent, 0),
      mwstProzent,
    ),
  };
}

/** VAT and gross of a net sum (one rate): what rechnungSummen computes from the lines' total. */
export function summenVonNetto(
  nettoCent: number,
  mwstProzent: TMwstProzent,
): Omit<TRechnungSummen<TPriceLine>, 'positionen'> {
  // `+ 0` turns -0 into 0, which would print as '-0,00 €'.
  const mwstCent = roundCents((nettoCent * mwstProzent) / 100) + 0;
  return {
    nettoCent,
    mwstCent,
    bruttoCent: nettoCent + mwstCent,
    steuerSaetze: [{ prozent: mwstProzent, nettoCent, mwstCent }],
  };
}

/**
 * The lines of a Stornorechnung: the cancelled invoice's lines with the quantity negated, the unit price kept —
 * so every line total, the net, the VAT and the gross are exactly the negated amounts of the original
 * (rounding is half away from zero, hence symmetric).
 */
export function stornoVon<T extends TPriceLine>(lines: readonly T[]): T[] {
  return lines.map((line) => ({ ...line, anzahl: line.anzahl === 0 ? 0 : -line.anzahl }));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The due date: invoice date plus `tage` calendar days, both 'YYYY-MM-DD'. */
export function zahlbarBis(rechnungsDatum: string, tage: number): string {
  const m = DAY.exec(rechnungsDatum);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== rechnungsDatum)
    throw new RangeError(`invalid date ${rechnungsDatum}`);
  if (!Number.isInteger(tage) || tage < 0) throw new RangeError(`invalid payment term ${tage}`);
  date.setUTCDate(date.getUTCDate() + tage);
  return date.toISOString().slice(0, 10);
}

/** `RE` + year + running number, e.g. RE2026-00042 (five digits, wider when it must). */
export function formatRechnungsnummer(year: number, running: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`invalid year ${year}`);
  if (!Number.isInteger(running) || running < 1) throw new RangeError(`invalid running number ${running}`);
  return `RE${year}-${String(running).padStart(5, '0')}`;
}

const RECHNUNGSNUMMER = /^RE(\d{4})-(\d{5,})$/;

export function parseRechnungsnummer(value: string): { year: number; running: number } | null {
  const m = RECHNUNGSNUMMER.exec(value.trim().toUpperCase());
  if (!m?.[1] || !m[2]) return null;
  return { year: Number(m[1]), running: Number(m[2]) };
}

const DEUTSCHE_ZAHL = /^[+-]?[\d.]*(,\d*)?$/;

/** A number as typed in German ('1.234,5', '-3', '0,25'): dots are thousands separators, the comma the decimal mark; null when unreadable. */
export function parseDeutscheZahl(text: string): number | null {
  const compact = text.replace(/\s+/g, '');
  if (!DEUTSCHE_ZAHL.test(compact) || !/\d/.test(compact)) return null;
  const value = Number(compact.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value + 0 : null;
}

/**
 * How the invoice is taxed, from the customer's seat (issue 14):
 * - 'inland': German VAT (customers in Germany, consumers and EU customers without a VAT id);
 * - 'reverseCharge': a business in another EU country with a VAT id — the service is supplied where the customer
 *   has its seat (§ 3a Abs. 2 UStG), the customer owes the VAT (Art. 196 MwStSystRL, note per § 14a Abs. 5 UStG);
 * - 'nichtSteuerbar': a business outside the EU (e.g. Switzerland) — place of supply abroad (§ 3a Abs. 2 UStG),
 *   not taxable in Germany.
 */
export type TSteuerfall = 'inland' | 'reverseCharge' | 'nichtSteuerbar';

/** The EU member states other than Germany (ISO 3166-1 alpha-2; Greece is GR here, EL only in VAT ids). */
export const EU_AUSLAND = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

export function steuerfallOf(kaeufer: { land: string; ustIdNr?: string | null; firma?: string | null }): TSteuerfall {
  const land = kaeufer.land.trim().toUpperCase();
  const hatUstIdNr = (kaeufer.ustIdNr ?? '').trim() !== '';
  if (land === 'DE') return 'inland';
  if (EU_AUSLAND.has(land)) return hatUstIdNr ? 'reverseCharge' : 'inland';
  // Outside the EU a business is recognised by its company name or tax id; a consumer pays German VAT.
  return hatUstIdNr || (kaeufer.firma ?? '').trim() !== '' ? 'nichtSteuerbar' : 'inland';
}

/** The rate the invoice charges: the German rate at home, 0 % where the customer's country taxes the service. */
export function steuerSatzOf(steuerfall: TSteuerfall, mwstProzent: 19 | 16): TMwstProzent {
  return steuerfall === 'inland' ? mwstProzent : 0;
}
