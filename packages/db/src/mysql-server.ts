import mysql from 'mysql2/promise';

export type MysqlFlavour = 'mysql' | 'mariadb';

/** mysql2 only understands mysql:// URLs. */
export function toMysqlClientUrl(url: string): string {
  return url.replace(/^mariadb:\/\//i, 'mysql://');
}

export function isMysqlUrl(url: string | undefined): url is string {
  return url !== undefined && /^(mysql|mariadb):\/\//i.test(url);
}

/** Server URL without a database path, e.g. mysql://root@127.0.0.1:3306. */
export function serverUrl(url: string): string {
  const parsed = new URL(toMysqlClientUrl(url));
  parsed.pathname = '';
  return parsed.toString().replace(/\/$/, '');
}

export function databaseUrl(server: string, database: string): string {
  const parsed = new URL(toMysqlClientUrl(server));
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withServerConnection<T>(url: string, run: (connection: mysql.Connection) => Promise<T>): Promise<T> {
  const connection = await mysql.createConnection(serverUrl(url));
  try {
    return await run(connection);
  } finally {
    await connection.end();
  }
}

/**
 * MariaDB reports column defaults and JSON columns differently from MySQL, so schema introspection
 * (migration diffs, the up-to-date check) needs the matching MikroORM driver; the URL scheme alone
 * does not tell, as MariaDB is commonly addressed with mysql://.
 */
export async function detectFlavour(url: string): Promise<MysqlFlavour> {
  if (/^mariadb:\/\//i.test(url)) return 'mariadb';
  return withServerConnection(url, async (c) => {
    const [rows] = await c.query<mysql.RowDataPacket[]>('select version() as v');
    const version = String(rows[0]?.['v'] ?? '');
    return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
  });
}

function assertScratchName(database: string): void {
  // Only our own databases may be created or dropped from code.
  if (!/^lap_[a-z0-9_]+$/.test(database)) {
    throw new Error(`Refusing to manage database ${database}: names must match lap_[a-z0-9_]+`);
  }
}

export async function createDatabase(server: string, database: string): Promise<void> {
  assertScratchName(database);
  await withServerConnection(server, (c) =>
    c.query(`create database \`${database}\` character set utf8mb4 collate utf8mb4_unicode_ci`),
  );
}

export async function dropDatabase(server: string, database: string): Promise<void> {
  assertScratchName(database);
  await withServerConnection(server, (c) => c.query(`drop database if exists \`${database}\``));
}
