import { z } from 'zod';
import { ZRechnungsAdresseInput } from '@lap/contracts';
import { saveRechnungsAdresse } from '../../services/angebot/rechnungsadresse.service.js';
import { applicantProcedure } from '../../procedures.js';

export const saveRechnungsAdresseProcedure = applicantProcedure()
  .input(ZRechnungsAdresseInput)
  .output(z.object({ antragId: z.string() }))
  .mutation(({ ctx, input }) => saveRechnungsAdresse(ctx, input));
