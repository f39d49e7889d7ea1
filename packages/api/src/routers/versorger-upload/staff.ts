import { z } from 'zod';
import {
  ZAuftragUploads,
  ZRevokeVersorgerLinkInput,
  ZVersorgerFile,
  ZVersorgerUploadLink,
  ZVersorgerUploadLinkInput,
} from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { roles } from '../../access.js';
import {
  allVersorgerFiles,
  auftragUploads,
  deleteVersorgerFileById,
} from '../../services/versorger-dateien/dateien.service.js';
import { revokeVersorgerLink, versorgerUploadLinkFor } from '../../services/versorger-dateien/link.service.js';

// /auftraguploads/{auftragId}: case workers only.
const staff = roleProcedure('SbBereich');
const ZId = z.object({ id: z.string().max(64) });

/** GetAuftragUploadsById/{auftragId}. */
export const auftragUploadsProcedure = staff
  .meta({ access: roles(['SbBereich'], (fx) => ({ id: fx.auftragId })) })
  .input(ZId)
  .output(ZAuftragUploads)
  .query(({ ctx, input }) => auftragUploads(ctx, input.id));

/** GetAllVersorgerFilesByAuftragId/{auftragId}. */
export const auftragFilesProcedure = staff
  .meta({ access: roles(['SbBereich'], (fx) => ({ id: fx.auftragId })) })
  .input(ZId)
  .output(z.array(ZVersorgerFile))
  .query(({ ctx, input }) => allVersorgerFiles(ctx, input.id));

/** DeleteVersorgerFileById/{fileId}. */
export const deleteFileByIdProcedure = staff
  .meta({ access: roles(['SbBereich']) })
  .input(ZId)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteVersorgerFileById(ctx, input.id));

/** The operator's signed upload link of a supplier row (undocumented: tRPC only; the enquiry mail carries it later). */
export const linkProcedure = staff
  .meta({ access: roles(['SbBereich'], (fx) => ({ versorgerId: fx.versorgerId })) })
  .input(ZVersorgerUploadLinkInput)
  .output(ZVersorgerUploadLink)
  .query(({ ctx, input }) => versorgerUploadLinkFor(ctx, input.versorgerId));

/** Revokes the row's operator links sent so far and answers its new one (undocumented: tRPC only). */
export const revokeLinkProcedure = staff
  .meta({ access: roles(['SbBereich'], (fx) => ({ versorgerId: fx.revocableVersorgerId })) })
  .input(ZRevokeVersorgerLinkInput)
  .output(ZVersorgerUploadLink)
  .mutation(({ ctx, input }) => revokeVersorgerLink(ctx, input.versorgerId));
