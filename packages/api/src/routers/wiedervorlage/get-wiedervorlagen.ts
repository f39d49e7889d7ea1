import { z } from 'zod';
import {
  ZWiedervorlagenAm,
  ZWiedervorlagenAmInput,
  ZWiedervorlagenGruppe,
  ZWiedervorlagenInput,
  ZWiedervorlagenTag,
} from '@lap/contracts';
import {
  listWiedervorlagen,
  listWiedervorlagenAm,
  listWiedervorlagenTage,
} from '../../services/wiedervorlage/wiedervorlage.service.js';
import { caseWorkerProcedure } from './staff.js';

/** GetWiedervorlagen: open follow-ups grouped by day, newest first; `nurEigene` = own-only toggle. */
export const getWiedervorlagenProcedure = caseWorkerProcedure()
  .input(ZWiedervorlagenInput)
  .output(z.array(ZWiedervorlagenGruppe))
  .query(({ ctx, input }) => listWiedervorlagen(ctx, input.nurEigene));

/** The screen's group table: every day with open follow-ups, its colouring and count, without the rows. */
export const wiedervorlagenTageProcedure = caseWorkerProcedure()
  .input(ZWiedervorlagenInput)
  .output(z.array(ZWiedervorlagenTag))
  .query(({ ctx, input }) => listWiedervorlagenTage(ctx, input.nurEigene));

/** A page of the rows of one day group open on the screen. */
export const wiedervorlagenAmProcedure = caseWorkerProcedure()
  .input(ZWiedervorlagenAmInput)
  .output(ZWiedervorlagenAm)
  .query(({ ctx, input }) => listWiedervorlagenAm(ctx, input));
