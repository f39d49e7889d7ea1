import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the Fastify server runs on :3000 and serves the API; Vite serves the SPA and proxies.
const API_TARGET = 'http://127.0.0.1:3000';
const proxied = ['/trpc', '/api', '/healthz', '/_dev'];

export default defineConfig({
  base: '/leitungsauskunftportal/',
  plugins: [react()],
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
