import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REST_ROUTES } from '@lap/api';

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

describe('REST table', () => {
  it('serves only documented method + path pairs', () => {
    for (const route of REST_ROUTES) {
      const match = documented.find((d) => d.path === route.path && (d.method === route.method || d.method === '?'));
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
