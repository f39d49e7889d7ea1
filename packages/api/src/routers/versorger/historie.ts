import { z } from 'zod';
import { ZVersorgerHistorie, ZVersorgerId } from '@lap/contracts';
import { versorgerHistorieList } from '../../services/versorger/bearbeitung.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetHistorieVersorgerById/{id}. */
export const historieProcedure = staffProcedure((fx) => ({ id: fx.versorgerId }))
  .input(ZVersorgerId)
  .output(z.array(ZVersorgerHistorie))
  .query(({ ctx, input }) => versorgerHistorieList(ctx, input.id));
