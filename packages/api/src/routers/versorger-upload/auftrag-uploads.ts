import { z } from 'zod';
import { ZAuftragUploads } from '@lap/contracts';
import { auftragUploads } from '../../services/versorger-dateien/dateien.service.js';
import { staffProcedure } from '../../procedures.js';

const ZId = z.object({ id: z.string().max(64) });

/** GetAuftragUploadsById/{auftragId}. */
export const auftragUploadsProcedure = staffProcedure((fx) => ({ id: fx.auftragId }))
  .input(ZId)
  .output(ZAuftragUploads)
  .query(({ ctx, input }) => auftragUploads(ctx, input.id));
