import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

// In development the Fastify server runs on :3000 and serves the API; Vite serves the SPA and proxies.
const API_TARGET = 'http://127.0.0.1:3000';
const proxied = ['/trpc', '/api', '/healthz', '/_dev'];

/**
 * Mantine's AppShell imports react-remove-scroll only for one class name; the library (about 4 KB gzip) would sit on
 * the first page for it. AppShell gets src/shell-scroll-classes.ts instead (its test checks that this stays true).
 */
function appShellScrollClasses(): Plugin {
  const standIn = fileURLToPath(new URL('./src/shell-scroll-classes.ts', import.meta.url));
  return {
    name: 'app-shell-scroll-classes',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react-remove-scroll' && importer?.includes('/@mantine/core/esm/components/AppShell/') ? standIn : null;
    },
  };
}

export default defineConfig({
  base: '/leitungsauskunftportal/',
  plugins: [appShellScrollClasses(), react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
