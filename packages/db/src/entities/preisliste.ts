import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { updatedAt } from './columns.js';

/** Editable price list from which offers are proposed. */
export const PreislisteEintrag = defineEntity({
  name: 'PreislisteEintrag',
  tableName: 'preisliste_eintrag',
  properties: {
    id: p.integer().primary().autoincrement(),
    // stable key used by the pricing rules: grundgebuehr | gemeinde | eilzuschlag | …
    code: p.string().length(64).unique(),
    bezeichnung: p.string().length(200),
    einheit: p.string().length(32),
    preisCent: p.integer(),
    sortierung: p.integer().default(0),
    aktiv: p.boolean().default(true),
    updatedAt: updatedAt(),
  },
});
export type IPreislisteEintrag = InferEntity<typeof PreislisteEintrag>;
