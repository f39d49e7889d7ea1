import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TVorgangsart } from '@lap/contracts';
import { randomUUID } from 'node:crypto';
import { createdAt, flag, longText, timestamp, updatedAt } from './columns.js';
import { Netzart } from './netzart.js';
import { Versorger } from './versorger.js';

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
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    versorger: () => p.oneToOne(Versorger).owner().unique().deleteRule('cascade'),
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
    vorlageDate: p.date().nullable().index(),
    angefragtDate: timestamp().nullable(),
    auskunftDate: timestamp().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type IMailVersandJob = InferEntity<typeof MailVersandJob>;
