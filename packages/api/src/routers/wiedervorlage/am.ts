import { ZWiedervorlagenAm, ZWiedervorlagenAmInput } from '@lap/contracts';
import { listWiedervorlagenAm } from '../../services/wiedervorlage/wiedervorlage.service.js';
import { staffProcedure } from '../../procedures.js';

/** A page of the rows of one day group open on the screen. */
export const amProcedure = staffProcedure()
  .input(ZWiedervorlagenAmInput)
  .output(ZWiedervorlagenAm)
  .query(({ ctx, input }) => listWiedervorlagenAm(ctx, input));
