import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TNotizProjekt } from '@lap/contracts';
import { createdAt } from './columns.js';
import { User } from './user.js';

export const Notiz = defineEntity({
  name: 'Notiz',
  tableName: 'notiz',
  indexes: [{ properties: ['projekt', 'projektId'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    notizText: p.string().length(350),
    // 0 global, 1 Angebot, 2 Auftrag, 3 Auftragspositionen, 4 Rechnung, 5 Mahnung
    projekt: p.integer().$type<TNotizProjekt>().default(0),
    // id of the record the note belongs to (uuid or integer as text)
    projektId: p.string().length(36).nullable(),
    createdAt: createdAt().index(),
  },
});
export type INotiz = InferEntity<typeof Notiz>;
