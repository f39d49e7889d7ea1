import {
  MAIL_ANHANG,
  MAILVERSAND_MSG,
  VERSORGER_UPLOAD,
  empfaengerFehler,
  empfaengerListe,
  type TFieldError,
  type TMailVorschau,
} from '@lap/contracts';
import { anfrageStatusAus, erinnerungsTermin, platzhalterWerte } from '@lap/domain';
import { MailAnhang, StoredFile, User, type IMailVersandJob } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  actorOf,
  markBearbeitungBegonnen,
  refreshBearbeitungsStatus,
  versorgerHistorie,
} from '../auftrag/status.service.js';
import { enqueueMail } from '../mail/outbox.js';
import { linkTargetOf, versorgerUploadLink } from '../versorger-dateien/link.js';
import { wiedervorlageHistorie } from '../wiedervorlage/wiedervorlage.service.js';
import { speichereFlaechen } from './anhang.service.js';
import { jobForStaff } from './jobs.service.js';
import { renderMail, type GerenderteMail } from './render.js';
import type { StaffContext } from '../../procedures.js';

/** The outbox key of a job's enquiry: one job, one mail — also the Message-ID, so a redelivery is recognisably the same. */
export const mailKeyOf = (jobId: string): string => `mailversand.${jobId}`;

/** The enquiry of a job as it goes out now: filled placeholders, the operator's fresh signed upload link. */
function mailOf(ctx: AuthedContext, job: IMailVersandJob, now: Date): GerenderteMail {
  const versorger = job.versorger;
  const vorgangsnummer = versorger.auftrag.antrag.vorgangsnummer;
  return renderMail({
    betreff: job.betreff ?? null,
    mailBody: job.mailBody ?? null,
    werte: platzhalterWerte(job, vorgangsnummer),
    vorgangsnummer,
    upload: {
      url: versorgerUploadLink(ctx.deps, linkTargetOf(versorger), now),
      gueltigBis: new Date(now.getTime() + VERSORGER_UPLOAD.linkDays * 86_400_000),
    },
  });
}

/** spec 001 §5: betreff, anrede, ort and bauBeschreibung are required; sending also needs a recipient. */
export function sendeFehler(
  job: Pick<IMailVersandJob, 'betreff' | 'anrede' | 'ort' | 'bauBeschreibung' | 'empfaenger'>,
): TFieldError[] {
  const errors: TFieldError[] = [];
  const blank = (v: string | null | undefined) => (v ?? '').trim() === '';
  if (blank(job.empfaenger)) errors.push({ field: 'empfaenger', message: MAILVERSAND_MSG.keineEmail });
  else {
    const message = empfaengerFehler(job.empfaenger ?? '');
    if (message) errors.push({ field: 'empfaenger', message });
  }
  if (blank(job.betreff)) errors.push({ field: 'betreff', message: MAILVERSAND_MSG.betreff });
  if (blank(job.anrede)) errors.push({ field: 'anrede', message: MAILVERSAND_MSG.anrede });
  if (blank(job.ort)) errors.push({ field: 'ort', message: MAILVERSAND_MSG.ort });
  if (blank(job.bauBeschreibung)) errors.push({ field: 'bauBeschreibung', message: MAILVERSAND_MSG.beschreibung });
  return errors;
}

/** 'Vorschau-Mailansicht' of a saved job: recipient, both parts, what could not be filled, the attachment names. */
export async function mailVorschau(ctx: StaffContext, id: string, now = new Date()): Promise<TMailVorschau> {
  const job = await jobForStaff(ctx, ctx.em, id);
  const mail = mailOf(ctx, job, now);
  const anhaenge = await ctx.em.find(
    MailAnhang,
    { mailVersandJob: job.id },
    { orderBy: { id: 'asc' }, fields: ['fileName'] },
  );
  return {
    empfaenger: empfaengerListe(job.empfaenger),
    replyTo: ctx.deps.mailReplyTo ?? null,
    betreff: mail.betreff,
    text: mail.text,
    html: mail.html,
    unbekannt: mail.unbekannt,
    leer: mail.leer,
    anhaenge: anhaenge.map((a) => a.fileName),
  };
}

const bereitsVersendet = (): AppError => new AppError('CONFLICT', MAILVERSAND_MSG.bereitsVersendet);

/**
 * PutSendMailAnfrage/{id}: queues the enquiry in the outbox (text, HTML, attachments, Reply-To the office) and marks the
 * job sent, the supplier asked (angefragtDatum, anfrageStatus 2, follow-up in 7 days at 08:00) with a history line — one
 * transaction, under the job's row lock, so a double click or two case workers at once give one mail: the second finds
 * it sent (409). The outbox key is unique per job and is the mail's Message-ID. The area files are written before.
 */
