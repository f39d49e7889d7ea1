import { z } from 'zod';
import { ZWiedervorlagenGruppe, ZWiedervorlagenInput } from '@lap/contracts';
import { listWiedervorlagen } from '../../services/wiedervorlage/wiedervorlage.service.js';
import { caseWorkerProcedure } from './staff.js';

/** GetWiedervorlagen: open follow-ups grouped by day, newest first; `nurEigene` = own-only toggle. */
export const getWiedervorlagenProcedure = caseWorkerProcedure()
  .input(ZWiedervorlagenInput)
  .output(z.array(ZWiedervorlagenGruppe))
  .query(({ ctx, input }) => listWiedervorlagen(ctx, input.nurEigene));
