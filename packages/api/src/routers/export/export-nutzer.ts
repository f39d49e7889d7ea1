import { ZExportRequest, ZExportResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { exportNutzer } from '../../services/export/list-exports.service.js';
import { roles } from '../../access.js';

export const exportNutzerProcedure = roleProcedure('Administration', 'SbBereich')
  .meta({ access: roles(['Administration', 'SbBereich']) })
  .input(ZExportRequest)
  .output(ZExportResult)
  .mutation(({ ctx, input }) => exportNutzer(ctx, input));
