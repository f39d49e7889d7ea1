import { z } from 'zod';
import { ZPreislisteEintrag } from '@lap/contracts';
import { listPreise } from '../../services/stammdaten/preisliste.service.js';
import { staffProcedure } from '../../procedures.js';

export const preiseProcedure = staffProcedure()
  .output(z.array(ZPreislisteEintrag))
  .query(({ ctx }) => listPreise(ctx.em));
