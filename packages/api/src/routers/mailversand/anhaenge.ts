import { z } from 'zod';
import { ZMailAnhang } from '@lap/contracts';
import { listAnhaenge } from '../../services/mailversand/anhang.service.js';
import { staffProcedure } from '../../procedures.js';

const ZId = z.object({ id: z.string().max(64) });

/** GetFilesMailVersandJobById/{id}. */
export const anhaengeProcedure = staffProcedure((fx) => ({ id: fx.mailJobId }))
  .input(ZId)
  .output(z.array(ZMailAnhang))
  .query(({ ctx, input }) => listAnhaenge(ctx, input.id));
