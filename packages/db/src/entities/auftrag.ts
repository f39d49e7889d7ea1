import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TBearbeitungsStatus, TPrioritaet } from '@lap/contracts';
import { randomUUID } from 'node:crypto';
import { Antrag } from './antrag.js';
import { createdAt, flag, timestamp, updatedAt } from './columns.js';
import { Netzart } from './netzart.js';
import { User } from './user.js';

/** Created when the customer accepts the offer. */
export const Auftrag = defineEntity({
  name: 'Auftrag',
  tableName: 'auftrag',
  // the prepayment orders still open (au.vorkasse = 1 and au.vorkasse_bezahlt_am is null: /vorkasselist, the desk's
  // count) are a few thousand of 200,000: the single-column index on the payment date holds every other order as NULL
  // /auftraege's scope (not completed, no open prepayment) with its priority and deadline: the list's count, a priority
  // filter and its ids sorted by deadline read this index alone
  indexes: [
    { properties: ['vorkasse', 'vorkasseBezahltAm'] },
    {
      name: 'auftrag_offen_index',
      properties: ['bearbeitungsStatus', 'prioritaet', 'vorkasse', 'vorkasseBezahltAm', 'bearbeitungsFrist'],
    },
    // the orders finished since a worker's last visit of /rechnungen (the 'Rechnung' badge and dashboard card): a range
    { properties: ['bearbeitungsStatus', 'abgeschlossenAm'] },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    antrag: () => p.oneToOne(Antrag).owner().unique(),
    auftragsDatum: timestamp()
      .onCreate(() => new Date())
      .index(),
    prioritaet: p.integer().$type<TPrioritaet>().default(3).index(),
    bearbeitungsStatus: p.integer().$type<TBearbeitungsStatus>().default(0).index(),
    bearbeiter: () => p.manyToOne(User).nullable().index(),
    vorkasse: flag(),
    // prepayment received (CompleteVorkassen): processing starts, the deadline runs from here
    vorkasseBezahltAm: timestamp().nullable().index(),
    // processing deadline; past it the list row is `ueberschritten`
    bearbeitungsFrist: p.date().nullable().index(),
    bemerkung: p.text().nullable(),
    abgeschlossenAm: timestamp().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    positionen: () => p.oneToMany(Position).mappedBy('auftrag').orderBy({ sortierung: 'asc' }),
  },
});
export type IAuftrag = InferEntity<typeof Auftrag>;

/** An order position: one per chosen Netzart plus manual ones. */
export const Position = defineEntity({
  name: 'Position',
  tableName: 'auftrag_position',
  properties: {
    id: p.integer().primary().autoincrement(),
    auftrag: () => p.manyToOne(Auftrag).index().deleteRule('cascade'),
    positionName: p.string().length(200),
    position: p.string().length(50),
    beschreibung: p.text().nullable(),
    netzart: () => p.manyToOne(Netzart).nullable().index(),
    sortierung: p.integer().default(0),
    isDeleted: flag(),
    createdAt: createdAt(),
  },
});
export type IPosition = InferEntity<typeof Position>;
