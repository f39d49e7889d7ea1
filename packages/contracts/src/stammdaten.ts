import { z } from 'zod';
import { zText } from './text.js';

/** spec 000 §3: Netzart. */
export const ZNetzart = z.object({
  id: z.number().int(),
  sparte: z.string(),
  name: z.string(),
  beschreibung: z.string().nullable(),
});
export type TNetzart = z.infer<typeof ZNetzart>;
export const ZNetzartList = z.array(ZNetzart);

/** The price list from which offers are proposed (issue 6: prices editable as master data). Cents. */
export const ZPreislisteEintrag = z.object({
  id: z.number().int(),
  code: z.string(),
  bezeichnung: z.string(),
  einheit: z.string(),
  preisCent: z.number().int(),
  aktiv: z.boolean(),
});
export type TPreislisteEintrag = z.infer<typeof ZPreislisteEintrag>;
export const ZPreislisteUpdate = z.object({
  id: z.number().int(),
  bezeichnung: zText().trim().min(1, 'Bitte geben Sie eine Bezeichnung an!').max(200, 'Höchstens 200 Zeichen.'),
  einheit: zText().trim().min(1, 'Bitte geben Sie eine Einheit an!').max(32, 'Höchstens 32 Zeichen.'),
  preisCent: z
    .number()
    .int('Der Preis muss in Cent angegeben werden.')
    .min(0, 'Der Preis darf nicht negativ sein.')
    .max(100_000_000, 'Der Preis ist zu hoch.'),
  aktiv: z.boolean(),
});
