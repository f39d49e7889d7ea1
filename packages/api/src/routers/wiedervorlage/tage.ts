import { z } from 'zod';
import { ZWiedervorlagenInput, ZWiedervorlagenTag } from '@lap/contracts';
import { listWiedervorlagenTage } from '../../services/wiedervorlage/wiedervorlage.service.js';
import { staffProcedure } from '../../procedures.js';

/** The screen's group table: every day with open follow-ups, its colouring and count, without the rows. */
export const tageProcedure = staffProcedure()
  .input(ZWiedervorlagenInput)
  .output(z.array(ZWiedervorlagenTag))
  .query(({ ctx, input }) => listWiedervorlagenTage(ctx, input.nurEigene));
