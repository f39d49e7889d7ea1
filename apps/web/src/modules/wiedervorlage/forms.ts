import { z } from 'zod';
import {
  WIEDERVORLAGE_MSG,
  ZUpdatePositionVersorgerInput,
  type TUpdatePositionVersorgerInput,
  type TVersorgerDatumFeld,
  type TVersorgerPosition,
} from '@lap/contracts';
import { checkVersorgerDaten, formatVersorgerDatum, parseVersorgerDatum, type TVersorgerDaten } from '@lap/domain';

// 'Versorger-Position editieren' (spec 001 §5): dates typed as TT.MM.JJJJ HH:mm (no time = 08:00), checked by the
// same rules as the server (@lap/domain checkVersorgerDaten), sent in ISO form; an untouched date is not sent.

export const DATUM_FELDER: readonly TVersorgerDatumFeld[] = ['angefragtDatum', 'auskunftDatum', 'vorlageDatum'];

export interface TPositionFormValues {
  angefragtDatum: string;
  auskunftDatum: string;
  vorlageDatum: string;
  abgeschlossen: boolean;
  bemerkung: string;
}

export function positionFormValues(p: TVersorgerPosition): TPositionFormValues {
  return {
    angefragtDatum: formatVersorgerDatum(p.angefragtDatum),
    auskunftDatum: formatVersorgerDatum(p.auskunftDatum),
    vorlageDatum: formatVersorgerDatum(p.vorlageDatum),
    abgeschlossen: p.abgeschlossen,
    bemerkung: p.bemerkung ?? '',
  };
}

/** A typed date completed for display: `5.3.2026` → `05.03.2026 08:00`; unreadable text stays as typed. */
export function normalisiereDatum(text: string): string {
  const parsed = text.trim() === '' ? null : parseVersorgerDatum(text);
  return parsed ? formatVersorgerDatum(parsed) : text;
}

const gespeichertAus = (p: TVersorgerPosition): TVersorgerDaten => ({
  angefragtDatum: p.angefragtDatum ? new Date(p.angefragtDatum) : null,
  auskunftDatum: p.auskunftDatum ? new Date(p.auskunftDatum) : null,
  vorlageDatum: p.vorlageDatum ? new Date(p.vorlageDatum) : null,
});

/** The form's schema for one position: unchanged dates (as shown) count as the stored ones and are not checked again. */
export function positionFormSchema(position: TVersorgerPosition, now: () => Date = () => new Date()) {
  const initial = positionFormValues(position);
  const bemerkung = ZUpdatePositionVersorgerInput.shape.bemerkung.unwrap().unwrap();
  return z
    .object({
      angefragtDatum: z.string(),
      auskunftDatum: z.string(),
      vorlageDatum: z.string(),
      abgeschlossen: z.boolean(),
      bemerkung: z.string().pipe(bemerkung),
    })
    .superRefine((values, ctx) => {
      const daten: TVersorgerDaten = {};
      const gespeichert = gespeichertAus(position);
      for (const feld of DATUM_FELDER) {
        const text = values[feld].trim();
        if (text === initial[feld]) continue;
        if (text === '') {
          daten[feld] = null;
          continue;
        }
        const parsed = parseVersorgerDatum(text);
        if (parsed) daten[feld] = parsed;
        else ctx.addIssue({ code: 'custom', path: [feld], message: WIEDERVORLAGE_MSG.datumUngueltig(feld) });
      }
      for (const e of checkVersorgerDaten(now(), daten, gespeichert))
        ctx.addIssue({ code: 'custom', path: [e.field], message: e.message });
    })
    .transform((values): Omit<TUpdatePositionVersorgerInput, 'id'> => {
      const out: Omit<TUpdatePositionVersorgerInput, 'id'> = {
        abgeschlossen: values.abgeschlossen,
        bemerkung: values.bemerkung.trim() === '' ? null : values.bemerkung,
      };
      for (const feld of DATUM_FELDER) {
        const text = values[feld].trim();
        if (text === initial[feld]) continue; // unchanged: absent keeps it (and skips the rules)
        out[feld] = text === '' ? null : (parseVersorgerDatum(text)?.toISOString() ?? null);
      }
      return out;
    });
}
