import { ZVersorgerUploadLink, ZVersorgerUploadLinkInput } from '@lap/contracts';
import { versorgerUploadLinkFor } from '../../services/versorger-dateien/link.service.js';
import { staffProcedure } from '../../procedures.js';

/** The operator's signed upload link of a supplier row (undocumented: tRPC only; the enquiry mail carries it later). */
export const linkProcedure = staffProcedure((fx) => ({ versorgerId: fx.versorgerId }))
  .input(ZVersorgerUploadLinkInput)
  .output(ZVersorgerUploadLink)
  .query(({ ctx, input }) => versorgerUploadLinkFor(ctx, input.versorgerId));
