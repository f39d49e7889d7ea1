import { z } from 'zod';
import { ZAngebotPosition } from '@lap/contracts';
import { uebernahmeAllePositionen } from '../../services/angebot/bearbeitung.service.js';
import { staffProcedure } from '../../procedures.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });

export const uebernahmeProcedure = staffProcedure()
  .input(ZAntragId)
  .output(z.array(ZAngebotPosition))
  .mutation(({ ctx, input }) => uebernahmeAllePositionen(ctx, input.antragId));
