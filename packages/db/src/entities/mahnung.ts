import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TMahnungStatus } from '@lap/contracts';
import { randomUUID } from 'node:crypto';
import { Auftrag } from './auftrag.js';
import { createdAt, flag, longText, timestamp, updatedAt } from './columns.js';
import { Rechnung } from './rechnung.js';
import { User } from './user.js';
import { zaehlerTriggers } from './list-zaehler.js';

export const Mahnung = defineEntity({
  name: 'Mahnung',
  tableName: 'mahnung',
  // /mahnungen's total and net sum over every notice (entities/list-zaehler.ts)
  triggers: zaehlerTriggers('mahnung'),
  // /mahnungen counts and sums by level from this index alone, and sorts a level by the invoice's dispatch from the next
  indexes: [
    { properties: ['mahnungStatus', 'nettoCent'] },
    { properties: ['mahnungStatus', 'rechnungVersandt', 'id'] },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    rechnung: () => p.manyToOne(Rechnung).index(),
    auftrag: () => p.manyToOne(Auftrag).index(),
    // 1–3 dunning level, 4 payment uncollectable
    mahnungStatus: p.integer().$type<TMahnungStatus>().default(1).index(),
    // set when sent
    mahnungDate: timestamp().nullable().index(),
    mahnungFaellig: p.date().nullable().index(),
    rechnungsEmail: p.string().length(254).nullable(),
    betreff: p.string().length(255).nullable(),
    mailtext: longText().nullable(),
    sachbearbeiter: () => p.manyToOne(User).nullable().index(),
    abgeschlossen: flag(),
    // default interest and the § 288 (5) BGB lump sum printed on a level 2+ notice when it was sent (cents)
    zinsenCent: p.integer().nullable(),
    // the invoice's net sum and dispatch, copied when the notice is made (an issued invoice never changes): the dunning
    // list sums and sorts them without joining every invoice; nullable only so that older databases can add them
    nettoCent: p.integer().nullable(),
    rechnungVersandt: timestamp().nullable(),
    // issue 42: a notice before the invoice fell due only with the case worker's reason, kept here
    vorzeitigGrund: p.text().nullable(),
    createdAt: createdAt().index(),
    updatedAt: updatedAt(),
  },
});
export type IMahnung = InferEntity<typeof Mahnung>;

/** The editable text of each dunning level (1–3, 4 = payment uncollectable); the built-in text until one is saved. */
export const MahnungVorlage = defineEntity({
  name: 'MahnungVorlage',
  tableName: 'mahnung_vorlage',
  properties: {
    stufe: p.integer().primary().autoincrement(false),
    betreff: p.string().length(255),
    mailtext: longText(),
    updatedAt: updatedAt(),
  },
});
export type IMahnungVorlage = InferEntity<typeof MahnungVorlage>;
