import { ZRevokeVersorgerLinkInput, ZVersorgerUploadLink } from '@lap/contracts';
import { revokeVersorgerLink } from '../../services/versorger-dateien/link.service.js';
import { staffProcedure } from '../../procedures.js';

/** Revokes the row's operator links sent so far and answers its new one (undocumented: tRPC only). */
export const revokeLinkProcedure = staffProcedure((fx) => ({ versorgerId: fx.revocableVersorgerId }))
  .input(ZRevokeVersorgerLinkInput)
  .output(ZVersorgerUploadLink)
  .mutation(({ ctx, input }) => revokeVersorgerLink(ctx, input.versorgerId));
