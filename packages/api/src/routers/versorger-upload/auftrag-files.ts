import { z } from 'zod';
import { ZVersorgerFile } from '@lap/contracts';
import { allVersorgerFiles } from '../../services/versorger-dateien/dateien.service.js';
import { staffProcedure } from '../../procedures.js';

const ZId = z.object({ id: z.string().max(64) });

/** GetAllVersorgerFilesByAuftragId/{auftragId}. */
export const auftragFilesProcedure = staffProcedure((fx) => ({ id: fx.auftragId }))
  .input(ZId)
  .output(z.array(ZVersorgerFile))
  .query(({ ctx, input }) => allVersorgerFiles(ctx, input.id));
