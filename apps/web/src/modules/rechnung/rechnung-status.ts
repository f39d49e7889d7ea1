import type { TRechnung, TRechnungArt } from '@lap/contracts';

export type TRechnungZustand = 'Entwurf' | 'Versendet' | 'Storniert' | 'Bezahlt';

/** The state a case worker reads: paid wins over sent; a cancelled invoice stays 'Storniert'. */
export function rechnungZustand(
  r: Pick<TRechnung, 'rechnungVersandt' | 'storniert' | 'bezahltAm' | 'bearbeitbar'>,
): TRechnungZustand {
  if (r.storniert) return 'Storniert';
  if (r.bezahltAm) return 'Bezahlt';
  if (r.rechnungVersandt || !r.bearbeitbar) return 'Versendet';
  return 'Entwurf';
}

export const RECHNUNG_ART_LABEL: Record<TRechnungArt, string> = {
  rechnung: 'Rechnung',
  gebuehr: 'Gebührenrechnung',
  vorkasse: 'Vorkasse',
  storno: 'Stornorechnung',
};

/** Text of the grid's 'Bezahlt' buttons (light variant): a dark green, 6.5:1 on white; the variant's green 6 reaches 2.3:1. */
export const BEZAHLT_TEXT = '#1f6b30';

/**
 * Sent, not cancelled, not itself a cancellation and not paid: only then 'Stornieren' is offered. A paid invoice would
 * need a refund, which the portal does not handle (the server refuses it too).
 */
export function istStornierbar(
  r: Pick<TRechnung, 'rechnungVersandt' | 'storniert' | 'art' | 'bearbeitbar' | 'bezahltAm'>,
): boolean {
  return !r.bearbeitbar && r.rechnungVersandt !== null && !r.storniert && r.art !== 'storno' && !r.bezahltAm;
}

/** The number, or 'Entwurf' while the invoice has none. */
export const rechnungBezeichnung = (r: Pick<TRechnung, 'rechnungsNummer'>): string => r.rechnungsNummer ?? 'Entwurf';

/** Removes `u=1` from a query string (the old links carry it); null when nothing changes. */
export function ohneU(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get('u') !== '1') return null;
  params.delete('u');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

const EURO_TEXT = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents → the German text an amount field shows for editing: 123456 → '1.234,56' (the server reads it back). */
export const centsToGermanEuroText = (cents: number): string => EURO_TEXT.format(cents / 100);
