import { z } from 'zod';
import { ZWiedervorlagenGruppe, ZWiedervorlagenInput } from '@lap/contracts';
import { listWiedervorlagen } from '../../services/wiedervorlage/wiedervorlage.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetWiedervorlagen: open follow-ups grouped by day, newest first; `nurEigene` = own-only toggle. */
export const listProcedure = staffProcedure()
  .input(ZWiedervorlagenInput)
  .output(z.array(ZWiedervorlagenGruppe))
  .query(({ ctx, input }) => listWiedervorlagen(ctx, input.nurEigene));
