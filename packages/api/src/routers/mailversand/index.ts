import { z } from 'zod';
import {
  ZAnhangRef,
  ZAuftragIdInput,
  ZEmailsAuftragListQuery,
  ZEmailsAuftragListResult,
  ZMailAnhang,
  ZMailAuftrag,
  ZMailJobRef,
  ZMailJobsErstellenInput,
  ZMailJobsErstellenResult,
  ZMailSendResult,
  ZMailVersandJob,
  ZMailVersandJobInput,
  ZMailVersandListQuery,
  ZMailVersandListResult,
  ZMailVorlage,
  ZMailVorlageInput,
  ZMailVorlageVorschauInput,
  ZMailVorschau,
} from '@lap/contracts';
import { roles } from '../../access.js';
import { roleProcedure, router } from '../../trpc.js';
import { deleteAnhang, listAnhaenge } from '../../services/mailversand/anhang.service.js';
import {
  deleteMailJob,
  erstelleMailJobs,
  getMailJob,
  listEmailsAuftrag,
  listMailJobs,
  mailAuftrag,
  updateMailJob,
} from '../../services/mailversand/jobs.service.js';
import { mailVorschau, sendeMail } from '../../services/mailversand/senden.service.js';
import { listVorlagen, saveVorlage, vorlageVorschau } from '../../services/mailversand/vorlagen.service.js';

// Operator e-mail (spec 001 §2 'Operator e-mail', §7 'Mail dispatch'): case workers only. Samples name the fixture
// order's mail job (`fx.mailJobId`); changing calls get samples that change nothing or are refused by a rule.
const staff = (sample?: Parameters<typeof roles>[1]) =>
  roleProcedure('SbBereich').meta({ access: roles(['SbBereich'], sample) });
const ZId = z.object({ id: z.string().max(64) });

export const mailversandRouter = router({
  /** GetVersorgerByAuftragId/{auftragId}: /emails/{auftragId}. */
  auftrag: staff((fx) => ({ auftragId: fx.auftragId }))
    .input(ZAuftragIdInput)
    .output(ZMailAuftrag)
    .query(({ ctx, input }) => mailAuftrag(ctx, input.auftragId)),
  /** The table of /emails/{auftragId}: every operator of the order with its channel (list protocol; tRPC only). */
  auftragListe: staff((fx) => ({ auftragId: fx.auftragId }))
    .input(ZEmailsAuftragListQuery)
    .output(ZEmailsAuftragListResult)
    .query(({ ctx, input }) => listEmailsAuftrag(ctx, input)),
  /** Creating the missing jobs of an order (or one supplier's) on demand. */
  erstellen: staff((fx) => ({ auftragId: fx.auftragId }))
    .input(ZMailJobsErstellenInput)
    .output(ZMailJobsErstellenResult)
    .mutation(({ ctx, input }) => erstelleMailJobs(ctx, input.auftragId, input.versorgerId)),
  /** GetMailVersandJobs: /mailversand. */
  list: staff()
    .input(ZMailVersandListQuery)
    .output(ZMailVersandListResult)
    .query(({ ctx, input }) => listMailJobs(ctx, input)),
  /** GetEmailVersandJobById/{id}/{auftragId?}. */
  job: staff((fx) => ({ id: fx.mailJobId }))
    .input(ZMailJobRef)
    .output(ZMailVersandJob)
    .query(({ ctx, input }) => getMailJob(ctx, input.id, input.auftragId)),
  /** PutMailVersandJob/{id}: the sample names a job that was sent (refused with 409, nothing changes). */
  update: staff((fx) => ({
    id: fx.sentMailJobId,
    betreff: 'Prüfung',
    anrede: 'Sehr geehrte Damen und Herren',
    ort: 'Riesa',
    bauBeschreibung: 'Prüfung der Zugriffsrechte',
  }))
    .input(ZMailVersandJobInput)
    .output(ZMailVersandJob)
    .mutation(({ ctx, input }) => updateMailJob(ctx, input)),
  /** DeleteMailVersandJobById/{id}: a sent job is kept (409), so the sample changes nothing. */
  delete: staff((fx) => ({ id: fx.sentMailJobId }))
    .input(ZId)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteMailJob(ctx, input.id)),
  /** GetFilesMailVersandJobById/{id}. */
  anhaenge: staff((fx) => ({ id: fx.mailJobId }))
    .input(ZId)
    .output(z.array(ZMailAnhang))
    .query(({ ctx, input }) => listAnhaenge(ctx, input.id)),
  /** DeleteAnhangFile/{mailVersandJobId}/{fileName}. */
  deleteAnhang: staff((fx) => ({ mailVersandJobId: fx.mailJobId, fileName: 'nicht-vorhanden.pdf' }))
    .input(ZAnhangRef)
    .output(z.object({ mailVersandJobId: z.string(), fileName: z.string() }))
    .mutation(({ ctx, input }) => deleteAnhang(ctx, input.mailVersandJobId, input.fileName)),
  /** 'Vorschau-Mailansicht' of a saved job (tRPC only). */
  vorschau: staff((fx) => ({ id: fx.mailJobId }))
    .input(ZId)
    .output(ZMailVorschau)
    .query(({ ctx, input }) => mailVorschau(ctx, input.id)),
  /** PutSendMailAnfrage/{id}: the sample names a job that was sent (409). */
  send: staff((fx) => ({ id: fx.sentMailJobId }))
    .input(ZId)
    .output(ZMailSendResult)
    .mutation(({ ctx, input }) => sendeMail(ctx, input.id)),
  /** GetMailVorlagen. */
  vorlagen: staff()
    .output(z.array(ZMailVorlage))
    .query(({ ctx }) => listVorlagen(ctx)),
  /** PostMailTemplate: the sample updates a template nobody uses to the same text. */
  saveVorlage: staff(() => ({ id: 999_999, templateName: 'Prüfung', mailtext: 'Prüfung' }))
    .input(ZMailVorlageInput)
    .output(ZMailVorlage)
    .mutation(({ ctx, input }) => saveVorlage(ctx, input)),
  /** 'Vorschau-Mailansicht' of a template with the spec's preview sample (a mutation: the text may be 4,000 characters). */
  vorlageVorschau: staff(() => ({ mailtext: '{Auto-Anrede}' }))
    .input(ZMailVorlageVorschauInput)
    .output(ZMailVorschau)
    .mutation(({ ctx, input }) => vorlageVorschau(ctx, input)),
});
