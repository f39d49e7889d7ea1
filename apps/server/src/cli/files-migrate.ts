import { pipeline } from 'node:stream/promises';
import { localFileStorage, openFileStorage, StoredFileMissing, type FileStorage } from '@lap/api';
import { EnvError, parseEnv } from '../env.js';

export interface MigrationResult {
  copied: number;
  skipped: number;
  bytes: number;
}

/**
 * Copies every file of `from` into `to` under the same key. Idempotent: a key already in the target with the same size
 * is skipped — an object appears in a bucket only once its upload completed, so one that exists is a whole copy.
 */
export async function migrateFiles(
  from: FileStorage,
  to: FileStorage,
  progress: (r: MigrationResult) => void = () => undefined,
): Promise<MigrationResult> {
  const result: MigrationResult = { copied: 0, skipped: 0, bytes: 0 };
  for await (const file of from.list('')) {
    const there = await to.size(file.key).catch((error: unknown) => {
      if (error instanceof StoredFileMissing) return null;
      throw error;
    });
    if (there === file.size) {
      result.skipped++;
    } else {
      const pending = await to.createAt(file.key);
      try {
        await pipeline(await from.read(file.key), pending.stream);
        await pending.commit();
      } catch (error) {
        await pending.abort();
        throw error;
      }
      result.copied++;
      result.bytes += file.size;
    }
    if ((result.copied + result.skipped) % 100 === 0) progress(result);
  }
  return result;
}

/** `npm run files:migrate [-- --from DIR]`: moves the local store (DATA_DIR/files) into the bucket FILES_URL names. */
async function main(): Promise<void> {
  const env = parseEnv();
  if (!env.filesUrl)
    throw new EnvError(
      'Ungültige Konfiguration: FILES_URL fehlt. Bitte den Ziel-Bucket angeben, z. B. s3://portal-files?endpoint=http://127.0.0.1:9000&forcePathStyle=true',
    );
  const fromIndex = process.argv.indexOf('--from');
  const fromDir = fromIndex > 0 ? process.argv[fromIndex + 1] : env.filesDir;
  if (!fromDir) throw new EnvError('Ungültige Angabe: --from braucht ein Verzeichnis.');
  const to = openFileStorage(env.filesUrl, env.filesDir);
  await to.check();
  process.stdout.write(`Dateien werden übertragen: ${fromDir} → ${env.filesUrl.split('?')[0]}\n`);
  const result = await migrateFiles(localFileStorage(fromDir), to, (r) =>
    process.stdout.write(`  … ${r.copied} kopiert, ${r.skipped} schon vorhanden\n`),
  );
  process.stdout.write(
    `Fertig: ${result.copied} Dateien kopiert (${(result.bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB), ${result.skipped} waren schon vorhanden.\n`,
  );
}

if (process.argv[1]?.match(/files-migrate\.(ts|js)$/)) {
  main().catch((error: unknown) => {
    process.stderr.write(
      error instanceof EnvError
        ? `${error.message}\n`
        : `Übertragung fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
