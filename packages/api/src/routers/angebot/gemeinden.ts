import { z } from 'zod';
import { ZAngebotGemeinde } from '@lap/contracts';
import { angebotGemeinden } from '../../services/angebot/bearbeitung.service.js';
import { staffProcedure } from '../../procedures.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });

export const gemeindenProcedure = staffProcedure()
  .input(ZAntragId)
  .output(z.array(ZAngebotGemeinde))
  .query(({ ctx, input }) => angebotGemeinden(ctx, input.antragId));
