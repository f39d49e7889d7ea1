import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const Netzart = defineEntity({
  name: 'Netzart',
  tableName: 'netzart',
  properties: {
    // Assigned ids, not generated: spec 000 §3 gives id 20 a fixed meaning.
    id: p.integer().primary().autoincrement(false),
    sparte: p.string().length(100),
    name: p.string().length(100),
    beschreibung: p.text().nullable(),
  },
});
export type INetzart = InferEntity<typeof Netzart>;
