import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Antrag } from './antrag.js';
import { createdAt, flag, updatedAt } from './columns.js';

/** Invoice address of one Antrag (spec 000 §3). */
export const Rechnungsadresse = defineEntity({
  name: 'Rechnungsadresse',
  tableName: 'rechnungsadresse',
  properties: {
    id: p.integer().primary().autoincrement(),
    antrag: () => p.oneToOne(Antrag).owner().unique().deleteRule('cascade'),
    rechnungEmail: p.string().length(254),
    firma: p.string().length(200).nullable(),
    firmaZusatz1: p.string().length(200).nullable(),
    firmaZusatz2: p.string().length(200).nullable(),
    firmaZusatz3: p.string().length(200).nullable(),
    vorname: p.string().length(100).nullable(),
    name: p.string().length(100),
    strasse: p.string().length(100),
    hausnummer: p.string().length(25),
    plz: p.string().length(10),
    ort: p.string().length(100),
    land: p.string().length(100).default('Deutschland'),
    ausland: flag(),
    ustIdNr: p.string().length(20).nullable(),
    adressenAenderung: flag(),
    projektnummer: p.string().length(100).nullable(),
    keineProjektnummer: flag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type IRechnungsadresse = InferEntity<typeof Rechnungsadresse>;
