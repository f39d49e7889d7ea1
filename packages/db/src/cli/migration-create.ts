// Usage: npm run migration:create -w @lap/db [-- <name>]
// Diffs the entities against a scratch MariaDB/MySQL database on which all committed migrations
// have been applied, and writes the difference as a new migration under src/migrations.
import { Migrator } from '@mikro-orm/migrations';
import { randomBytes } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { allEntities } from '../entities/index.js';
import { initMysql, mysqlMigrationOptions } from '../orm.js';
import { createDatabase, databaseUrl, detectFlavour, dropDatabase } from '../mysql-server.js';

const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
// A CLI reads its own environment (ARCHITECTURE §4 allows env.ts and the db CLIs).
const server = process.env.MIGRATION_MYSQL_URL ?? process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const name = process.argv.slice(2).find((arg) => !arg.startsWith('-'));

async function writeIndex(): Promise<void> {
  const files = (await readdir(migrationsDir)).filter((f) => /^Migration\d{14}.*\.ts$/.test(f)).sort();
  const classes = files.map((f) => f.replace(/\.ts$/, ''));
  const lines = [
    '// Maintained by `npm run migration:create -w @lap/db`: every migration class, oldest first.',
    "import type { MigrationObject } from '@mikro-orm/core';",
    ...classes.map((c) => `import { ${c} } from './${c}.js';`),
    '',
    'export const migrations: MigrationObject[] = [',
    ...classes.map((c) => `  { name: '${c}', class: ${c} },`),
    '];',
    '',
  ];
  await writeFile(`${migrationsDir}/index.ts`, lines.join('\n'));
}

async function main(): Promise<void> {
  const scratch = `lap_migration_${randomBytes(4).toString('hex')}`;
  await createDatabase(server, scratch);
  try {
    const url = databaseUrl(server, scratch);
    const orm = await initMysql(url, await detectFlavour(url), {
      entities: allEntities,
      extensions: [Migrator],
      migrations: { ...mysqlMigrationOptions(), path: migrationsDir, pathTs: migrationsDir },
    });
    try {
      await orm.migrator.up();
      const result = await orm.migrator.create(migrationsDir, false, false, name);
      if (!result.fileName) {
        console.log('No schema changes: no migration written.');
        return;
      }
      console.log(`Wrote src/migrations/${result.fileName}`);
    } finally {
      await orm.close(true);
    }
    await writeIndex();
  } finally {
    await dropDatabase(server, scratch);
  }
}

await main();
