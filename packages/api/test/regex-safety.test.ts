// Every regular expression of the code that handles input (issue 42: a recipient pattern backtracked for 141 s on
// 201 characters and froze the server): found in the sources by the TypeScript parser, so a pattern added later is
// checked too; none may be super-linear by the automaton analysis of the ReDoS checker recheck, and each must answer
// adversarial inputs of 10,000 characters (and recheck's attack strings) within a time budget in a worker thread
// that a deadline stops.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { check } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The code input passes through: schemas, services, rules, repositories, the server, the documents. */
const SOURCES = [
  'packages/contracts/src',
  'packages/api/src',
  'packages/domain/src',
  'packages/db/src',
  'apps/server/src',
  'packages/documents/src',
];
/** Tests, test helpers and migrations see no user input. */
const NOT_INPUT = /\.(?:test|testing|e2e)\.tsx?$|\/migrations\//;

/**
 * `new RegExp(...)` built at run time cannot be checked from the source: each file that does so is reviewed and
 * listed here with the number of such calls, so a new one fails until someone has looked at it.
 */
const REVIEWED_DYNAMIC: Record<string, { calls: number; why: string }> = {
  'apps/server/src/plugins/rest-adapter.ts': {
    calls: 1,
    why: 'route paths of our own REST table: literal characters escaped, each {param} one [^/]+',
  },
};

interface Pattern {
  source: string;
  flags: string;
  at: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_INPUT.test(path) ? [path] : [];
  });
}

/** Every regex literal (by source and flags, with where it stands) and every RegExp constructor call per file. */
function collect(): { patterns: Pattern[]; dynamic: Map<string, number> } {
  const patterns = new Map<string, Pattern>();
  const dynamic = new Map<string, number>();
  for (const file of SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const name = relative(ROOT, file);
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(sf);
        const end = text.lastIndexOf('/');
        const key = text;
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        const found = patterns.get(key) ?? { source: text.slice(1, end), flags: text.slice(end + 1), at: [] };
        found.at.push(`${name}:${line}`);
        patterns.set(key, found);
      } else if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'RegExp'
      ) {
        dynamic.set(name, (dynamic.get(name) ?? 0) + 1);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { patterns: [...patterns.values()], dynamic };
}

const { patterns, dynamic } = collect();
// The patterns of zod's string formats our schemas use (.email(), .uuid()): they run on input as much as ours.
for (const [name, re] of [
  ['z.email()', z.regexes.email],
  ['z.uuid()', z.regexes.uuid()],
] as const)
  patterns.push({ source: re.source, flags: re.flags, at: [`zod ${name}`] });
const describePattern = (p: Pattern) => `/${p.source}/${p.flags} (${p.at.join(', ')})`;

describe('regular expressions on input', () => {
  it('are all found in the sources, the recipient check among them', () => {
    expect(patterns.length).toBeGreaterThan(100);
    expect(patterns.some((p) => p.at.some((at) => at.startsWith('packages/contracts/src/mailversand.ts')))).toBe(true);
    expect(Object.fromEntries(dynamic)).toEqual(
      Object.fromEntries(Object.entries(REVIEWED_DYNAMIC).map(([file, { calls }]) => [file, calls])),
    );
  });

  // The attack strings recheck finds for a vulnerable pattern, run below as the first inputs of that pattern.
  const attacks = new Map<Pattern, string[]>();

  it('are not super-linear by the ReDoS checker', async () => {
    const unsafe: string[] = [];
    for (const p of patterns) {
      // The search flags do not change how one match attempt backtracks; recheck reads the rest.
      const result = await check(p.source, p.flags.replace(/[gdy]/g, ''), { timeout: 30_000, randomSeed: 42 });
      if (result.status === 'safe') continue;
      if (result.status === 'vulnerable') {
        attacks.set(p, [result.attack.string]);
        // Where its automaton analysis cannot go (lookbehind), recheck fuzzes, and now and then reports an attack that
        // V8 runs in a millisecond: those attack strings are timed in V8 below, where a real one fails.
        if (result.checker === 'fuzz') continue;
      }
      // Not decided in time on a loaded machine: the V8 test below still runs it on the adversarial inputs.
      if (result.status === 'unknown' && result.error.kind === 'timeout') continue;
      const why =
        result.status === 'vulnerable'
          ? `${result.complexity.type}, e.g. ${result.attack.pattern}`
          : `not decided: ${result.error.kind}`;
      unsafe.push(`${describePattern(p)}: ${why}`);
    }
    expect(unsafe).toEqual([]);
  }, 600_000);

  it('answer adversarial inputs of 10,000 characters (and twice that) within the time budget', async () => {
    // Linear patterns take well under 5 ms on such an input even on a loaded machine, quadratic ones 100 ms and more,
    // exponential ones never finish: those the deadline stops (the worker is ended and the next pattern goes on).
    const BUDGET_MS = 50;
    const DEADLINE_MS = 20_000;
    const slow: string[] = [];
    let next = 0;
    while (next < patterns.length) {
      const batch = patterns
        .slice(next)
        .map((p) => ({ source: p.source, flags: p.flags, attacks: attacks.get(p) ?? [] }));
      const start = next;
      const worker = new Worker(new URL('./regex-safety.worker.mjs', import.meta.url), {
        workerData: { patterns: batch, length: 10_000, budgetMs: BUDGET_MS },
      });
      await new Promise<void>((resolve, reject) => {
        let timer = setTimeout(stop, DEADLINE_MS);
        function stop() {
          const p = patterns[next];
          if (p) slow.push(`${describePattern(p)}: still running after ${DEADLINE_MS} ms`);
          next++;
          void worker.terminate().then(() => resolve());
        }
        worker.on('message', (m: { index: number; worstMs: number; worst: string }) => {
          clearTimeout(timer);
          const p = patterns[start + m.index];
          if (p && m.worstMs > BUDGET_MS) slow.push(`${describePattern(p)}: ${Math.round(m.worstMs)} ms on ${m.worst}`);
          next = start + m.index + 1;
          timer = setTimeout(stop, DEADLINE_MS);
        });
        worker.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        worker.on('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    expect(slow).toEqual([]);
  }, 600_000);
});
