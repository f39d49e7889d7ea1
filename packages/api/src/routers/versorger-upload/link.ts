import { z } from 'zod';
import {
  ZConfirmVersorgerInput,
  ZDeleteVersorgerFileInput,
  ZMissingUploadInfo,
  ZVersorgerFile,
  ZVersorgerFilesInput,
  ZVersorgerLinkInput,
} from '@lap/contracts';
import { publicProcedure } from '../../trpc.js';
import { viaOperatorLink } from '../../access.js';
import {
  confirmVersorger,
  deleteVersorgerFile,
  missingUploadInfo,
  versorgerFiles,
} from '../../services/versorger-dateien/dateien.service.js';

// The upload pages: the operator through its signed link (no account, hence publicProcedure) or a case worker.
// `a`/`b` name the REST path parameters of the same call for the matrix (the schema drops them).
const linkAccess = viaOperatorLink((fx) => ({
  versorgerId: fx.versorgerId,
  auftragId: fx.auftragId,
  a: fx.versorgerId,
  b: fx.auftragId,
}));

/** GetMissingUploadInfo/{versorgerId}/{auftragId}. */
export const infoProcedure = publicProcedure
  .meta({ access: linkAccess })
  .input(ZVersorgerLinkInput)
  .output(ZMissingUploadInfo)
  .query(({ ctx, input }) => missingUploadInfo(ctx, input));

/** 'Senden bestätigen' (undocumented: tRPC only). */
export const confirmProcedure = publicProcedure
  .meta({ access: linkAccess })
  .input(ZConfirmVersorgerInput)
  .output(ZMissingUploadInfo)
  .mutation(({ ctx, input }) => confirmVersorger(ctx, input));

/** GetVersorgerFilesById/{versorgerId}. */
export const filesProcedure = publicProcedure
  .meta({ access: viaOperatorLink((fx) => ({ id: fx.versorgerId })) })
  .input(ZVersorgerFilesInput)
  .output(z.array(ZVersorgerFile))
  .query(({ ctx, input }) => versorgerFiles(ctx, { versorgerId: input.id, e: input.e, s: input.s }));

/** DeleteVersorgerFile/{versorgerId}/{fileId}. */
export const deleteFileProcedure = publicProcedure
  .meta({
    access: viaOperatorLink((fx) => ({
      versorgerId: fx.versorgerId,
      fileId: '00000000-0000-4000-8000-000000000000',
      a: fx.versorgerId,
      b: '00000000-0000-4000-8000-000000000000',
    })),
  })
  .input(ZDeleteVersorgerFileInput)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteVersorgerFile(ctx, input));
