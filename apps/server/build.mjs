// Bundles the server and our workspace packages (TypeScript sources) into dist/main.js, and the geometry
// worker thread into dist/geometry-worker.js beside it (where the pool looks for it); every npm dependency
// stays external and is loaded from node_modules at run time.
import { createRequire } from 'node:module';
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'geometry-worker': createRequire(import.meta.url).resolve('@lap/api/geometry-worker') },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@lap/') ? undefined : { external: true }));
      },
    },
  ],
});
