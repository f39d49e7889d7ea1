import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from '@lap/contracts';
import { appRouter, REST_ROUTES, type Caller, type RestRoute } from '@lap/api';
import { addDays, germanToday } from '@lap/domain';
import { testDatabases } from '@lap/db/testing';
import { useHarness, type Harness } from './harness.js';
import {
  brokenJson,
  encode,
  inputArbitrary,
  pathParamArbitrary,
  queryValue,
  type Pools,
} from './support/arbitraries.js';
import {
  changedTables,
  fingerprint,
  listTables,
  TABLES_CHANGED_BY_REFUSALS,
  watchedTables,
  watchWrites,
  type Fingerprint,
} from './support/db-fingerprint.js';
import { looksEnglish, userTexts } from './support/english.js';
import { FuzzClient, type RawRequest } from './support/http-client.js';

/*
 * Fuzzing every tRPC procedure and every REST row with fast-check: valid-shaped and hostile inputs
 * (prototype keys, NUL and control characters, 100 KB strings, nesting 200+ deep, huge numbers, wrong types,
 * SQL/HTML fragments), as anonymous, applicant, staff and administrator. For every answer: no 5xx, no English
 * text for the user, and a refusal (status ≥ 400) writes nothing (no row of any table except
 * TABLES_CHANGED_BY_REFUSALS inserted, updated or deleted: write counters kept by triggers, support/db-fingerprint.ts).
 *
 * Reproducible: FUZZ_SEED (default below) seeds every target (procedure × role) on its own, so a new procedure
 * does not change the samples of the others. FUZZ_RUNS / FUZZ_REST_RUNS set the runs per target and role,
 * FUZZ_ONLY=<substring> narrows to matching procedures or paths. Failures name seed, run and request.
 * No procedure is excluded: sign-outs are answered by signing in again, and the demo users stay out of the id
 * pools, so no fuzzed call deletes them or changes their password or address.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261121);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 20);
const REST_RUNS = Number(process.env['FUZZ_REST_RUNS'] ?? 10);
const ONLY = (process.env['FUZZ_ONLY'] ?? '').toLowerCase();
const REPORT = process.env['FUZZ_REPORT'];

const ROLES = [
  { name: 'anonym', email: null },
  { name: 'antragsteller', email: 'kunde@example.org' },
  { name: 'sachbearbeitung', email: 'sb@example.org' },
  { name: 'administration', email: 'admin@example.org' },
] as const;
const DEMO_EMAILS = ROLES.flatMap((r) => (r.email ? [r.email] : []));

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: z.ZodType[] };
}
const PROCEDURE_DEFS = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures;
const PROCEDURES = Object.entries(PROCEDURE_DEFS)
  .map(([path, p]) => ({ path, type: p._def.type, input: p._def.inputs[0] }))
  .filter((p) => p.type !== 'subscription' && p.path.toLowerCase().includes(ONLY));

/** The procedure a REST row calls, found by running the row against a recording caller. */
function procedureOfRoute(route: RestRoute): string | undefined {
  let called: string | undefined;
  const namespace = (ns: string) =>
    new Proxy({}, { get: (_t, name) => () => ((called = `${ns}.${String(name)}`), Promise.resolve(undefined)) });
  const caller = new Proxy({}, { get: (_t, ns) => namespace(String(ns)) }) as Caller;
  try {
    void route.call(caller, { params: {}, query: {}, body: {} });
  } catch {
    // a row that validates before calling: no schema to borrow
  }
  return called;
}
const ROUTES = REST_ROUTES.filter((r) => r.path.toLowerCase().includes(ONLY)).map((r) => {
  const procedure = procedureOfRoute(r);
  const input =
    procedure && Object.hasOwn(PROCEDURE_DEFS, procedure) ? PROCEDURE_DEFS[procedure]?._def.inputs[0] : undefined;
  return { ...r, procedure, params: [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''), input };
});

/** FNV-1a: a seed per target, stable when targets are added. */
function seedOf(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h | 0;
}

/** Fails with every problem of a target, each with seed, run, request and answer (FUZZ_REPORT=<file> also appends them there). */
function report(problems: string[]): void {
  if (problems.length === 0) return;
  if (REPORT) appendFileSync(REPORT, `${problems.join('\n\n')}\n\n`);
  expect.fail(`${problems.length} problem(s):\n\n${problems.join('\n\n')}`);
}

