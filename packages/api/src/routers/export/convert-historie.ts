import { ZConvertHistorieInput, ZExportResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { exportAngebotHistorie } from '../../services/export/list-exports.service.js';
import { roles } from '../../access.js';

export const convertHistorieProcedure = roleProcedure('SbBereich')
  .meta({ access: roles(['SbBereich']) })
  .input(ZConvertHistorieInput)
  .output(ZExportResult)
  .mutation(({ ctx, input }) => exportAngebotHistorie(ctx, input));
