import { sql, type RawBuilder } from 'kysely';
import type { ListFieldSql } from '../engine.js';

/** A list column over the base query's aliases: a fixed SQL expression of ours, never user input. */
export const col = (expr: string): ListFieldSql => ({ expr: () => sql.raw(expr) as RawBuilder<unknown> });

/** A NOT NULL column of the list's inner-joined tables (sorts need no NULLs-last term, so an index can deliver the order). */
export const notNullCol = (expr: string): ListFieldSql => ({ ...col(expr), notNull: true });
