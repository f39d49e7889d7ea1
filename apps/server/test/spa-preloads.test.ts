import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from '../src/plugins/spa.js';

// A build's manifest as Vite writes it: the entry with its static imports, two route modules and the data layer.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-E.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/routes/login.tsx', 'src/routes/auftraege.tsx'],
  },
  '_shared.js': { file: 'assets/cShared.js' },
  '_grid.js': { file: 'assets/cGrid.js', imports: ['_shared.js'] },
  'src/routes/login.tsx': {
    file: 'assets/login-L.js',
    isDynamicEntry: true,
    imports: ['_shared.js', 'index.html', '_form.js'],
  },
  '_form.js': { file: 'assets/cForm.js' },
  'src/routes/auftraege.tsx': {
    file: 'assets/auftraege-A.js',
    isDynamicEntry: true,
    imports: ['_grid.js', 'index.html'],
  },
  'src/routes/data.tsx': { file: 'assets/data-D.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/zod-locale.ts': { file: 'assets/zod-locale-Z.js', isDynamicEntry: true },
};

describe('SPA pages name their route chunks for modulepreload (issue 42)', () => {
  let dir = '';
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lap-spa-preloads-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    app = Fastify();
    await registerSpa(app, dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const linkOf = async (url: string) => (await app.inject({ method: 'GET', url })).headers['link'];
  const preload = (file: string) => `</leitungsauskunftportal/assets/${file}>; rel=modulepreload`;

  it("/login: the route's module and what it imports beyond the entry's chunks, without the data layer", async () => {
    expect(await linkOf('/leitungsauskunftportal/login')).toBe([preload('login-L.js'), preload('cForm.js')].join(', '));
    // the optional referer segment and the router's case-insensitive match
    expect(await linkOf('/leitungsauskunftportal/Login/auftraege')).toBe(
      [preload('login-L.js'), preload('cForm.js')].join(', '),
    );
  });

  it("a data page: its module, its chunks, the data layer and zod's messages", async () => {
    expect(await linkOf('/leitungsauskunftportal/auftraege?x=1')).toBe(
      [preload('auftraege-A.js'), preload('data-D.js'), preload('zod-locale-Z.js'), preload('cGrid.js')].join(', '),
    );
  });

  it('a path of no route module gets the page without a header; an asset never gets one', async () => {
    const page = await app.inject({ method: 'GET', url: '/leitungsauskunftportal/gibtEsNicht' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['link']).toBeUndefined();
    expect(
      (await app.inject({ method: 'GET', url: '/leitungsauskunftportal/assets/nope.js' })).headers['link'],
    ).toBeUndefined();
  });
});
