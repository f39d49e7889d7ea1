import { ZAngebotGemeinde, ZEnDisableGemeindeInput } from '@lap/contracts';
import { enDisableGemeinde } from '../../services/angebot/bearbeitung.service.js';
import { staffProcedure } from '../../procedures.js';

export const enDisableGemeindeProcedure = staffProcedure()
  .input(ZEnDisableGemeindeInput)
  .output(ZAngebotGemeinde)
  .mutation(({ ctx, input }) => enDisableGemeinde(ctx, input.id, input.disabled));
