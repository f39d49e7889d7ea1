// Usage (from the repository root): npm run import:netzbetreiber -- FILE.csv
// Imports network operators with their coverage from a CSV file (format: README "Importing network
// operators") into the database named by DATABASE_URL, or the SQLite file in DATA_DIR (default ./data).
import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importNetzbetreiber, NetzbetreiberImportError } from '../importers/netzbetreiber.js';
import { openDatabase } from '../orm.js';

// A CLI reads its own environment (ARCHITECTURE §4 allows env.ts and the db CLIs).
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
// npm runs workspace scripts inside the workspace; INIT_CWD is where the command was typed.
const invokedFrom = process.env['INIT_CWD'] ?? process.cwd();

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
  if (!file) {
    console.error('Aufruf: npm run import:netzbetreiber -- DATEI.csv');
    return 2;
  }
  const path = isAbsolute(file) ? file : resolve(invokedFrom, file);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(path));
  } catch (error) {
    const code = (error as { code?: string }).code;
    console.error(
      code === 'ENOENT' ? `Die Datei ${path} wurde nicht gefunden.` : `${path} ist keine UTF-8-kodierte Textdatei.`,
    );
    return 1;
  }
  const dataDir = resolve(repoRoot, process.env['DATA_DIR'] ?? './data');
  const db = await openDatabase({ databaseUrl: process.env['DATABASE_URL'], dataDir });
  try {
    const started = Date.now();
    const result = await importNetzbetreiber(db.em.fork(), text);
    console.log(
      `Netzbetreiber importiert (${db.driver}): ${result.inserted} neu, ${result.updated} aktualisiert, ` +
        `${result.zuordnungen} Zuordnungen (Gemeinde × Netzart) in ${Date.now() - started} ms.`,
    );
  } catch (error) {
    if (!(error instanceof NetzbetreiberImportError)) throw error;
    for (const message of error.errors) console.error(message);
    console.error(error.message);
    return 1;
  } finally {
    await db.close();
  }
  return 0;
}

process.exitCode = await main();
