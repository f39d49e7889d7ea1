import { z } from 'zod';
import { dienstleisterBeenden } from '../../services/angebot/bearbeitung.service.js';
import { staffProcedure } from '../../procedures.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });

const ZStatus = z.object({ antragStatus: z.number().int() });

export const beendenProcedure = staffProcedure()
  .input(ZAntragId)
  .output(ZStatus)
  .mutation(({ ctx, input }) => dienstleisterBeenden(ctx, input.antragId));
