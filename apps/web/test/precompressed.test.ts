import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { precompressed } from '../precompressed';

describe('the build writes .br and .gz beside its text files (precompressed.ts)', () => {
  const root = mkdtempSync(join(tmpdir(), 'lap-web-build-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('compresses scripts, styles and the page, however small, nothing else, and both decompress to the file', async () => {
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(dist, '.vite'), { recursive: true });
    const script = Array.from({ length: 300 }, (_, i) => `export const n${i} = ${i};`).join('\n');
    const files: Record<string, string> = {
      'index.html': `<!doctype html><html lang="de">${'<link rel="modulepreload" href="/x.js">'.repeat(60)}</html>`,
      'assets/chunk.js': script,
      'assets/worker.mjs': script,
      'assets/index.css': `.a{color:red}\n`.repeat(200),
      'assets/tiny.js': 'export {};',
      'assets/bild.png': 'x'.repeat(5000),
      '.vite/manifest.json': JSON.stringify({ big: 'y'.repeat(5000) }),
    };
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dist, name), body);

    const plugin = precompressed();
    (plugin.configResolved as (config: ResolvedConfig) => void)({ root, build: { outDir: 'dist' } } as ResolvedConfig);
    await (plugin.closeBundle as () => Promise<void>)();

    for (const name of ['index.html', 'assets/chunk.js', 'assets/worker.mjs', 'assets/index.css', 'assets/tiny.js']) {
      const original = readFileSync(join(dist, name), 'utf8');
      const br = readFileSync(join(dist, `${name}.br`));
      expect(brotliDecompressSync(br).toString()).toBe(original);
      expect(gunzipSync(readFileSync(join(dist, `${name}.gz`))).toString()).toBe(original);
      if (original.length > 1000) expect(br.length).toBeLessThan(original.length / 3);
    }
    for (const name of ['assets/bild.png', '.vite/manifest.json']) {
      expect(existsSync(join(dist, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dist, `${name}.gz`)), name).toBe(false);
    }
  });
});
