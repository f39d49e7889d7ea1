// Bundles the server and our workspace packages (TypeScript sources) into dist/main.js, and the geometry, documents
// and hash worker threads into dist/geometry-worker.js, dist/documents-worker.js and dist/hash-worker.js beside it
// (where the pools look for them). npm dependencies stay external and are loaded from node_modules at run time — except a package
// that npm could not hoist (another version sits under a workspace package, e.g. ajv 8 in packages/documents while
// the root holds ajv 6): from dist/ the server would load the wrong one, so that one is bundled.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
// where dist/main.js resolves packages from at run time (apps/server: dist/ itself may not exist yet on a fresh clone)
const SERVER_DIR = fileURLToPath(new URL('.', import.meta.url));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'worker-main': 'src/worker-main.ts',
    'files-migrate': 'src/cli/files-migrate.ts',
    'geometry-worker': require.resolve('@lap/api/geometry-worker'),
    'documents-worker': require.resolve('@lap/api/documents-worker'),
    'hash-worker': require.resolve('@lap/api/hash-worker'),
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  // CommonJS bundled into this ESM output (a package bundled as above) loads its own externals and Node's built-ins
  // with require(), which ESM lacks: one from createRequire (esbuild renames our own `require` variables around it).
  banner: {
    js: "import { createRequire as __lapCreateRequire } from 'node:module'; const require = __lapCreateRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'externalize-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, async (args) => {
          if (args.path.startsWith('@lap/') || args.pluginData?.probe) return undefined;
          const probe = (resolveDir) =>
            b.resolve(args.path, { kind: args.kind, resolveDir, pluginData: { probe: true } });
          const [forImporter, atRunTime] = await Promise.all([probe(args.resolveDir), probe(SERVER_DIR)]);
          // the same file from dist/ as from the importer: load it from node_modules at run time
          if (forImporter.errors.length > 0 || forImporter.path === atRunTime.path) return { external: true };
          return { path: forImporter.path };
        });
      },
    },
  ],
});
