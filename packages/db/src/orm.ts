import type { MikroORM, Options } from '@mikro-orm/core';
import { MikroORM as LibSqlMikroORM } from '@mikro-orm/libsql';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as MariaDbMikroORM } from '@mikro-orm/mariadb';
import { MikroORM as MySqlMikroORM } from '@mikro-orm/mysql';
import type { AbstractSqlDriver, SqlEntityManager } from '@mikro-orm/sql';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { allEntities } from './entities/index.js';
import { addDialectTriggers, type ZaehlerDialect } from './entities/list-zaehler.js';
import { migrations } from './migrations/index.js';
import { backfillListColumns, backfillCopiedListColumns, sqliteHasListTriggers } from './list-triggers.js';
import { detectFlavour, isMysqlUrl, toMysqlClientUrl, type MysqlFlavour } from './mysql-server.js';
import { PortalLibSqlDriver } from './sqlite-driver.js';

/** The entity manager type shared by both drivers; fork it per request. */
export type Em = SqlEntityManager;

export type DatabaseDriverName = 'sqlite' | 'mysql';

export interface Database {
  orm: MikroORM<AbstractSqlDriver, Em>;
  /** The root entity manager: never use it directly for work, always `em.fork()`. */
  em: Em;
  driver: DatabaseDriverName;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `mysql://…` or `mariadb://…`; absent means the embedded SQLite file in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Directory of the SQLite file; required when no `databaseUrl` is given. */
  dataDir?: string | undefined;
  /** Logs every SQL statement. */
  debug?: boolean | undefined;
  /** Suppresses the migrator's progress lines (tests). */
  quiet?: boolean | undefined;
}

export const SQLITE_FILE_NAME = 'portal.sqlite';

function baseOptions(debug: boolean | undefined) {
  return {
    entities: allEntities,
    debug: debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
  } satisfies Partial<Options>;
}

/** Metadata comes from defineEntity (no reflection or file discovery), with the triggers written per database. */
function discoveryFor(dialect: ZaehlerDialect): Options['discovery'] {
  return { warnWhenNoEntities: true, onMetadata: addDialectTriggers(dialect) };
}

export function mysqlMigrationOptions() {
  return {
    tableName: 'mikro_orm_migrations',
    migrationsList: migrations,
    // Migrations are diffed against a scratch database by the migration:create CLI, never against
    // a snapshot file, so running them in production never writes into the source tree.
    snapshot: false,
    snapshotOnMigrate: false,
    transactional: true,
    allOrNothing: true,
    emit: 'ts',
  } satisfies Options['migrations'];
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (isMysqlUrl(options.databaseUrl)) {
    const orm = await initMysql(options.databaseUrl, await detectFlavour(options.databaseUrl), {
      ...baseOptions(options.debug),
      extensions: [Migrator],
      migrations: { ...mysqlMigrationOptions(), silent: options.quiet ?? false },
    });
    await orm.migrator.up();
    return wrap(orm, 'mysql');
  }

  if (options.dataDir === undefined) throw new Error('openDatabase: dataDir is required for SQLite');
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const orm = await LibSqlMikroORM.init({
    ...baseOptions(options.debug),
    // libSQL with a NUL-safe value escape (see sqlite-driver.ts)
    driver: PortalLibSqlDriver,
    dbName: join(dataDir, SQLITE_FILE_NAME),
    discovery: discoveryFor('sqlite'),
  });
  const connection = orm.em.getConnection();
  // WAL lets readers proceed while the single writer commits; busy_timeout covers a second process (worker).
  await connection.execute('pragma journal_mode = wal');
  await connection.execute('pragma busy_timeout = 5000');
  await connection.execute('pragma foreign_keys = on');
  const listColumnsKept = await sqliteHasListTriggers(orm.em.fork() as unknown as Em);
  await orm.schema.update();
  if (!listColumnsKept) await backfillListColumns(orm.em.fork() as unknown as Em);
  await backfillCopiedListColumns(orm.em.fork() as unknown as Em);
  return wrap(orm as unknown as MikroORM<AbstractSqlDriver, Em>, 'sqlite');
}

/** Opens MySQL or MariaDB with the driver matching the server. */
export async function initMysql(
  url: string,
  flavour: MysqlFlavour,
  options: Partial<Options>,
): Promise<MikroORM<AbstractSqlDriver, Em>> {
  const config = {
    ...options,
    discovery: discoveryFor('mysql'),
    clientUrl: toMysqlClientUrl(url),
    // Dates are stored as UTC; the UI formats them for Germany.
    timezone: '+00:00',
  };
  const orm = flavour === 'mariadb' ? await MariaDbMikroORM.init(config) : await MySqlMikroORM.init(config);
  return orm as unknown as MikroORM<AbstractSqlDriver, Em>;
}

function wrap(orm: MikroORM<AbstractSqlDriver, Em>, driver: DatabaseDriverName): Database {
  return {
    orm,
    em: orm.em,
    driver,
    async ping() {
      await orm.em.getConnection().execute('select 1');
    },
    async close() {
      await orm.close(true);
    },
  };
}
