import { p } from '@mikro-orm/core';

// Millisecond precision so MySQL keeps what SQLite keeps (SQLite stores epoch milliseconds).
export const timestamp = () => p.datetime(3);

export const createdAt = () => p.datetime(3).onCreate(() => new Date());

export const updatedAt = () =>
  p
    .datetime(3)
    .onCreate(() => new Date())
    .onUpdate(() => new Date());

export const flag = () => p.boolean().default(false);

// MySQL TEXT stops at 64 KiB, too small for municipality outlines and mail bodies; SQLite accepts
// the same declared type with TEXT affinity, so both drivers share one definition.
export const longText = () => p.text().columnType('longtext');

/** The columns every priced line shares (offer positions, invoice lines); money in integer cents. */
export const priceLineColumns = () => ({
  sortierung: p.integer().default(0),
  position: p.string().length(50),
  anzahl: p.double(),
  beschreibung: p.text(),
  einheit: p.string().length(32).nullable(),
  einzelpreisCent: p.integer(),
  gesamtpreisCent: p.integer(),
});

/**
 * The triggers that keep a parent's `netto_cent` equal to the sum of its positions' `gesamtpreis_cent` (offers and
 * invoices): after every insert, update and delete of a line the parent's sum moves by the line's total. Whatever writes
 * positions — a service, a storno, the demo seed, the bench generator, a hand-made SQL fix — keeps the sums right, and
 * the lists read one column for their footer sums and sorts instead of summing every row's positions.
 */
export function nettoTriggers(positions: string, parent: string, fk: string) {
  const add = (row: 'new' | 'old', sign: '+' | '-') =>
    `update ${parent} set netto_cent = netto_cent ${sign} ${row}.gesamtpreis_cent where id = ${row}.${fk};`;
  return [
    { name: `${positions}_netto_ai`, timing: 'after' as const, events: ['insert' as const], body: add('new', '+') },
    { name: `${positions}_netto_ad`, timing: 'after' as const, events: ['delete' as const], body: add('old', '-') },
    {
      name: `${positions}_netto_au`,
      timing: 'after' as const,
      events: ['update' as const],
      body: `${add('old', '-')} ${add('new', '+')}`,
    },
  ];
}

/**
 * The triggers that copy an offer's dispatch (angebot.angebot_versand) onto its request (antrag.angebot_versand): the
 * offers list filters requests by status and sorts by the dispatch, which one index of the request's own table then
 * delivers in order instead of sorting every match (docs/decisions/lists-and-grids.md). Whatever writes an offer
 * keeps the copy right. The conditions compare the offer's old and new values only: a write that leaves the dispatch as
 * it was (the net-sum triggers update the offer on every line) reads and locks no request row — a condition on the
 * request's own column took its row lock on every line edited, measured on MariaDB, and could deadlock with a send that
 * locks the request first.
 */
export function angebotVersandTriggers() {
  const copy = (when: string) =>
    `update antrag set angebot_versand = new.angebot_versand where antrag.id = new.antrag_id and (${when});`;
  const changed =
    '(old.angebot_versand is null and new.angebot_versand is not null) or (old.angebot_versand is not null and new.angebot_versand is null) or old.angebot_versand <> new.angebot_versand';
  return [
    {
      name: 'angebot_versand_antrag_ai',
      timing: 'after' as const,
      events: ['insert' as const],
      body: copy('new.angebot_versand is not null'),
    },
    { name: 'angebot_versand_antrag_au', timing: 'after' as const, events: ['update' as const], body: copy(changed) },
    {
      name: 'angebot_versand_antrag_ad',
      timing: 'after' as const,
      events: ['delete' as const],
      body: 'update antrag set angebot_versand = null where antrag.id = old.antrag_id and old.angebot_versand is not null;',
    },
  ];
}

/**
 * The triggers that copy an offer's net sum (angebot.netto_cent, itself kept from its lines) onto its request
 * (antrag.angebot_netto_cent): the staff's /angebote total and net sum over every listed request then come from one
 * index of the requests, (antrag_status, angebot_netto_cent), instead of a lookup of the offer per request
 * (docs/decisions/data-model.md). A line written changes the sum, so the request's row is written with it: whoever
 * edits lines takes the request's row lock first (angebotGate), as a send does, so that the two cannot deadlock.
 */
export function angebotNettoTriggers() {
  return [
    {
      name: 'angebot_netto_antrag_ai',
      timing: 'after' as const,
      events: ['insert' as const],
      body: 'update antrag set angebot_netto_cent = new.netto_cent where antrag.id = new.antrag_id;',
    },
    {
      name: 'angebot_netto_antrag_au',
      timing: 'after' as const,
      events: ['update' as const],
      body: 'update antrag set angebot_netto_cent = new.netto_cent where antrag.id = new.antrag_id and old.netto_cent <> new.netto_cent;',
    },
    {
      name: 'angebot_netto_antrag_ad',
      timing: 'after' as const,
      events: ['delete' as const],
      body: 'update antrag set angebot_netto_cent = null where antrag.id = old.antrag_id;',
    },
  ];
}
