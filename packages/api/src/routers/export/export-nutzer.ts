import { ZExportRequest, ZExportResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { exportNutzer } from '../../services/export/list-exports.service.js';

export const exportNutzerProcedure = roleProcedure('Administration', 'SbBereich')
  .input(ZExportRequest)
  .output(ZExportResult)
  .mutation(({ ctx, input }) => exportNutzer(ctx, input));
