import { ZExportRequest, ZExportResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { exportRechnungen } from '../../services/export/list-exports.service.js';

export const exportRechnungenProcedure = roleProcedure('SbBereich')
  .input(ZExportRequest)
  .output(ZExportResult)
  .mutation(({ ctx, input }) => exportRechnungen(ctx, input));
