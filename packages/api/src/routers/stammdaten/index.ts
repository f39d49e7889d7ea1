import { z } from 'zod';
import { ZPreislisteEintrag, ZPreislisteUpdate } from '@lap/contracts';
import { roleProcedure, router } from '../../trpc.js';
import { listPreise, updatePreis } from '../../services/stammdaten/preisliste.service.js';
import { getAllNetzartenProcedure } from './get-all-netzarten.js';
import { getNetzartenProcedure } from './get-netzarten.js';
import { roles } from '../../access.js';

export const stammdatenRouter = router({
  netzarten: getNetzartenProcedure,
  allNetzarten: getAllNetzartenProcedure,
  preise: roleProcedure('SbBereich')
    .meta({ access: roles(['SbBereich']) })
    .output(z.array(ZPreislisteEintrag))
    .query(({ ctx }) => listPreise(ctx.em)),
  setPreis: roleProcedure('SbBereich')
    .meta({ access: roles(['SbBereich']) })
    .input(ZPreislisteUpdate)
    .output(ZPreislisteEintrag)
    .mutation(({ ctx, input }) => updatePreis(ctx.em, input)),
});