const clip = (text: string, max = 400) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} Zeichen)` : text;
const show = (value: unknown) => clip(JSON.stringify(value) ?? 'undefined', 300);

/** Every list field name of the catalogues, real days and words: strings that reach deeper than random ones. */
function catalogueStrings(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(contracts)) {
    if (value && typeof value === 'object' && 'fields' in value && 'defaultSort' in value) {
      for (const field of Object.keys((value as { fields: object }).fields)) names.add(field);
    }
  }
  const today = germanToday();
  return [
    ...names,
    today,
    addDays(today, 30),
    addDays(today, 90),
    '2028-02-29',
    '2025-07-01',
    'asc',
    'desc',
    'Riesa',
    'Antragsteller',
    'SbBereich',
    'Administration',
  ];
}

describe.each(testDatabases())('fuzzing every procedure on $name', (database) => {
  const h: Harness = useHarness(database);
  const clients = new Map<string, FuzzClient>();
  const pools: Pools = { uuids: [], ints: [], strings: [] };
  let tables: Awaited<ReturnType<typeof listTables>> = [];
  let current: Fingerprint = {};
  let requests = 0;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    for (const role of ROLES) {
      const client = new FuzzClient(h.app, role.email);
      await client.ensureSignedIn();
      clients.set(role.name, client);
    }
    const conn = h.db.em.fork().getConnection();
    const ids = async (sql: string) => ((await conn.execute(sql)) as Array<{ id: unknown }>).map((r) => r.id);
    const demo = DEMO_EMAILS.map((e) => `'${e}'`).join(', ');
    pools.uuids = [
      ...(await ids(`select id from app_user where email not in (${demo}) order by id limit 12`)),
      ...(await ids('select id from antrag order by id limit 24')),
      ...(await ids('select id from stored_file order by id limit 6')),
    ].map(String);
    pools.ints = [
      ...new Set([
        1,
        2,
        3,
        5,
        8,
        10,
        20,
        50,
        100,
        ...(await ids('select id from angebot_position order by id limit 8')).map(Number),
      ]),
    ];
    pools.strings = [
      ...catalogueStrings(),
      ...(await ids('select vorgangsnummer as id from antrag order by id limit 4')).map(String),
    ];
    tables = await listTables(h.db);
    await watchWrites(h.db, tables);
    current = await fingerprint(h.db);
  });

  /** Sends one request as a role and returns what is wrong with the answer (empty when nothing). */
  async function exchange(roleName: string, req: RawRequest, context: string): Promise<string[]> {
    const client = clients.get(roleName);
    if (!client) throw new Error(`no client for ${roleName}`);
    await client.ensureSignedIn();
    const before = current;
    const logsBefore = h.logs.length;
    requests++;
    let res: LightMyRequestResponse;
    // fuzzed requests come from their own addresses: the per-IP sign-in limit counts them, never the suite's sign-ins
    const remote = `10.77.${ROLES.findIndex((r) => r.name === roleName)}.${(requests % 250) + 1}`;
    try {
      res = await client.send(req, remote);
    } catch (error) {
      return [`${context}: request threw ${(error as Error).message}`];
    }
    current = await fingerprint(h.db);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const problems: string[] = [];
    const summary = () =>
      `${context}\n    ${req.method} ${clip(req.url, 300)}${req.payload !== undefined ? `\n    body ${clip(req.payload, 300)}` : ''}\n    → ${res.statusCode} ${clip(res.body, 400)}`;
    if (res.statusCode >= 500) problems.push(`5xx: ${summary()}`);
    // an error the server logged as its own fault, whatever status it answered
    const logged = h.logs.slice(logsBefore).filter((line) => /"level":(50|60)/.test(line));
    if (logged.length > 0 && res.statusCode < 500)
      problems.push(`logged an error (${clip(logged.join(' '), 300)}): ${summary()}`);
    let body: unknown;
    try {
      body = res.body === '' ? undefined : JSON.parse(res.body);
    } catch {
      body = undefined;
    }
    if (res.statusCode >= 400) {
      const english = userTexts(body).filter(looksEnglish);
      if (english.length > 0)
        problems.push(`English: ${english.map((t) => `"${clip(t, 160)}"`).join(', ')}: ${summary()}`);
      if (body === undefined && res.statusCode !== 401) problems.push(`no JSON error body: ${summary()}`);
      const changed = changedTables(before, current);
      if (changed.length > 0) problems.push(`refused but wrote (${changed.join('; ')}): ${summary()}`);
    }
    return problems;
  }

  it('has something to fuzz and a fingerprint of every table', () => {
    if (!ONLY) expect(Math.min(PROCEDURES.length, ROUTES.length)).toBeGreaterThan(50);
    // every REST row borrows the input schema of the procedure it calls
    expect(ROUTES.filter((r) => !r.procedure).map((r) => r.path)).toEqual([]);
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['antrag', 'app_user', 'export', 'outbox']));
    expect(tables.map((t) => t.name)).not.toEqual(expect.arrayContaining(Object.keys(TABLES_CHANGED_BY_REFUSALS)));
  });

  it('counts the writes of every watched table: an insert, an update that changes nothing visible, a delete', async () => {
    expect(await watchedTables(h.db)).toEqual(tables.map((t) => t.name));
    const conn = h.db.em.fork().getConnection();
    const before = await fingerprint(h.db);
    const [first] = (await conn.execute('select id from antrag order by id limit 1')) as Array<{ id: string }>;
    expect(first).toBeDefined();
    // the same value again: neither the row count nor updated_at move, the write is counted all the same
    await conn.execute('update antrag set vorhaben = vorhaben where id = ?', [first?.id]);
    await conn.execute(`insert into netzart (id, sparte, name) values (99999, 'Probe', 'fuzz-probe')`);
    await conn.execute('delete from netzart where id = 99999');
    const after = await fingerprint(h.db);
    expect(changedTables(before, after).sort()).toEqual([
      `antrag: ${before['antrag'] ?? '0'} → ${Number(before['antrag'] ?? 0) + 1}`,
      `netzart: ${before['netzart'] ?? '0'} → ${Number(before['netzart'] ?? 0) + 2}`,
    ]);
    current = after;
  });

  describe('tRPC procedures', () => {
    it.each(PROCEDURES.map((p) => [p.path, p] as const))('%s', async (path, procedure) => {
      const problems: string[] = [];
      for (const role of ROLES) {
        const seed = seedOf(SEED, 'trpc', path, role.name);
        const samples = fc.sample(inputArbitrary(procedure.input, pools), { seed, numRuns: RUNS });
        for (const [run, input] of samples.entries()) {
          const json = input === undefined ? undefined : JSON.stringify(input);
          const req: RawRequest =
            procedure.type === 'query'
              ? { method: 'GET', url: `/trpc/${path}${json === undefined ? '' : `?input=${encodeURIComponent(json)}`}` }
              : {
                  method: 'POST',
                  url: `/trpc/${path}`,
                  ...(json === undefined ? {} : { payload: json, contentType: 'application/json' }),
                };
          problems.push(
            ...(await exchange(
              role.name,
              req,
              `[${role.name}] ${path} (FUZZ_SEED=${SEED} run ${run}, input ${show(input)})`,
            )),
          );
        }
      }
      report(problems);
    });
  });

  describe('REST rows', () => {
    if (ROUTES.length === 0) it.skip('no REST row matches FUZZ_ONLY', () => undefined);
    it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (name, route) => {
      const problems: string[] = [];
      const request = fc.record({
        params: fc.array(pathParamArbitrary(pools), { minLength: route.params.length, maxLength: route.params.length }),
        input: inputArbitrary(route.input, pools),
        extraQuery: fc.option(
          fc.dictionary(
            fc.constantFrom(
              'filterDto',
              'sortingDto',
              'page',
              'pageSize',
              'search',
              'uid',
              'excelname',
              'f',
              'userId',
              'code',
              '__proto__',
              'constructor',
            ),
            fc.oneof(fc.string(), brokenJson),
            { maxKeys: 3 },
          ),
          { freq: 3 },
        ),
        bodyMode: fc.constantFrom('json', 'json', 'json', 'json', 'string', 'broken', 'text', 'none'),
        broken: brokenJson,
      });
      for (const role of ROLES) {
        const seed = seedOf(SEED, 'rest', name, role.name);
        for (const [run, r] of fc.sample(request, { seed, numRuns: REST_RUNS }).entries()) {
          let path = route.path;
          route.params.forEach((param, i) => (path = path.replace(`{${param}}`, r.params[i] ?? '')));
          const query: string[] = [];
          const input = r.input;
          // GETs take the input as query parameters (lists: JSON-encoded filterDto/sortingDto); others sometimes too
          if (
            input &&
            typeof input === 'object' &&
            !Array.isArray(input) &&
            (route.method === 'GET' || r.bodyMode === 'none')
          ) {
            for (const [k, v] of Object.entries(input)) query.push(`${encode(k)}=${encode(queryValue(v))}`);
          }
          for (const [k, v] of Object.entries(r.extraQuery ?? {})) query.push(`${encode(k)}=${encode(v)}`);
          const url = `/${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
          const req: RawRequest = { method: route.method, url };
          if (route.method !== 'GET') {
            if (r.bodyMode === 'json' && input !== undefined)
              Object.assign(req, { payload: JSON.stringify(input), contentType: 'application/json' });
            if (r.bodyMode === 'string')
              Object.assign(req, {
                payload: JSON.stringify(typeof input === 'string' ? input : 'a\u0000b'),
                contentType: 'application/json',
              });
            if (r.bodyMode === 'broken') Object.assign(req, { payload: r.broken, contentType: 'application/json' });
            if (r.bodyMode === 'text') Object.assign(req, { payload: queryValue(input), contentType: 'text/plain' });
          }
          problems.push(
            ...(await exchange(
              role.name,
              req,
              `[${role.name}] ${name} (FUZZ_SEED=${SEED} run ${run}, input ${show(input)})`,
            )),
          );
        }
      }
      report(problems);
    });
  });

  it('transport: broken JSON, wrong method, wrong media type, unknown procedure', async () => {
    const problems: string[] = [];
    const role = 'sachbearbeitung';
    for (const p of PROCEDURES) {
      const reqs: RawRequest[] =
        p.type === 'query'
          ? [
              { method: 'GET', url: `/trpc/${p.path}?input=%7B%22a%22%3A` },
              { method: 'POST', url: `/trpc/${p.path}`, payload: '{}', contentType: 'application/json' },
            ]
          : [
              { method: 'POST', url: `/trpc/${p.path}`, payload: '{"a":', contentType: 'application/json' },
              { method: 'GET', url: `/trpc/${p.path}?input=%7B%7D` },
              {
                method: 'POST',
                url: `/trpc/${p.path}`,
                payload: 'a=1',
                contentType: 'application/x-www-form-urlencoded',
              },
            ];
      for (const req of reqs) problems.push(...(await exchange(role, req, `[${role}] transport ${p.path}`)));
    }
    for (const url of [
      '/trpc/gibt.esNicht',
      '/trpc/__proto__',
      '/trpc/constructor.prototype',
      '/trpc/account.login,account.me?batch=1&input=%7B%7D',
      '/api/Gibt/EsNicht',
      '/api/Nutzer/GetNutzerList/%E0%A4%A',
    ]) {
      problems.push(...(await exchange(role, { method: 'GET', url }, `[${role}] transport`)));
    }
    problems.push(
      ...(await exchange(
        role,
        {
          method: 'POST',
          url: '/api/Antrag/PostAntrag',
          payload: JSON.stringify({ vorhaben: 'x'.repeat(3 * 1024 * 1024) }),
          contentType: 'application/json',
        },
        `[${role}] transport body too large`,
      )),
    );
    report(problems);
  });

  it('took a fingerprint around every request', () => {
    // a guard against a silently empty run (e.g. FUZZ_ONLY matching nothing), and the spread of answers
    expect(requests).toBeGreaterThan(0);
    const spread = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.info(`fuzz on ${database.name}: ${requests} requests, seed ${SEED} (${spread.join(', ')})`);
  });
});

