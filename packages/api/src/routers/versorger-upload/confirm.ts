import { ZConfirmVersorgerInput, ZMissingUploadInfo } from '@lap/contracts';
import { confirmVersorger } from '../../services/versorger-dateien/dateien.service.js';
import { operatorLinkProcedure } from '../../procedures.js';
import { linkSample } from './samples.js';

/** 'Senden bestätigen' (undocumented: tRPC only). */
export const confirmProcedure = operatorLinkProcedure(linkSample)
  .input(ZConfirmVersorgerInput)
  .output(ZMissingUploadInfo)
  .mutation(({ ctx, input }) => confirmVersorger(ctx, input));
