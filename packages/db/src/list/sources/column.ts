import { sql, type RawBuilder } from 'kysely';
import type { ListFieldSql } from '../engine.js';

/** A list column over the base query's aliases: a fixed SQL expression of ours, never user input. */
export const col = (expr: string): ListFieldSql => ({ expr: () => sql.raw(expr) as RawBuilder<unknown> });

/** A NOT NULL column of the list's inner-joined tables (sorts need no NULLs-last term, so an index can deliver the order). */
export const notNullCol = (expr: string): ListFieldSql => ({ ...col(expr), notNull: true });

/**
 * A column of the request's customer (alias `ku`, joined on `ku.id = an.owner_id`): a text filter on it is matched
 * against the customers first, and the list read through the requests of those that match (`fewRows`).
 */
export const customerCol = (field: ListFieldSql): ListFieldSql => ({
  ...field,
  fewRows: { table: 'app_user as ku', key: 'ku.id', ref: 'an.owner_id' },
});