describe('looksEnglish', () => {
  it('finds the framework texts and none of the catalogue', () => {
    for (const english of [
      'Invalid input: expected string, received number',
      'Required',
      'No procedure found on path "x"',
      'Unexpected end of JSON input',
      "Body cannot be empty when content-type is set to 'application/json'",
      'Route GET:/x not found',
      'Too small: expected string to have >=1 characters',
    ]) {
      expect(looksEnglish(english), english).toBe(true);
    }
    const german: string[] = [];
    const collect = (v: unknown) => {
      if (typeof v === 'string') german.push(v);
      else if (typeof v === 'function') {
        try {
          const out = (v as (...a: unknown[]) => unknown)('x', 'y', 'z');
          if (typeof out === 'string') german.push(out);
        } catch {
          // not a message function
        }
      } else if (v && typeof v === 'object' && !Array.isArray(v)) Object.values(v).forEach(collect);
    };
    for (const [name, value] of Object.entries(contracts)) if (/_MSG$|^MSG$|MESSAGES?$/.test(name)) collect(value);
    expect(german.length).toBeGreaterThan(30);
    expect(german.filter(looksEnglish)).toEqual([]);
    expect(looksEnglish('Nach dem Feld „Invalid body“ kann nicht sortiert werden.')).toBe(false);
  });
});
