import { z } from 'zod';
import { ZRechnungsAdresse, ZRechnungsAdresseInput } from '@lap/contracts';
import { authedProcedure, roleProcedure } from '../../trpc.js';
import { rechnungsAdresse, saveRechnungsAdresse } from '../../services/angebot/rechnungsadresse.service.js';
import { ownAntrag, roles } from '../../access.js';

export const rechnungsAdresseProcedure = authedProcedure
  .meta({ access: ownAntrag('read', (fx) => ({ antragId: fx.auftragAntragId })) })
  .input(z.object({ antragId: z.string().max(64) }))
  .output(ZRechnungsAdresse)
  .query(({ ctx, input }) => rechnungsAdresse(ctx, input.antragId));

export const saveRechnungsAdresseProcedure = roleProcedure('Antragsteller')
  .meta({ access: roles(['Antragsteller']) })
  .input(ZRechnungsAdresseInput)
  .output(z.object({ antragId: z.string() }))
  .mutation(({ ctx, input }) => saveRechnungsAdresse(ctx, input));
