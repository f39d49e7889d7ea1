import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, flag, updatedAt } from './columns.js';
import { Gemeinde } from './gemeinde.js';
import { Netzart } from './netzart.js';

/** Network operator master data. */
export const Netzbetreiber = defineEntity({
  name: 'Netzbetreiber',
  tableName: 'netzbetreiber',
  properties: {
    id: p.integer().primary().autoincrement(),
    // Stable key for imports (upsert): the operator's own number or a slug of its name. Rows created
    // without one (code paths that copy operators) get a random key, so the column stays unique.
    schluessel: p
      .string()
      .length(64)
      .unique()
      .onCreate(() => `nb-${randomUUID().slice(0, 13)}`),
    name: p.string().length(200).index(),
    email: p.string().length(254).nullable(),
    telefon: p.string().length(50).nullable(),
    kontakt: p.string().length(200).nullable(),
    portalLink: p.string().length(500).nullable(),
    // spec 001 §3: '' | E-Mail | Portal | Eingabeformular
    abfrageart: p.string().length(32).default(''),
    netzbetreiberUrl: p.string().length(500).nullable(),
    netzbetreiberAktionUrl: p.string().length(500).nullable(),
    emailGenerierungAktionUrl: p.string().length(500).nullable(),
    bemerkung: p.text().nullable(),
    automatikVersand: flag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    coverage: () => p.oneToMany(NetzbetreiberCoverage).mappedBy('netzbetreiber'),
  },
});
export type INetzbetreiber = InferEntity<typeof Netzbetreiber>;

/** Which operator runs which Netzart in which municipality. */
export const NetzbetreiberCoverage = defineEntity({
  name: 'NetzbetreiberCoverage',
  tableName: 'netzbetreiber_coverage',
  uniques: [{ properties: ['netzbetreiber', 'gemeinde', 'netzart'] }],
  indexes: [{ properties: ['gemeinde', 'netzart'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    netzbetreiber: () => p.manyToOne(Netzbetreiber).index().deleteRule('cascade'),
    gemeinde: () => p.manyToOne(Gemeinde).index().deleteRule('cascade'),
    netzart: () => p.manyToOne(Netzart).index(),
  },
});
export type INetzbetreiberCoverage = InferEntity<typeof NetzbetreiberCoverage>;
