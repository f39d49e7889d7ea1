import { z } from 'zod';
import { ZRechnungsAdresse } from '@lap/contracts';
import { rechnungsAdresse } from '../../services/angebot/rechnungsadresse.service.js';
import { ownAntrag } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

export const rechnungsAdresseProcedure = signedInProcedure(
  ownAntrag('read', (fx) => ({ antragId: fx.auftragAntragId })),
)
  .input(z.object({ antragId: z.string().max(64) }))
  .output(ZRechnungsAdresse)
  .query(({ ctx, input }) => rechnungsAdresse(ctx, input.antragId));
