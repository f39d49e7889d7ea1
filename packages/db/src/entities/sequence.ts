import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Counters for gap-free running numbers (Vorgangsnummer, Rechnungsnummer) per year. */
export const Sequence = defineEntity({
  name: 'Sequence',
  tableName: 'number_sequence',
  properties: {
    name: p.string().length(32).primary(),
    year: p.integer().primary().autoincrement(false),
    value: p.integer().default(0),
  },
});
export type ISequence = InferEntity<typeof Sequence>;
