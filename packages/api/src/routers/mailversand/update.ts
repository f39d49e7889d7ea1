import { ZMailVersandJob, ZMailVersandJobInput } from '@lap/contracts';
import { updateMailJob } from '../../services/mailversand/jobs.service.js';
import { staffProcedure } from '../../procedures.js';

/** PutMailVersandJob/{id}: the sample names a job that was sent (refused with 409, nothing changes). */
export const updateProcedure = staffProcedure((fx) => ({
  id: fx.sentMailJobId,
  betreff: 'Prüfung',
  anrede: 'Sehr geehrte Damen und Herren',
  ort: 'Riesa',
  bauBeschreibung: 'Prüfung der Zugriffsrechte',
}))
  .input(ZMailVersandJobInput)
  .output(ZMailVersandJob)
  .mutation(({ ctx, input }) => updateMailJob(ctx, input));
