import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user.js';

/**
 * A person's history rows counted up to a row id (`bisId`): the count of /historien is `anzahl` plus the person's
 * rows after `bisId`, read from the (user_id, id) index. Rewritten by the worker (repositories/historie-stand.ts);
 * nobody writing history touches it, so recording an action takes no lock beyond its own row. The portal never deletes
 * history rows; rows deleted in the database by hand are counted right again by the next refresh (every 10 minutes).
 */
export const HistorieStand = defineEntity({
  name: 'HistorieStand',
  tableName: 'historie_stand',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    bisId: p.integer(),
    anzahl: p.integer(),
    /** The highest history row id when the count was taken (the same in every row): the next refresh counts up to it. */
    hoechsteId: p.integer(),
  },
});
export type IHistorieStand = InferEntity<typeof HistorieStand>;
