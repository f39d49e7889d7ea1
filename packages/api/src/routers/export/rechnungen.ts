import { ZExportRequest, ZExportResult } from '@lap/contracts';
import { exportRechnungen } from '../../services/export/list-exports.service.js';
import { staffProcedure } from '../../procedures.js';

export const rechnungenProcedure = staffProcedure()
  .input(ZExportRequest)
  .output(ZExportResult)
  .mutation(({ ctx, input }) => exportRechnungen(ctx, input));
