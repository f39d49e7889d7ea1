import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Auftrag } from './auftrag.js';
import { User } from './user.js';
import { createdAt, flag, timestamp, updatedAt, priceLineColumns, nettoTriggers } from './columns.js';
import { zaehlerTriggers } from './list-zaehler.js';

/** Issued invoices are immutable: corrections are a Storno plus a new invoice. */
export const Rechnung = defineEntity({
  name: 'Rechnung',
  tableName: 'rechnung',
  // /rechnungen's totals and net sums over every invoice and over the open ones (entities/list-zaehler.ts)
  triggers: zaehlerTriggers('rechnung'),
  indexes: [
    // /rechnungen counts and sums the open invoices from this index alone, and reads a page of them, the last ones
    // included, newest order first from the next one
    { properties: ['abgeschlossen', 'nettoCent'] },
    { properties: ['abgeschlossen', 'auftragsDatum', 'id'] },
    // 'is an invoice of this order paid?' (the rule, per cancelled invoice: markAbgeschlossen, the list rows) without reading the rows
    { properties: ['auftrag', 'bezahltAm'] },
    // 'Versandte Rechnungen' counts and sums an order's sent invoices awaiting payment (VERSANDT_OFFEN_SQL) from this one
    {
      properties: [
        'auftrag',
        'bezahltAm',
        'storniert',
        'vorkasse',
        'storniertRechnung',
        'rechnungsNummer',
        'nettoCent',
      ],
    },
    // /rechnungen and 'Versandte Rechnungen' newest order first, read from the index and stopped after the page
    { properties: ['auftragsDatum', 'id'] },
    // an order's newest prepayment invoice (/vorkasselist's number, dispatch and net; per row and in the net sum): the
    // net sum over the open prepayments reads the prepayment's flags and net from the index alone
    { properties: ['auftrag', 'createdAt', 'vorkasse', 'storniert', 'storniertRechnung', 'nettoCent'] },
    // /rechnungen filtered by invoice date (a quarter, a year): the count and net sum of the range, open ones or all,
    // from the index alone instead of a scan of the table
    { properties: ['rechnungsDatum', 'abgeschlossen', 'nettoCent'] },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    auftrag: () => p.manyToOne(Auftrag).index(),
    // the order's date (fixed when the order is made), copied so the invoice lists sort by it without joining orders;
    // nullable only so that older databases can add it (migration rechnung_auftragsdatum, SQLite on start fill it in)
    auftragsDatum: timestamp()
      .nullable()
      .onCreate((r: { auftrag: { auftragsDatum?: Date } }) => {
        if (!r.auftrag.auftragsDatum)
          throw new Error('Rechnung: the order must be loaded (its auftragsDatum is copied)');
        return r.auftrag.auftragsDatum;
      }),
    // gap-free per year, assigned when issued
    rechnungsNummer: p.string().length(32).nullable().unique(),
    rechnungsDatum: p.date().nullable().index(),
    rechnungVersandt: timestamp().nullable().index(),
    rechnungGeneriert: flag(),
    storniert: flag(),
    // on a cancellation invoice: the invoice it cancels
    storniertRechnung: () => p.manyToOne(Rechnung).nullable().index(),
    vorkasse: flag(),
    // the prepayment invoice made when the offer was accepted: the worker sends it once the invoice address is known
    autoVersand: flag(),
    gebuehrenRechnung: flag(),
    ustIdNr: p.string().length(20).nullable(),
    ausland: flag(),
    mwst: p.integer().default(19),
    // frozen when issued (§ 14 UStG): the buyer as billed, the service period, the payment term, who sent it
    kaeufer: p.json<Record<string, unknown>>().nullable(),
    leistungVon: p.date().nullable(),
    leistungBis: p.date().nullable(),
    zahlungszielTage: p.integer().default(14),
    versandtVon: () => p.manyToOne(User).nullable().index().deleteRule('set null'),
    // payment received ('Rechnung bezahlt' / PutAbgeschlosseneRechnungen): the invoice is completed (prioritaetStatus 6)
    bezahltAm: timestamp().nullable(),
    // completed (prioritaetStatus 6, RECHNUNG_ABGESCHLOSSEN_SQL: paid, or cancelled / a cancellation once an invoice of
    // its order is paid), kept by markAbgeschlossen wherever a payment or a cancellation is written so that
    // /rechnungen finds the open invoices without testing each cancelled one's order; never goes back to false
    abgeschlossen: flag(),
    // the sum of the positions' gesamtpreisCent, kept by database triggers (nettoTriggers in columns.ts) for the lists' footer
    // sums and sorts; read-only for the application (a loaded entity may hold a stale value)
    nettoCent: p.integer().default(0),
    createdAt: createdAt().index(),
    updatedAt: updatedAt(),
    positionen: () => p.oneToMany(RechnungsPosition).mappedBy('rechnung').orderBy({ sortierung: 'asc' }),
  },
});
export type IRechnung = InferEntity<typeof Rechnung>;

export const RechnungsPosition = defineEntity({
  name: 'RechnungsPosition',
  tableName: 'rechnungs_position',
  triggers: nettoTriggers('rechnungs_position', 'rechnung', 'rechnung_id'),
  properties: {
    id: p.integer().primary().autoincrement(),
    rechnung: () => p.manyToOne(Rechnung).index().deleteRule('cascade'),
    ...priceLineColumns(),
  },
});
export type IRechnungsPosition = InferEntity<typeof RechnungsPosition>;
