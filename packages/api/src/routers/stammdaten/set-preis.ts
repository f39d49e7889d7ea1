import { ZPreislisteEintrag, ZPreislisteUpdate } from '@lap/contracts';
import { updatePreis } from '../../services/stammdaten/preisliste.service.js';
import { staffProcedure } from '../../procedures.js';

export const setPreisProcedure = staffProcedure()
  .input(ZPreislisteUpdate)
  .output(ZPreislisteEintrag)
  .mutation(({ ctx, input }) => updatePreis(ctx.em, input));
