// Test helper (`@lap/db/testing`): the same suite runs against embedded SQLite and MariaDB/MySQL.
// Env: TEST_DATABASES (comma list, default "sqlite,mariadb"), TEST_MYSQL_URL (server URL,
// default mysql://root@127.0.0.1:3306).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, databaseUrl, dropDatabase } from './mysql-server.js';
import { openDatabase, type Database } from './orm.js';

export type TestDatabaseName = 'sqlite' | 'mariadb';

export type TestDatabase = Database & { drop(): Promise<void> };

export interface TestDatabaseFactory {
  name: TestDatabaseName;
  open(): Promise<TestDatabase>;
}

const DEFAULT_MYSQL_URL = 'mysql://root@127.0.0.1:3306';

export function testDatabases(): TestDatabaseFactory[] {
  const selected = (process.env['TEST_DATABASES'] ?? 'sqlite,mariadb')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const factories: Record<TestDatabaseName, TestDatabaseFactory> = {
    sqlite: { name: 'sqlite', open: openSqlite },
    mariadb: { name: 'mariadb', open: () => openMysql(process.env['TEST_MYSQL_URL'] ?? DEFAULT_MYSQL_URL) },
  };
  return selected.map((name) => {
    if (name !== 'sqlite' && name !== 'mariadb') {
      throw new Error(`TEST_DATABASES: unknown database "${name}" (expected sqlite, mariadb)`);
    }
    return factories[name];
  });
}

async function openSqlite(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lap-db-test-'));
  const db = await openDatabase({ dataDir, quiet: true });
  return {
    ...db,
    async drop() {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A MariaDB database kept by name across runs (benchmarks that generate millions of rows once): created when missing,
 * `existed` tells whether it was there. `drop()` only closes it; dropping is the caller's call.
 */
export async function openKeptMysql(name: string): Promise<{ db: TestDatabase; existed: boolean }> {
  const server = process.env['TEST_MYSQL_URL'] ?? DEFAULT_MYSQL_URL;
  let existed = true;
  try {
    await createDatabase(server, name);
    existed = false;
  } catch (error) {
    if (!/exists/i.test(String(error))) throw error;
  }
  const db = await openDatabase({ databaseUrl: databaseUrl(server, name), quiet: true });
  return { db: { ...db, drop: () => db.close() }, existed };
}

/** An empty scratch MariaDB database for server processes started by a test (they migrate it themselves). */
export async function scratchMysqlDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env['TEST_MYSQL_URL'] ?? DEFAULT_MYSQL_URL;
  const name = `lap_t_${randomBytes(6).toString('hex')}`;
  await createDatabase(server, name);
  return { url: databaseUrl(server, name), drop: () => dropDatabase(server, name) };
}

async function openMysql(server: string): Promise<TestDatabase> {
  const name = `lap_t_${randomBytes(6).toString('hex')}`;
  await createDatabase(server, name);
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: databaseUrl(server, name), quiet: true });
  } catch (error) {
    await dropDatabase(server, name);
    throw error;
  }
  return {
    ...db,
    async drop() {
      await db.close();
      await dropDatabase(server, name);
    },
  };
}