export async function sendeMail(
  ctx: StaffContext,
  id: string,
  now = new Date(),
): Promise<{
  id: string;
  versendet: boolean;
  angefragtDate: string | null;
  vorlageDate: string | null;
  message: string;
}> {
  const vorab = await jobForStaff(ctx, ctx.em, id);
  if (vorab.versendet) throw bereitsVersendet();
  const errors = sendeFehler(vorab);
  if (errors.length > 0) throw new AppError('BAD_REQUEST', errors[0]?.message ?? MAILVERSAND_MSG.keineEmail, errors);

  // slow work first, outside the transaction: the generated area files
  const flaechen = await speichereFlaechen(ctx, vorab);
  try {
    const result = await ctx.em.transactional(async (em) => {
      const job = await jobForStaff(ctx, em, vorab.id, { lock: true });
      if (job.versendet) throw bereitsVersendet();
      const again = sendeFehler(job);
      if (again.length > 0) throw new AppError('BAD_REQUEST', again[0]?.message ?? MAILVERSAND_MSG.keineEmail, again);
      const anhaenge = await em.find(
        MailAnhang,
        { mailVersandJob: job.id },
        { populate: ['storedFile'], orderBy: { id: 'asc' } },
      );
      for (const a of anhaenge) {
        const neu = flaechen.find((f) => f.anhangId === a.id);
        if (neu) a.storedFile = em.getReference(StoredFile, neu.storedFileId);
      }
      const fileIds = anhaenge.flatMap((a) => (a.storedFile ? [a.storedFile.id] : []));
      const files = fileIds.length
        ? await em.find(StoredFile, { id: { $in: fileIds } }, { fields: ['id', 'size'] })
        : [];
      if (files.reduce((sum, f) => sum + f.size, 0) > MAIL_ANHANG.maxTotalBytes)
        throw new AppError('BAD_REQUEST', MAILVERSAND_MSG.anhaengeZuGross);

      const mail = mailOf(ctx, job, now);
      const to = empfaengerListe(job.empfaenger).join(', ');
      await enqueueMail(em, {
        idempotencyKey: mailKeyOf(job.id),
        kind: 'mailversand',
        to,
        replyTo: ctx.deps.mailReplyTo ?? null,
        subject: mail.betreff,
        text: mail.text,
        html: mail.html,
        attachments: fileIds,
      });

      const versorger = job.versorger;
      const actor = actorOf(ctx);
      const vorlage = erinnerungsTermin(now);
      job.versendet = true;
      job.angefragtDate = now;
      job.vorlageDate = vorlage;
      versorger.angefragtDatum = now;
      if (!versorger.abgeschlossen) versorger.vorlageDatum = vorlage;
      versorger.anfrageStatus = anfrageStatusAus({
        angefragtDatum: now,
        auskunftDatum: versorger.auskunftDatum ?? null,
        abgeschlossen: versorger.abgeschlossen,
      });
      // the follow-up belongs to whoever asked (the own-only toggle of /wiedervorlagen)
      versorger.sachbearbeiter ??= em.getReference(User, ctx.session.user.userId);
      versorgerHistorie(em, versorger, actor, `E-Mail-Anfrage versendet an ${to} (Betreff: ${mail.betreff})`);
      // the enquiry sets a follow-up in one week: history code 4, like any follow-up (spec 001 §4)
      if (!versorger.abgeschlossen) wiedervorlageHistorie(em, versorger, vorlage, actor, 'E-Mail-Anfrage versendet');
      await markBearbeitungBegonnen(em, versorger.auftrag, actor);
      await em.flush();
      await refreshBearbeitungsStatus(em, versorger.auftrag.id, ctx.deps.publicUrl, actor);
      await em.flush();
      return {
        id: job.id,
        versendet: true,
        angefragtDate: now.toISOString(),
        vorlageDate: vorlage.toISOString(),
        message: MAILVERSAND_MSG.gesendet,
      };
    });
    ctx.deps.kickMailer?.();
    return result;
  } catch (error) {
    // the area files of a refused attempt go again (the next attempt writes its own)
    if (flaechen.length > 0) {
      const em = ctx.em.fork();
      await em.nativeDelete(StoredFile, { id: { $in: flaechen.map((f) => f.storedFileId) } }).catch(() => undefined);
      const storage = ctx.deps.storage;
      await Promise.all(flaechen.map((f) => storage.remove(f.storageKey).catch(() => undefined)));
    }
    throw error;
  }
}
