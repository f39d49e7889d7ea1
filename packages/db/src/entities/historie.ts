import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TAnfrageStatus, THistorieAktion } from '@lap/contracts';
import { Antrag } from './antrag.js';
import { Auftrag } from './auftrag.js';
import { createdAt } from './columns.js';
import { User } from './user.js';
import { Versorger } from './versorger.js';

/** The (user_id, created_at) index by name: /historien names it to MariaDB for a person's last action (list/sources/historie.ts). */
export const HISTORIE_USER_DATUM_INDEX = 'historie_user_id_created_at_index';

/** Audit trail of case actions (spec 001 §4 action codes 1–9). */
export const Historie = defineEntity({
  name: 'Historie',
  tableName: 'historie',
  // a person's and a case's rows newest first (their history pages, the last action of /historien) straight from the index;
  // a person's rows of one action (their history filtered by Aktion) counted and read newest first from the third
  indexes: [
    { properties: ['user', 'createdAt'], name: HISTORIE_USER_DATUM_INDEX },
    { properties: ['antrag', 'createdAt'] },
    { properties: ['user', 'aktion', 'createdAt'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    aktion: p.integer().$type<THistorieAktion>().index(),
    user: () => p.manyToOne(User).nullable().index(),
    antrag: () => p.manyToOne(Antrag).nullable().index().deleteRule('cascade'),
    auftrag: () => p.manyToOne(Auftrag).nullable().index().deleteRule('cascade'),
    versorger: () => p.manyToOne(Versorger).nullable().index().deleteRule('set null'),
    beschreibung: p.text(),
    anfrageStatus: p.integer().$type<TAnfrageStatus>().nullable(),
    createdAt: createdAt().index(),
  },
});
export type IHistorie = InferEntity<typeof Historie>;
