// The documentation as a map: every relative link in README.md and docs/ leads to a file that exists, and every bench
// that writes its table into docs/performance.md finds its markers there (issue 43). No database, no server.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replaceBenchSection } from '../../../packages/documents/bench/support/bench-doc.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const markdownFiles = [
  join(root, 'README.md'),
  ...['docs', 'docs/decisions'].flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((name) => name.endsWith('.md'))
      .map((name) => join(root, dir, name)),
  ),
];

/** Relative link targets of a Markdown file, without their #fragment. */
function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((target) => !/^(?:[a-z]+:|#)/i.test(target))
    .map((target) => target.split('#')[0] ?? '');
}

describe('docs', () => {
  it('has the map, the style guide, the decisions index and the figures', () => {
    for (const file of ['docs/architecture.md', 'docs/style.md', 'docs/decisions/README.md', 'docs/performance.md'])
      expect(existsSync(join(root, file)), file).toBe(true);
    expect(existsSync(join(root, 'docs/decisions.md'))).toBe(false);
  });

  it('links only to files that exist', () => {
    const broken = markdownFiles.flatMap((file) =>
      relativeLinks(readFileSync(file, 'utf8'))
        .filter((target) => !existsSync(resolve(dirname(file), target)))
        .map((target) => `${file.slice(root.length)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('lists every topic file of the decisions in their index', () => {
    const index = readFileSync(join(root, 'docs/decisions/README.md'), 'utf8');
    const topics = readdirSync(join(root, 'docs/decisions')).filter((n) => n.endsWith('.md') && n !== 'README.md');
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });

  it('has the markers of every bench that writes into performance.md, once each', () => {
    const doc = readFileSync(join(root, 'docs/performance.md'), 'utf8');
    const benchDirs = ['apps/server/bench', 'packages/documents/bench'];
    const names = benchDirs.flatMap((dir) =>
      readdirSync(join(root, dir))
        .filter((name) => name.endsWith('.bench.ts'))
        .flatMap((name) => [...readFileSync(join(root, dir, name), 'utf8').matchAll(/writeBenchTable\(\s*'([^']+)'/g)])
        .map((m) => m[1] ?? ''),
    );
    expect(names.length).toBeGreaterThanOrEqual(10);
    for (const name of names) {
      expect(doc.split(`<!-- bench:${name} -->`).length - 1, name).toBe(1);
      expect(doc.split(`<!-- /bench:${name} -->`).length - 1, name).toBe(1);
      expect(replaceBenchSection(doc, name, 'new table'), name).toContain(`<!-- bench:${name} -->\nnew table\n`);
    }
  });

  it('replaces only the text between a bench’s markers', () => {
    const doc = 'a\n<!-- bench:x -->\nold\n<!-- /bench:x -->\nb\n';
    expect(replaceBenchSection(doc, 'x', '| t |')).toBe('a\n<!-- bench:x -->\n| t |\n<!-- /bench:x -->\nb\n');
    expect(replaceBenchSection(doc, 'y', '| t |')).toBeNull();
  });
});
