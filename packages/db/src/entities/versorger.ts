import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TAnfrageStatus } from '@lap/contracts';
import { randomUUID } from 'node:crypto';
import { Auftrag, Position } from './auftrag.js';
import { createdAt, flag, timestamp, updatedAt } from './columns.js';
import { Gemeinde } from './gemeinde.js';
import { Netzbetreiber } from './netzbetreiber.js';
import { User } from './user.js';

/** An operator asked within one Auftrag; contact data is copied from the Netzbetreiber and editable. */
export const Versorger = defineEntity({
  name: 'Versorger',
  tableName: 'versorger',
  // /wiedervorlagen: the open follow-ups' days and counts from the index alone, and the follow-ups of a few days as
  // ranges of it (a provider's 39,000 open follow-ups among 2,000,000 supplier rows)
  indexes: [{ properties: ['abgeschlossen', 'vorlageDatum', 'anfrageStatus', 'sachbearbeiter'] }],
  // a renamed supplier row renames its mail job's copy (mail_versand_job.versorger_name, the /mailversand sort key)
  triggers: [
    {
      name: 'versorger_name_job_au',
      timing: 'after',
      events: ['update'],
      body: 'update mail_versand_job set versorger_name = new.versorger_name where versorger_id = new.id and versorger_name <> new.versorger_name;',
    },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    auftrag: () => p.manyToOne(Auftrag).index().deleteRule('cascade'),
    netzbetreiber: () => p.manyToOne(Netzbetreiber).nullable().index().deleteRule('set null'),
    position: () => p.manyToOne(Position).nullable().index().deleteRule('set null'),
    versorgerName: p.string().length(200),
    email: p.string().length(254).nullable(),
    telefon: p.string().length(50).nullable(),
    kontakt: p.string().length(200).nullable(),
    // shown as 'NB Info' (spec 001 §3)
    bemerkung: p.text().nullable(),
    portalLink: p.string().length(500).nullable(),
    abfrageart: p.string().length(32).default(''),
    netzbetreiberUrl: p.string().length(500).nullable(),
    netzbetreiberAktionUrl: p.string().length(500).nullable(),
    emailGenerierungAktionUrl: p.string().length(500).nullable(),
    angefragtDatum: timestamp().nullable(),
    auskunftDatum: timestamp().nullable(),
    // follow-up (Wiedervorlage): an instant, the time of day matters (spec 001 §5, default 08:00 Berlin)
    vorlageDatum: timestamp().nullable().index(),
    // the follow-up remark (BemerkungWiedervorlagen), apart from the answer remark auskunftBemerkung
    wiedervorlageBemerkung: p.text().nullable(),
    abgeschlossen: flag(),
    // the operator confirmed that it has no lines at the site ('nicht betroffen' on /dokumente)
    nichtBetroffen: flag(),
    auskunftBemerkung: p.text().nullable(),
    anfrageStatus: p.integer().$type<TAnfrageStatus>().default(1).index(),
    automatikVersand: flag(),
    // the operator link's version: revoking raises it, and links signed for an older one stop working
    linkVersion: p.integer().default(0),
    sachbearbeiter: () => p.manyToOne(User).nullable().index(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    gemeinden: () => p.oneToMany(VersorgerGemeinde).mappedBy('versorger'),
    historie: () => p.oneToMany(VersorgerHistorie).mappedBy('versorger'),
  },
});
export type IVersorger = InferEntity<typeof Versorger>;

export const VersorgerGemeinde = defineEntity({
  name: 'VersorgerGemeinde',
  tableName: 'versorger_gemeinde',
  uniques: [{ properties: ['versorger', 'gemeinde'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    versorger: () => p.manyToOne(Versorger).index().deleteRule('cascade'),
    gemeinde: () => p.manyToOne(Gemeinde).index(),
    disabled: flag(),
    // the operator's coverage includes this municipality
    getroffen: flag(),
  },
});
export type IVersorgerGemeinde = InferEntity<typeof VersorgerGemeinde>;

export const VersorgerHistorie = defineEntity({
  name: 'VersorgerHistorie',
  tableName: 'versorger_historie',
  properties: {
    id: p.integer().primary().autoincrement(),
    versorger: () => p.manyToOne(Versorger).index().deleteRule('cascade'),
    ende: timestamp().nullable(),
    bearbeiter: () => p.manyToOne(User).nullable().index(),
    beschreibung: p.text(),
    createdAt: createdAt().index(),
  },
});
export type IVersorgerHistorie = InferEntity<typeof VersorgerHistorie>;
