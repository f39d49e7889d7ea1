// What the first page costs before the login form is usable: the entry script, its module preloads and the
// stylesheets that index.html names, then the /login route's chunks and tRPC's client (trpc-transport), which the
// form's submit needs and which loads right after the first paint (the session check calls it). gzip level 9, as the
// server's compression roughly does. Reads the built dist/ and its .vite/manifest.json (run `vite build` first). Exits 1 when the JavaScript to a
// usable login form is over the ceiling given as the first argument (default: the goal of issue 18, 150 KB).
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { gzipSync } from 'node:zlib';

const GOAL_KB = 150;
const budgetKb = Number(process.argv[2] ?? GOAL_KB);
const dist = new URL('../dist/', import.meta.url);
const gzipKb = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length / 1024;
const html = readFileSync(new URL('index.html', dist), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="\/leitungsauskunftportal\/(assets\/[^"]+\.(js|css))"/g)].map((m) => ({
  file: m[1],
  kind: m[2],
}));
const rows = refs.map(({ file, kind }) => ({ file, kind, gzip: gzipKb(file) }));
const sum = (list) => list.reduce((s, r) => s + r.gzip, 0);
const firstPage = sum(rows.filter((r) => r.kind === 'js'));
const css = sum(rows.filter((r) => r.kind === 'css'));

// A lazily loaded chunk and the chunks it imports statically that are not loaded yet, from Vite's build manifest.
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const counted = new Set(rows.map((r) => r.file));
function lazyPart(find) {
  const start = Object.keys(manifest).find((key) => find(key, manifest[key]));
  if (!start) throw new Error(`no chunk found for ${find}`);
  const files = [];
  for (const queue = [start]; queue.length > 0;) {
    const chunk = manifest[queue.shift()];
    if (counted.has(chunk.file)) continue;
    counted.add(chunk.file);
    files.push({ file: chunk.file, gzip: gzipKb(chunk.file) });
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}
const loginRoute = lazyPart((key) => key === 'src/routes/login.tsx');
const transport = lazyPart((_key, chunk) => chunk.name === 'trpc-transport');
const usable = firstPage + sum(loginRoute) + sum(transport);

console.log(`First page — ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores`);
console.table(
  [...rows.filter((r) => r.kind === 'js'), ...loginRoute, ...transport]
    .filter((r) => r.gzip > 2)
    .map((r) => ({ file: r.file, 'KB gzip': r.gzip.toFixed(1) })),
);
const kb = (n) => `${n.toFixed(1)} KB`;
console.log(
  `Entry and module preloads: ${kb(firstPage)} JavaScript gzip in ${rows.filter((r) => r.kind === 'js').length} files; CSS: ${kb(css)} gzip`,
);
console.log(
  `The /login route: ${kb(sum(loginRoute))} in ${loginRoute.length} files; tRPC's client: ${kb(sum(transport))} in ${transport.length} files`,
);
console.log(`JavaScript to a usable login form: ${kb(usable)} gzip (goal ≤ ${GOAL_KB} KB, ceiling ${budgetKb} KB)`);
if (usable > budgetKb) {
  console.error(`The JavaScript to a usable login form grew over its ceiling of ${budgetKb} KB.`);
  process.exit(1);
}
