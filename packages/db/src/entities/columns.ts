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
