import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Antrag } from './antrag.js';
import {
  angebotNettoTriggers,
  angebotVersandTriggers,
  createdAt,
  timestamp,
  updatedAt,
  priceLineColumns,
  nettoTriggers,
} from './columns.js';

/**
 * The index that holds every column /angebote reads of an offer, found from its request (list/sources/angebot.ts): its
 * prepayment flag (the net sum is read from the request's copy, antrag.angebot_netto_cent).
 */
export const ANGEBOT_LIST_INDEX = 'angebot_antrag_id_vorkasse_status_index';

/** The offer of one Antrag; totals are derived from its positions. */
export const Angebot = defineEntity({
  name: 'Angebot',
  tableName: 'angebot',
  triggers: [...angebotVersandTriggers(), ...angebotNettoTriggers()],
  indexes: [{ name: ANGEBOT_LIST_INDEX, properties: ['antrag', 'vorkasseStatus'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    antrag: () => p.oneToOne(Antrag).owner().unique().deleteRule('cascade'),
    // spec 000 §3: 0 normal, otherwise prepayment (1)
    vorkasseStatus: p.integer().default(0),
    angebotVersand: timestamp().nullable().index(),
    bemerkung: p.text().nullable(),
    // percent, e.g. 10 for 10 %
    rabatt: p.double().nullable(),
    // the sum of the positions' gesamtpreisCent, kept by database triggers (nettoTriggers in columns.ts) for the lists' footer
    // sums and sorts; read-only for the application (a loaded entity may hold a stale value)
    nettoCent: p.integer().default(0),
    createdAt: createdAt().index(),
    updatedAt: updatedAt(),
    positionen: () => p.oneToMany(AngebotPosition).mappedBy('angebot').orderBy({ sortierung: 'asc' }),
  },
});
export type IAngebot = InferEntity<typeof Angebot>;

export const AngebotPosition = defineEntity({
  name: 'AngebotPosition',
  tableName: 'angebot_position',
  triggers: nettoTriggers('angebot_position', 'angebot', 'angebot_id'),
  properties: {
    id: p.integer().primary().autoincrement(),
    angebot: () => p.manyToOne(Angebot).index().deleteRule('cascade'),
    ...priceLineColumns(),
  },
});
export type IAngebotPosition = InferEntity<typeof AngebotPosition>;
