import { ZExportRequest, ZExportResult } from '@lap/contracts';
import { exportNutzer } from '../../services/export/list-exports.service.js';
import { officeProcedure } from '../../procedures.js';

export const nutzerProcedure = officeProcedure()
  .input(ZExportRequest)
  .output(ZExportResult)
  .mutation(({ ctx, input }) => exportNutzer(ctx, input));
