import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginHtml, registerSpa } from '../src/plugins/spa.js';

const INDEX = '<!doctype html><html lang="de"><body><div id="root"></div></body></html>';

describe('/login gets index.html marked to show its painted login card (issue 42)', () => {
  let dir = '';
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lap-spa-login-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    app = Fastify();
    await registerSpa(app, dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('/login, with a referer and in any case: 200, the marked page, revalidated', async () => {
    for (const url of ['/leitungsauskunftportal/login', '/leitungsauskunftportal/Login/auftraege?x=1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX.replace('<html lang="de">', '<html lang="de" class="lap-at-login">'));
    }
  });

  it('every other page gets index.html as it is', async () => {
    for (const url of [
      '/leitungsauskunftportal/',
      '/leitungsauskunftportal/loginx',
      '/leitungsauskunftportal/antraege',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });

  it('a build without <html lang="de"> leaves /login unmarked', () => {
    expect(loginHtml('<!doctype html><html><div id="root"></div></html>')).toBeUndefined();
  });
});
