import { z } from 'zod';

/** spec 000 §3: Netzart. */
export const ZNetzart = z.object({
  id: z.number().int(),
  sparte: z.string(),
  name: z.string(),
  beschreibung: z.string().nullable(),
});
export type TNetzart = z.infer<typeof ZNetzart>;
export const ZNetzartList = z.array(ZNetzart);
