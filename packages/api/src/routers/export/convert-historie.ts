import { ZConvertHistorieInput, ZExportResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { exportAngebotHistorie } from '../../services/export/list-exports.service.js';

export const convertHistorieProcedure = roleProcedure('SbBereich')
  .input(ZConvertHistorieInput)
  .output(ZExportResult)
  .mutation(({ ctx, input }) => exportAngebotHistorie(ctx, input));
