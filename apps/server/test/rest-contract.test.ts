import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appRouter, REST_ROUTES, type Caller } from '@lap/api';

// docs/spec/endpoints.tsv is the spec's checklist of every documented api/* call (copied from shared/spec).
const tsv = readFileSync(fileURLToPath(new URL('../../../docs/spec/endpoints.tsv', import.meta.url)), 'utf8');
const documented = tsv
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [method = '', path = ''] = line.split('\t');
    return { method, path };
  });

// Paths the spec leaves out and an issue names ("use that path").
const NAMED_BY_ISSUES = [
  { method: 'PUT', path: 'api/Rechnung/PutMwstRechnung/{id}' },
  // issue 15: sending a dunning notice and ending the procedure for an order
  { method: 'PUT', path: 'api/Mahnung/SendeMahnung/{id}' },
  { method: 'PUT', path: 'api/Mahnung/MahnverfahrenBeenden/{auftragId}' },
];

/**
 * endpoints.tsv writes the form-filler and PDF-processing calls as `api/?/Name` (controller not given); issue 17 names
 * the controllers: api/Formfiller/… and api/PdfProcessing/….
 */
const ISSUE_CONTROLLERS = ['Formfiller', 'PdfProcessing'];
const samePath = (documentedPath: string, served: string): boolean =>
  documentedPath === served ||
  (documentedPath.startsWith('api/?/') &&
    ISSUE_CONTROLLERS.some((c) => documentedPath.replace('api/?/', `api/${c}/`) === served));

describe('REST table', () => {
  it('serves only documented method + path pairs (or those an issue names)', () => {
    for (const route of REST_ROUTES) {
      const match = [...documented, ...NAMED_BY_ISSUES].find(
        (d) => samePath(d.path, route.path) && (d.method === route.method || d.method === '?'),
      );
      expect(match, `${route.method} ${route.path} is not in endpoints.tsv`).toBeDefined();
    }
  });
  it('has no duplicate rows', () => {
    const keys = REST_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('contract tests', () => {
  // Every served row is exercised over HTTP by an integration test in this folder.
  const testDir = fileURLToPath(new URL('.', import.meta.url));
  const sources = readdirSync(testDir)
    .filter((f) => f.endsWith('.test.ts') && f !== 'rest-contract.test.ts')
    .map((f) => readFileSync(`${testDir}/${f}`, 'utf8'))
    .join('\n');
  it.each(REST_ROUTES.map((r) => [r.method, r.path]))('%s %s has an HTTP test', (_method, path) => {
    const literal = `/${path.replace(/\{\w+\}.*$/, '')}`;
    expect(sources.includes(literal), `no test calls ${literal}`).toBe(true);
  });
});

describe('money on api/* is euros', () => {
  // Field names the product uses for amounts (cents inside, euros on api/*). A new money field joins this list.
  const MONEY_NAMES = new Set([
    'betrag',
    'nettoBetrag',
    'bruttoBetrag',
    'mwst',
    'einzelpreis',
    'gesamtpreis',
    'nettoPreis',
    'summeNetto',
    'rabattSumme',
  ]);
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { output?: unknown } }> } })
    ._def.procedures;

  /** Every object key of a zod 4 schema, however deeply nested. */
  function keysOf(schema: unknown, seen = new Set<unknown>()): string[] {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
    seen.add(schema);
    const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return [];
    const own = def.type === 'object' ? Object.keys((def.shape as Record<string, unknown>) ?? {}) : [];
    const children = [
      def.shape && Object.values(def.shape as object),
      def.element,
      def.innerType,
      def.in,
      def.out,
      def.options,
      def.valueType,
      def.left,
      def.right,
    ]
      .flat()
      .filter(Boolean);
    return [...own, ...children.flatMap((c) => keysOf(c, seen))];
  }

  it.each(REST_ROUTES.map((r) => [r.method, r.path, r] as const))(
    '%s %s declares every money field it answers',
    (_m, _p, route) => {
      const recorder = recordingCaller();
      try {
        void route.call(recorder.caller, {
          params: Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], '1'])),
          query: {},
          body: {},
        });
      } catch {
        // the recorder throws once the procedure is named
      }
      const output = procedures[recorder.path()]?._def.output;
      const money = keysOf(output).filter((k) => MONEY_NAMES.has(k));
      expect(
        [...new Set(money)].filter((k) => !(route.money ?? []).includes(k) && !(route.percent ?? []).includes(k)),
        `${route.path} answers cents under these names`,
      ).toEqual([]);
    },
  );
});

/** A stand-in caller that records which procedure a REST row calls. */
function recordingCaller(): { caller: Caller; path: () => string } {
  const path: string[] = [];
  const recorder: unknown = new Proxy(() => undefined, {
    get(_t, key) {
      path.push(String(key));
      return recorder;
    },
    apply() {
      throw new Error('called');
    },
  });
  return { caller: recorder as Caller, path: () => path.join('.') };
}
