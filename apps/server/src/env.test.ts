import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'lap-env-'));

describe('parseEnv', () => {
  it('has the documented defaults', () => {
    const dir = dataDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      production: false,
      publicUrl: 'http://127.0.0.1:3000',
    });
    expect(env.filesDir).toBe(join(dir, 'files'));
  });

  it('reads the multi-node settings: FILES_URL checked at start-up, lease seconds with their defaults', () => {
    const dir = dataDir();
    expect(parseEnv({ DATA_DIR: dir })).toMatchObject({
      filesUrl: undefined,
      workerLeaseMs: 30_000,
      outboxLeaseMs: 120_000,
      runWorker: true,
    });
    const url = 's3://portal-files?endpoint=http://127.0.0.1:9000&forcePathStyle=true';
    expect(
      parseEnv({
        DATA_DIR: dir,
        FILES_URL: url,
        WORKER_LEASE_SECONDS: '10',
        OUTBOX_LEASE_SECONDS: '60',
        WORKER: 'false',
      }),
    ).toMatchObject({ filesUrl: url, workerLeaseMs: 10_000, outboxLeaseMs: 60_000, runWorker: false });
    expect(() => parseEnv({ DATA_DIR: dir, FILES_URL: '/var/lib/portal/files' })).toThrow(
      new EnvError('Ungültige Konfiguration:\n  FILES_URL: s3://bucket?endpoint=…&region=… erwartet'),
    );
    expect(() => parseEnv({ DATA_DIR: dir, WORKER_LEASE_SECONDS: '1' })).toThrow(EnvError);
  });

  it('generates a session secret into DATA_DIR outside production and reuses it', () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(parseEnv({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      'SESSION_SECRET ist in Produktion erforderlich',
    );
  });

  it('seeds demo data on the embedded default only, never silently in production', () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).seedDemo).toBe(true);
    expect(parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://root@127.0.0.1:3306/x' }).seedDemo).toBe(false);
    const secret = 'x'.repeat(40);
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: secret, DATA_DIR: dataDir() }).seedDemo).toBe(false);
    expect(
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: secret, SEED_DEMO: 'true', DATA_DIR: dataDir() }).seedDemo,
    ).toBe(true);
  });

  it('answers bad values with a German message naming the variable', () => {
    expect(() => parseEnv({ DATABASE_URL: 'postgres://x', DATA_DIR: dataDir() })).toThrow(
      /DATABASE_URL: DATABASE_URL muss mit mysql:\/\/ oder mariadb:\/\/ beginnen/,
    );
    expect(() => parseEnv({ PORT: 'abc', DATA_DIR: dataDir() })).toThrow(/Ungültige Konfiguration:\n {2}PORT/);
  });

  it('takes CHROMIUM_USER as an account name or number other than root, default lap-chromium', () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).chromiumUser).toBe('lap-chromium');
    expect(parseEnv({ DATA_DIR: dataDir(), CHROMIUM_USER: 'portal-browser' }).chromiumUser).toBe('portal-browser');
    expect(parseEnv({ DATA_DIR: dataDir(), CHROMIUM_USER: '999' }).chromiumUser).toBe('999');
    for (const bad of ['root', '0', '', 'x; rm -rf /', 'A'.repeat(40)]) {
      expect(() => parseEnv({ DATA_DIR: dataDir(), CHROMIUM_USER: bad }), bad).toThrow(
        /CHROMIUM_USER: Name oder Nummer eines Benutzerkontos außer root erwartet/,
      );
    }
  });

  it('takes INFRA_APP_URL as an http(s) address; absent or off turns the hand-over off', () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).infraAppUrl).toBeNull();
    expect(parseEnv({ DATA_DIR: dataDir(), INFRA_APP_URL: 'off' }).infraAppUrl).toBeNull();
    expect(
      parseEnv({ DATA_DIR: dataDir(), INFRA_APP_URL: 'https://infra.example.org/api/uebergabe' }).infraAppUrl,
    ).toBe('https://infra.example.org/api/uebergabe');
    expect(() => parseEnv({ DATA_DIR: dataDir(), INFRA_APP_URL: 'ftp://infra' })).toThrow(
      /INFRA_APP_URL: http\(s\)-Adresse oder 'off' erwartet/,
    );
  });
});
