import { z } from 'zod';
import {
  ZAngebotPositionInput,
  ZPreislisteUpdate,
  type TAngebotPosition,
  type TPreislisteEintrag,
} from '@lap/contracts';
import { centsToEuroInput, decimalToInput, parseEuroToCents, parseGermanDecimal } from './money-input';

// The forms type money in euros and quantities with a German comma; the text is converted here and then
// checked by the contract's own field schemas, so the form and the procedure agree (STYLE 4).

export const FORM_MSG = {
  betragFehlt: 'Bitte geben Sie einen Preis an!',
  betragUngueltig: 'Bitte geben Sie einen Betrag ein, z. B. 12,34.',
  anzahlFehlt: 'Bitte geben Sie die Anzahl an!',
  anzahlUngueltig: 'Bitte geben Sie eine Zahl ein, z. B. 2,5.',
} as const;

/** Euro text → cents, with German messages for empty and unreadable input. */
const euroText = z.string().transform((text, ctx) => {
  if (text.trim() === '') {
    ctx.addIssue({ code: 'custom', message: FORM_MSG.betragFehlt });
    return z.NEVER;
  }
  const cents = parseEuroToCents(text);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: FORM_MSG.betragUngueltig });
    return z.NEVER;
  }
  return cents;
});

const decimalText = z.string().transform((text, ctx) => {
  if (text.trim() === '') {
    ctx.addIssue({ code: 'custom', message: FORM_MSG.anzahlFehlt });
    return z.NEVER;
  }
  const value = parseGermanDecimal(text);
  if (value === null) {
    ctx.addIssue({ code: 'custom', message: FORM_MSG.anzahlUngueltig });
    return z.NEVER;
  }
  return value;
});

const positionShape = ZAngebotPositionInput.shape;

/** Add / edit an offer position (PostAngebotPosition, PutAngebotPosition). */
export const ZPositionForm = z.object({
  position: positionShape.position,
  beschreibung: positionShape.beschreibung,
  einheit: z.string().trim().max(32, 'Höchstens 32 Zeichen.'),
  anzahl: decimalText.pipe(positionShape.anzahl),
  einzelpreis: euroText.pipe(positionShape.einzelpreis),
});
export type TPositionFormValues = z.input<typeof ZPositionForm>;
export type TPositionFormOutput = z.output<typeof ZPositionForm>;

/** The number a new position gets: after the highest numeric 'Pos.' (numbers stay unique after a deletion). */
export function nextPositionNumber(positions: readonly Pick<TAngebotPosition, 'position'>[]): string {
  const numbers = positions.map((p) => Number.parseInt(p.position, 10)).filter((n) => Number.isFinite(n));
  return String(Math.max(positions.length, ...numbers) + 1);
}

/** Form values of an existing position, or of a new one numbered `next`. */
export function positionFormValues(position: TAngebotPosition | null, next: string): TPositionFormValues {
  if (!position) return { position: next, beschreibung: '', einheit: '', anzahl: '1', einzelpreis: '' };
  return {
    position: position.position,
    beschreibung: position.beschreibung,
    einheit: position.einheit ?? '',
    anzahl: decimalToInput(position.anzahl),
    einzelpreis: centsToEuroInput(position.einzelpreis),
  };
}

/** One price-list entry (stammdaten.setPreis). */
export const ZPreisForm = ZPreislisteUpdate.omit({ preisCent: true }).extend({
  preisCent: euroText.pipe(ZPreislisteUpdate.shape.preisCent),
});
export type TPreisFormValues = z.input<typeof ZPreisForm>;

export function preisFormValues(p: TPreislisteEintrag): TPreisFormValues {
  return {
    id: p.id,
    bezeichnung: p.bezeichnung,
    einheit: p.einheit,
    preisCent: centsToEuroInput(p.preisCent),
    aktiv: p.aktiv,
  };
}
