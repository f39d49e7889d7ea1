// `npm run seed:demo`: seeds the demo data into the configured database on request (idempotent).
import { isDemoSeeded, loadSaxonyGemeinden, openDatabase, seedDemo } from '@lap/db';
import { parseEnv } from '../env.js';

const env = parseEnv();
const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  if (!(await isDemoSeeded(db.em.fork()))) await seedDemo(db.em.fork(), { gemeinden: await loadSaxonyGemeinden() });
  process.stdout.write(
    `Demo-Daten sind in der ${db.driver === 'sqlite' ? 'SQLite' : 'MySQL/MariaDB'}-Datenbank vorhanden.\n`,
  );
} finally {
  await db.close();
}
