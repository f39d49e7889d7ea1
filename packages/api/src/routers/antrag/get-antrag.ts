import { z } from 'zod';
import { ZAntrag, ZAntraegeListQuery, ZAntraegeListResult, ZLastAntragsteller, ZOrtSuche } from '@lap/contracts';
import { authedProcedure, roleProcedure } from '../../trpc.js';
import { getAntrag, getLastAntragsteller, listOwnAntraege } from '../../services/antrag/antrag.service.js';
import { ortSucheForAntrag } from '../../services/karte/ortssuche.service.js';
import { ownAntrag, roles } from '../../access.js';

export const getAntragProcedure = authedProcedure
  .meta({ access: ownAntrag('read', (fx) => ({ id: fx.draftAntragId })) })
  .input(z.object({ id: z.string().max(64) }))
  .output(ZAntrag)
  .query(({ ctx, input }) => getAntrag(ctx, input.id));

export const lastAntragstellerProcedure = roleProcedure('Antragsteller')
  .meta({ access: roles(['Antragsteller']) })
  .output(ZLastAntragsteller)
  .query(({ ctx }) => getLastAntragsteller(ctx));

export const listOwnAntraegeProcedure = roleProcedure('Antragsteller')
  .meta({ access: roles(['Antragsteller']) })
  .input(ZAntraegeListQuery)
  .output(ZAntraegeListResult)
  .query(({ ctx, input }) => listOwnAntraege(ctx, input));

/** AntragOrtSucheById: the request's address located, to centre its map (owner and staff). */
export const ortSucheProcedure = authedProcedure
  .meta({ access: ownAntrag('read', (fx) => ({ id: fx.draftAntragId })) })
  .input(z.object({ id: z.string().max(64) }))
  .output(ZOrtSuche)
  .query(({ ctx, input }) => ortSucheForAntrag(ctx, input.id));
