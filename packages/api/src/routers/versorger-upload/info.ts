import { ZMissingUploadInfo, ZVersorgerLinkInput } from '@lap/contracts';
import { missingUploadInfo } from '../../services/versorger-dateien/dateien.service.js';
import { operatorLinkProcedure } from '../../procedures.js';
import { linkSample } from './samples.js';

/** GetMissingUploadInfo/{versorgerId}/{auftragId}. */
export const infoProcedure = operatorLinkProcedure(linkSample)
  .input(ZVersorgerLinkInput)
  .output(ZMissingUploadInfo)
  .query(({ ctx, input }) => missingUploadInfo(ctx, input));
