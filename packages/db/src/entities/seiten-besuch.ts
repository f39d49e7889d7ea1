import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamp } from './columns.js';
import { User } from './user.js';

/**
 * When a case worker last opened a list page (Angebote, Auftraege, Wiedervorlagen, Rechnung, Vorkasse): what arrived
 * after it is 'new' for that worker (dashboard counts and navigation badges, GetNewMessagesForSb).
 */
export const SeitenBesuch = defineEntity({
  name: 'SeitenBesuch',
  tableName: 'seiten_besuch',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    seite: p.string().length(32).primary(),
    gesehenAm: timestamp(),
  },
});
export type ISeitenBesuch = InferEntity<typeof SeitenBesuch>;
