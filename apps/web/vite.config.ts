import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { precompressed } from './precompressed';

// In development the Fastify server runs on :3000 and serves the API; Vite serves the SPA and proxies.
const API_TARGET = 'http://127.0.0.1:3000';
const proxied = ['/trpc', '/api', '/healthz', '/_dev'];

/**
 * Mantine's AppShell imports react-remove-scroll only for one class name; the whole library would sit on the first page
 * for it (docs/performance.md, First page). AppShell gets src/shell-scroll-classes.ts instead (its test checks that
 * this stays true).
 */
function appShellScrollClasses(): Plugin {
  const standIn = fileURLToPath(new URL('./src/shell-scroll-classes.ts', import.meta.url));
  return {
    name: 'app-shell-scroll-classes',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react-remove-scroll' && importer?.includes('/@mantine/core/esm/components/AppShell/')
        ? standIn
        : null;
    },
  };
}

const ownSources = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * Chunks of our own modules (route pages, lazily loaded parts of the app) keep their names; the many shared library
 * chunks get a bare hash. The entry lists every chunk a lazy route preloads, about 270 names: short ones keep that
 * list smaller on the first page (issue 18).
 */
function chunkFileNames(chunk: { facadeModuleId: string | null }): string {
  return chunk.facadeModuleId?.startsWith(ownSources) ? 'assets/[name]-[hash].js' : 'assets/c[hash].js';
}

export default defineConfig({
  base: '/leitungsauskunftportal/',
  plugins: [appShellScrollClasses(), react(), precompressed()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: scripts/first-page-size.mjs follows the chunks from it.
    manifest: true,
    rollupOptions: { output: { chunkFileNames } },
  },
});
