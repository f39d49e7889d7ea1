import { ZExportRequest, ZExportResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { exportRechnungen } from '../../services/export/list-exports.service.js';
import { roles } from '../../access.js';

export const exportRechnungenProcedure = roleProcedure('SbBereich')
  .meta({ access: roles(['SbBereich']) })
  .input(ZExportRequest)
  .output(ZExportResult)
  .mutation(({ ctx, input }) => exportRechnungen(ctx, input));
