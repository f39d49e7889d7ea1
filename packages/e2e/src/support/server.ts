import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const SERVER_MAIN = join(REPO_ROOT, 'apps/server/dist/main.js');
/** E2E_PORT lets two journey runs share a machine (default 3199). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_HOST = '127.0.0.1';

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.status === 200;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the built server (`node apps/server/dist/main.js`) on a fresh data directory with demo data,
 * waits until /healthz answers 200, and returns how to stop it.
 */
export async function startBuiltServer(timeoutMs = 60_000): Promise<RunningServer> {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} fehlt: bitte zuerst bauen (npm run build) oder E2E_BASE_URL setzen.`);
  }
  const baseUrl = `http://${E2E_HOST}:${E2E_PORT}`;
  const healthUrl = `${baseUrl}/healthz`;
  if (await isHealthy(healthUrl)) {
    throw new Error(`Port ${E2E_PORT} ist schon belegt (ein alter Server?). Bitte beenden oder E2E_BASE_URL setzen.`);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'lap-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    HOST: E2E_HOST,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    MAIL_CATCHER_PORT: '0',
    LOG_LEVEL: 'warn',
    // The fixed captcha answer of the journeys; the server refuses it in production.
    CAPTCHA_TEST_ANSWER: 'E2E42',
    // No internet in CI: the map uses its offline style, the place search the municipality list.
    MAP_TILE_URL: 'off',
    GEOCODER_URL: 'off',
    // The form filler journey serves its operator form on 127.0.0.1: allowed despite being this machine.
    FORMFILLER_ALLOW_HOSTS: '127.0.0.1',
  };
  // A fresh embedded database and the in-process mail catcher, whatever the shell has configured.
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'SESSION_SECRET']) delete env[key];

  const child = spawn(process.execPath, [SERVER_MAIN], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Server beendet mit Code ${child.exitCode}:\n${output}`);
    }
    if (await isHealthy(healthUrl)) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`Server nicht bereit nach ${timeoutMs / 1000} s (${healthUrl}):\n${output}`);
}
