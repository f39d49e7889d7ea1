import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { MAIL_ANHANG_ART, type TVorgangsart } from '@lap/contracts';
import { randomUUID } from 'node:crypto';
import { createdAt, flag, longText, timestamp, updatedAt } from './columns.js';
import { Netzart } from './netzart.js';
import { StoredFile } from './stored-file.js';
import { Versorger } from './versorger.js';
import { zaehlerTriggers } from './list-zaehler.js';

/** Mail template with {Auto-…} placeholders (spec 001 §4). */
export const MailVorlage = defineEntity({
  name: 'MailVorlage',
  tableName: 'mail_vorlage',
  properties: {
    id: p.integer().primary().autoincrement(),
    templateName: p.string().length(200),
    betreff: p.string().length(255).nullable(),
    mailtext: longText(),
    netzart: () => p.manyToOne(Netzart).nullable().index(),
    vorgangsart: p.integer().$type<TVorgangsart>().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type IMailVorlage = InferEntity<typeof MailVorlage>;

/** The enquiry mail to one Versorger, prepared, previewed and then sent. */
export const MailVersandJob = defineEntity({
  name: 'MailVersandJob',
  tableName: 'mail_versand_job',
  // /mailversand's total over every job (entities/list-zaehler.ts)
  triggers: zaehlerTriggers('mail_versand_job'),
  // /mailversand's default order (supplier name) and its everyday filter (not sent, newest request first)
  indexes: [{ properties: ['versorgerName', 'id'] }, { properties: ['versendet', 'angefragtDate', 'id'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    versorger: () => p.oneToOne(Versorger).owner().unique().deleteRule('cascade'),
    // the supplier row's name, copied when the job is made and kept equal by the trigger on versorger (entities/
    // versorger.ts): /mailversand sorts a million jobs by it from one index instead of joining every supplier row
    versorgerName: p.string().length(200).default(''),
    versendet: flag(),
    empfaenger: p.string().length(1000).nullable(),
    betreff: p.string().length(255).nullable(),
    mailBody: longText().nullable(),
    anrede: p.string().length(200).nullable(),
    ort: p.string().length(200).nullable(),
    bauausfuehrende: p.text().nullable(),
    auftraggeber: p.text().nullable(),
    bauBeschreibung: p.text().nullable(),
    kartenLink: p.string().length(1000).nullable(),
    bearbeiter: p.string().length(200).nullable(),
    telefonBearbeiter: p.string().length(50).nullable(),
    automatikVersand: flag(),
    mailvorlage: () => p.manyToOne(MailVorlage).nullable().index().deleteRule('set null'),
    vorlageDate: timestamp().nullable().index(),
    angefragtDate: timestamp().nullable(),
    auskunftDate: timestamp().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type IMailVersandJob = InferEntity<typeof MailVersandJob>;

/**
 * An attachment of a mail job (spec 001 §3 Attachment): a request file chosen for it, the generated request area
 * (KML, GeoJSON: stored when the mail is sent) or a file uploaded for this job. The file name is unique per job.
 */
export const MailAnhang = defineEntity({
  name: 'MailAnhang',
  tableName: 'mail_anhang',
  uniques: [{ properties: ['mailVersandJob', 'fileName'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    mailVersandJob: () => p.manyToOne(MailVersandJob).index().deleteRule('cascade'),
    art: p.enum(MAIL_ANHANG_ART),
    storedFile: () => p.manyToOne(StoredFile).nullable().index().deleteRule('cascade'),
    fileName: p.string().length(255),
    anzeigeName: p.string().length(255),
    createdAt: createdAt(),
  },
});
export type IMailAnhang = InferEntity<typeof MailAnhang>;
