// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const frameworks = [
  'fastify',
  'fastify/*',
  '@fastify/*',
  '@trpc/*',
  '@mikro-orm/*',
  'react',
  'react-dom',
  'react/*',
  '@mantine/*',
  'nodemailer',
  'exceljs',
  'pdf-lib',
];

/** Builds a layer rule: which import specifiers a layer may not use. */
const restrict = (patterns, message, allowTypeImports = false) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: patterns, message, allowTypeImports }] }],
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '.tooling/**', '**/artifacts/**', '**/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // STYLE 7: env is parsed once (apps/server/src/env.ts); CLIs are the other exception below.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env.ts.' },
      ],
    },
  },
  {
    files: [
      'apps/server/src/env.ts',
      '**/bench/**',
      'packages/db/src/cli/**',
      'packages/db/src/testing.ts',
      'packages/documents/src/testing.ts',
      'apps/server/test/support/**',
      'packages/e2e/**',
      '**/*.test.ts',
      '**/vitest.config.ts',
      '**/vite.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  // Layer rule (ARCHITECTURE §3): contracts and domain import no framework and no I/O.
  {
    files: ['packages/contracts/src/**'],
    rules: restrict(
      [...frameworks, '@lap/*', 'node:*'],
      'contracts hold schemas only: no framework, no I/O, no other package of ours.',
    ),
  },
  {
    files: ['packages/domain/src/**'],
    rules: restrict(
      [...frameworks, '@lap/db', '@lap/api', '@lap/ui', '@lap/documents', 'node:fs', 'node:net', 'node:http'],
      'domain is pure business rules: contracts only.',
    ),
  },
  {
    files: ['packages/documents/src/**'],
    rules: restrict(
      ['@lap/db', '@lap/api', '@lap/ui', '@lap/server', '@lap/web', 'fastify', '@trpc/*', '@mikro-orm/*', 'react'],
      'documents render data they are given: domain and contracts only.',
    ),
  },
  {
    files: ['packages/db/src/**'],
    rules: restrict(
      ['@lap/api', '@lap/ui', '@lap/server', '@lap/web', 'fastify', '@trpc/*', 'react'],
      'db knows entities and queries, not transports or apps.',
    ),
  },
  {
    files: ['packages/api/src/**'],
    rules: restrict(
      ['@lap/server', '@lap/web', '@lap/ui', 'fastify', '@fastify/*', 'react', '../../apps/*', '../../../apps/*'],
      'api never imports an app or a transport.',
    ),
  },
  {
    files: ['apps/web/src/**', 'packages/ui/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict(
      ['@lap/db', '@lap/domain/*', '@lap/server', '@lap/documents', '@mikro-orm/*', 'fastify', 'node:*', '@lap/api'],
      'the browser imports contracts, ui and the api *type* only.',
      true,
    ),
  },
);
