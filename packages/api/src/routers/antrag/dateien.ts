import { z } from 'zod';
import { ZAntragFile, ZAuskunftFile } from '@lap/contracts';
import { authedProcedure, roleProcedure } from '../../trpc.js';
import { deleteAntragFile, listAntragFiles } from '../../services/antrag/dateien.service.js';
import { ownAntrag } from '../../access.js';
import { auskunftFiles } from '../../services/versorger-dateien/dateien.service.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });

export const antragFilesProcedure = authedProcedure
  .meta({ access: ownAntrag('read', (fx) => ({ antragId: fx.draftAntragId })) })
  .input(ZAntragId)
  .output(z.array(ZAntragFile))
  .query(({ ctx, input }) => listAntragFiles(ctx, input.antragId, 'antrag'));
export const dokumenteFilesProcedure = authedProcedure
  .meta({ access: ownAntrag('read', (fx) => ({ antragId: fx.draftAntragId })) })
  .input(ZAntragId)
  .output(z.array(ZAntragFile))
  .query(({ ctx, input }) => listAntragFiles(ctx, input.antragId, 'dokument'));
export const auskunftFilesProcedure = authedProcedure
  .meta({ access: ownAntrag('read', (fx) => ({ antragId: fx.draftAntragId })) })
  .input(ZAntragId)
  .output(z.array(ZAuskunftFile))
  // the request's information files and the answers of the operators that confirmed (spec 000 §2 /dokumente)
  .query(({ ctx, input }) => auskunftFiles(ctx, input.antragId));
export const deleteAntragFileProcedure = roleProcedure('Antragsteller')
  .meta({ access: ownAntrag('write', (fx) => ({ id: fx.draftFileId })) })
  .input(z.object({ id: z.string().max(64) }))
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteAntragFile(ctx, input.id));
