import type { CompiledQuery } from 'kysely';
import type { Em } from '../orm.js';

/** The parts of a mysql2 pool connection used here (mysql2's own types are not a dependency of this package). */
interface NativeQuery {
  on(event: 'result', listener: (row: Record<string, unknown>) => void): NativeQuery;
  on(event: 'end', listener: () => void): NativeQuery;
  on(event: 'error', listener: (error: Error) => void): NativeQuery;
}
interface NativeConnection {
  query(sql: string, values: readonly unknown[]): NativeQuery;
  pause(): void;
  resume(): void;
  release(): void;
  destroy(): void;
}
interface NativePool {
  getConnection(callback: (error: Error | null, connection: NativeConnection) => void): void;
}

/**
 * The mysql2 pool behind a MySQL or MariaDB entity manager (MikroORM's `getNativeClient`), or undefined elsewhere and
 * inside a transaction (whose statements must run on the transaction's own connection).
 */
async function nativeMysqlPool(em: Em): Promise<NativePool | undefined> {
  if (em.getTransactionContext()) return undefined;
  const connection = em.getConnection() as unknown as { getNativeClient?: () => Promise<unknown> };
  if (typeof connection.getNativeClient !== 'function') return undefined;
  const client = (await connection.getNativeClient()) as Partial<NativePool> | undefined;
  return typeof client?.getConnection === 'function' ? (client as NativePool) : undefined;
}

/**
 * The rows of one statement in batches of `size`, read as the database sends them. On MySQL and MariaDB the statement
 * runs on a connection of its own from mysql2's pool (an `em` inside a transaction reads through Kysely, on the
 * transaction's connection), and the socket is paused while a full batch waits for its reader, so at most two batches
 * are held. Kysely's row stream hands over each row through three async generators (four promises per row, each also
 * seen by every async hook): for an export of 100,000 invoices that bookkeeping and its garbage outweighed the rows'
 * own work. Elsewhere (the embedded SQLite) Kysely's stream is gathered into batches.
 */
export async function* rowBatches(
  em: Em,
  query: { compile(): CompiledQuery; stream(chunkSize?: number): AsyncIterable<Record<string, unknown>> },
  size: number,
): AsyncGenerator<Record<string, unknown>[]> {
  const pool = await nativeMysqlPool(em);
  if (!pool) {
    let batch: Record<string, unknown>[] = [];
    for await (const row of query.stream(size)) {
      batch.push(row);
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
    return;
  }
  const compiled = query.compile();
  const connection = await new Promise<NativeConnection>((resolve, reject) =>
    pool.getConnection((error, c) => (error ? reject(error) : resolve(c))),
  );
  const ready: Record<string, unknown>[][] = [];
  let batch: Record<string, unknown>[] = [];
  let finished = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const signal = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  connection
    .query(compiled.sql, compiled.parameters)
    .on('result', (row) => {
      batch.push(row);
      if (batch.length >= size) {
        ready.push(batch);
        batch = [];
        connection.pause();
        signal();
      }
    })
    .on('error', (error) => {
      failure = error;
      finished = true;
      signal();
    })
    .on('end', () => {
      // after a failure the rows read so far are no answer: only the error is passed on
      if (batch.length > 0 && !failure) ready.push(batch);
      batch = [];
      finished = true;
      signal();
    });
  let complete = false;
  try {
    for (;;) {
      const next = failure ? undefined : ready.shift();
      if (next) {
        // the next batch is read while this one is processed
        if (!finished) connection.resume();
        yield next;
        continue;
      }
      if (failure) throw failure;
      if (finished) break;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    complete = true;
  } finally {
    // a reader that stopped early (or a failed statement) leaves the connection mid-answer: it is closed, not reused
    if (complete) connection.release();
    else connection.destroy();
  }
}
