import { z } from 'zod';
import { ZVersorgerFile, ZVersorgerFilesInput } from '@lap/contracts';
import { versorgerFiles } from '../../services/versorger-dateien/dateien.service.js';
import { operatorLinkProcedure } from '../../procedures.js';

/** GetVersorgerFilesById/{versorgerId}. */
export const filesProcedure = operatorLinkProcedure((fx) => ({ id: fx.versorgerId }))
  .input(ZVersorgerFilesInput)
  .output(z.array(ZVersorgerFile))
  .query(({ ctx, input }) => versorgerFiles(ctx, { versorgerId: input.id, e: input.e, s: input.s }));
