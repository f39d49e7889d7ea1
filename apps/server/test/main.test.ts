import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from './support/nodes.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

async function waitForHealth(url: string, timeoutMs: number): Promise<Response> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`no answer from ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('main: the embedded default from an empty DATA_DIR', () => {
  it('starts, seeds, prints the demo logins, serves and shuts down gracefully on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lap-main-'));
    // Asked of the kernel: a random number in a fixed range once landed on MariaDB's 3306.
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        INIT_CWD: serverDir,
        DATA_DIR: dataDir,
        PORT: String(port),
        MAIL_CATCHER_PORT: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const health = await waitForHealth(`http://127.0.0.1:${port}/healthz`, 45_000);
    expect(await health.json()).toEqual({ status: 'ok', database: 'sqlite' });
    expect(out).toContain(`Leitungsauskunftportal läuft: http://127.0.0.1:${port}/leitungsauskunftportal/`);
    for (const login of ['admin@example.org', 'sb@example.org', 'kunde@example.org', 'Portal#2026'])
      expect(out).toContain(login);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
