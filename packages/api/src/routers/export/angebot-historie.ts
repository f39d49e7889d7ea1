import { ZConvertHistorieInput, ZExportResult } from '@lap/contracts';
import { exportAngebotHistorie } from '../../services/export/list-exports.service.js';
import { staffProcedure } from '../../procedures.js';

export const angebotHistorieProcedure = staffProcedure()
  .input(ZConvertHistorieInput)
  .output(ZExportResult)
  .mutation(({ ctx, input }) => exportAngebotHistorie(ctx, input));
