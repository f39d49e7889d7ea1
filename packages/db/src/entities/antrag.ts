import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TAntragStatus, TPersonTyp, TVorgangsart } from '@lap/contracts';
import { randomUUID } from 'node:crypto';
import { createdAt, flag, longText, timestamp, updatedAt } from './columns.js';
import { Gemeinde } from './gemeinde.js';
import { Netzart } from './netzart.js';
import { User } from './user.js';

export const Antrag = defineEntity({
  name: 'Antrag',
  tableName: 'antrag',
  // whether a customer has a paid request (Erstkunde on /angebote) without reading their other requests
  // /angebote sorts by the offer's dispatch: its copy here lets the list walk one index of the requests
  // the place: a text filter on it is matched against its distinct values first (list engine, `fewValues`)
  // /angebote counts and sums the requests of its statuses from (antrag_status, angebot_netto_cent) alone
  indexes: [
    { properties: ['owner', 'antragStatus'] },
    { properties: ['angebotVersand', 'id'] },
    { properties: ['ort'] },
    { properties: ['antragStatus', 'angebotNettoCent'] },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    // Assigned from the sequence when the draft is created (AS2026-000123).
    vorgangsnummer: p.string().length(20).unique(),
    owner: () => p.manyToOne(User).index(),
    antragStatus: p.integer().$type<TAntragStatus>().default(1),
    vorgangsart: p.integer().$type<TVorgangsart>().default(1),
    eilbearbeitung: flag(),
    vorhaben: p.string().length(250),
    projektangaben: p.string().length(250),
    strasse: p.string().length(100),
    hausnummer: p.string().length(25),
    plz: p.string().length(10),
    ort: p.string().length(100),
    bautiefe: p.string().length(50),
    gemarkung: p.string().length(100).nullable(),
    flurstuecknummer: p.string().length(50).nullable(),
    baustart: p.date(),
    bauende: p.date(),
    identischMitAntragsteller: flag(),
    bauausfuehrenderUnbekannt: flag(),
    anerkennungAgb: flag(),
    sonstigeBetreiber: p.string().length(250).nullable(),
    // spec 000 §5: zu_teuer | passt_nicht_zu_bedarf | besseres_angebot_gefunden | anderer_grund | Keine_Auswahl
    ablehnGrund: p.string().length(64).nullable(),
    ablehnText: p.string().length(200).nullable(),
    createDate: createdAt().index(),
    datumVersand: timestamp().nullable().index(),
    // the offer's angebotVersand, kept by database triggers on angebot (angebotVersandTriggers); read-only for the
    // application (a loaded entity may hold a stale value)
    angebotVersand: timestamp().nullable(),
    // the offer's nettoCent, kept by database triggers on angebot (angebotNettoTriggers); NULL without an offer;
    // read-only for the application
    angebotNettoCent: p.integer().nullable(),
    updatedAt: updatedAt(),
    personen: () => p.oneToMany(Person).mappedBy('antrag'),
    netzarten: () => p.manyToMany(Netzart).owner().pivotTable('antrag_netzart'),
    mapFeatures: () => p.oneToMany(MapFeature).mappedBy('antrag'),
    gemeinden: () => p.oneToMany(AntragGemeinde).mappedBy('antrag'),
  },
});
export type IAntrag = InferEntity<typeof Antrag>;

export const Person = defineEntity({
  name: 'Person',
  tableName: 'person',
  uniques: [{ properties: ['antrag', 'personTyp'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    antrag: () => p.manyToOne(Antrag).index().deleteRule('cascade'),
    personTyp: p.integer().$type<TPersonTyp>(),
    firma: p.string().length(200).nullable(),
    vorname: p.string().length(100),
    name: p.string().length(100),
    strasse: p.string().length(100),
    hausnummer: p.string().length(25),
    plz: p.string().length(10),
    ort: p.string().length(100),
    telefon: p.string().length(50),
    email: p.string().length(254),
  },
});
export type IPerson = InferEntity<typeof Person>;

export const MapFeature = defineEntity({
  name: 'MapFeature',
  tableName: 'map_feature',
  properties: {
    id: p.integer().primary().autoincrement(),
    antrag: () => p.manyToOne(Antrag).index().deleteRule('cascade'),
    // EPSG:4326, 6 decimals (spec 000 §9)
    wkt: longText(),
    minX: p.double(),
    minY: p.double(),
    maxX: p.double(),
    maxY: p.double(),
    createdAt: createdAt(),
  },
});
export type IMapFeature = InferEntity<typeof MapFeature>;

export const MapPosition = defineEntity({
  name: 'MapPosition',
  tableName: 'map_position',
  properties: {
    id: p.integer().primary().autoincrement(),
    antrag: () => p.oneToOne(Antrag).owner().unique().deleteRule('cascade'),
    lat: p.double(),
    lng: p.double(),
    zoom: p.double(),
    positionWkt: p.string().length(100).nullable(),
    updatedAt: updatedAt(),
  },
});
export type IMapPosition = InferEntity<typeof MapPosition>;

/** The municipalities a request touches, derived from its drawn features. */
export const AntragGemeinde = defineEntity({
  name: 'AntragGemeinde',
  tableName: 'antrag_gemeinde',
  uniques: [{ properties: ['antrag', 'gemeinde'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    antrag: () => p.manyToOne(Antrag).index().deleteRule('cascade'),
    gemeinde: () => p.manyToOne(Gemeinde).index(),
    disabled: flag(),
  },
});
export type IAntragGemeinde = InferEntity<typeof AntragGemeinde>;
