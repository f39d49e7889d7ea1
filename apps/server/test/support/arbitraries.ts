import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries built from a procedure's zod input schema (via its JSON Schema, input side), mixing
 * valid-shaped values with hostile ones. Nothing here knows a procedure: new procedures are fuzzed as they come.
 */

/** Values of the running database (ids, list fields, dates), so valid-shaped inputs get past "not found". */
export interface Pools {
  uuids: string[];
  ints: number[];
  strings: string[];
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
] as const;

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  'Riesa\u0000',
  '\u0001\u0002\u0007\u0008\u000b\u000c\u001b\u007f',
  '\r\n\tZeile',
  "'; drop table app_user; --",
  "' or '1'='1",
  '" or 1=1 -- ',
  '\\',
  '%',
  '_',
  '%00',
  '?',
  '??',
  '\\?',
  '<script>alert(1)</script>',
  '<b>fett</b><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'Object.prototype',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u200b\ufeff',
  '😀👩‍👩‍👧‍👦',
  'Ä'.repeat(255),
  '',
  ' ',
  '   \t  ',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e999',
  '0x10',
  '[]',
  '{}',
  '2026-02-30',
  '2026-13-01',
  '2026-01-32',
  '0000-00-00',
  '9999-12-31',
  '31.12.2026',
  'POINT(13.3 51.3)',
  'POLYGON((0 0, 1 1, 1 0, 0 0))',
  'x'.repeat(100_000),
  '9'.repeat(400),
];

const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -0.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  123456789012345,
];

/** A value nested `depth` levels deep (arrays or objects), built iteratively. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let v: unknown = 'tief';
  for (let i = 0; i < depth; i++) v = kind === 'array' ? [v] : { a: v };
  return v;
}

/** Adds own prototype-named keys (JSON.stringify writes them; JSON.parse makes them own keys again). */
function withPrototypeKeys(value: unknown, extra: unknown): unknown {
  const base: Record<string, unknown> =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  for (const key of PROTOTYPE_KEYS)
    Object.defineProperty(base, key, { value: extra, enumerable: true, writable: true, configurable: true });
  return base;
}

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);

/** Anything of the wrong shape: wrong types, deep nesting, prototype keys, huge values. */
export const hostileAny: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, '', [], {}, '[object Object]'),
  hostileString,
  hostileNumber,
  fc.constantFrom(200, 256, 1500).chain((d) => fc.constantFrom(deeplyNested(d, 'array'), deeplyNested(d, 'object'))),
  fc.jsonValue({ maxDepth: 3 }).map((v) => withPrototypeKeys(v, { polluted: true })),
  fc.constant(Array.from({ length: 5000 }, (_, i) => i)),
  fc.jsonValue({ maxDepth: 3 }),
);

interface Ctx {
  root: JsonSchema;
  pools: Pools;
  /** Weight (of 100) of replacing a node by a hostile value. */
  hostility: number;
  depth: number;
}

function clampLen(min: number | undefined, max: number | undefined): { minLength: number; maxLength: number } {
  const minLength = Math.min(min ?? 0, 60);
  return { minLength, maxLength: Math.max(minLength, Math.min(max ?? 40, 60)) };
}

function stringArb(s: JsonSchema, ctx: Ctx): fc.Arbitrary<unknown> {
  const fits = (v: string) =>
    v.length >= (s.minLength ?? 0) &&
    v.length <= (s.maxLength ?? Infinity) &&
    (!s.pattern || new RegExp(s.pattern).test(v));
  const pooled = ctx.pools.strings.filter(fits);
  const options: fc.Arbitrary<string>[] = [];
  if (s.format === 'uuid') {
    options.push(fc.uuid());
    if (ctx.pools.uuids.length > 0)
      options.push(fc.constantFrom(...ctx.pools.uuids), fc.constantFrom(...ctx.pools.uuids));
  } else if (s.format === 'email') {
    options.push(
      fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254)),
      fc.constantFrom('fuzz@example.org', 'neu.kunde@example.org', 'Gross.Schreibung@Example.ORG'),
    );
  } else if (s.pattern) {
    options.push(fc.stringMatching(new RegExp(s.pattern)).filter(fits));
  } else {
    const len = clampLen(s.minLength, s.maxLength);
    options.push(
      fc.string(len),
      fc.string({ ...len, unit: 'grapheme' }),
      fc.constantFrom('Riesa', 'Müller & Söhne GmbH', 'Hauptstraße', '42a', '01587', 'Neubau Carport').filter(fits),
    );
  }
  if (pooled.length > 0) options.push(fc.constantFrom(...pooled));
  return fc.oneof(...options);
}

function numberArb(s: JsonSchema, integer: boolean, ctx: Ctx): fc.Arbitrary<unknown> {
  const lo = Math.max(
    s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-6) : -1e6),
    -1e9,
  );
  const hi = Math.min(
    s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 1e-6) : 1e6),
    1e9,
  );
  const fits = (n: number) => n >= lo && n <= hi;
  const small = ctx.pools.ints.filter(fits);
  const base = integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.oneof(
        fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }),
        fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }),
      );
  return small.length > 0 ? fc.oneof(base, fc.constantFrom(...small)) : base;
}

function resolve(s: JsonSchema, ctx: Ctx): JsonSchema {
  if (!s.$ref) return s;
  const name = s.$ref.replace(/^#\/\$defs\//, '');
  return ctx.root.$defs?.[name] ?? {};
}

function validArb(raw: JsonSchema, ctx: Ctx): fc.Arbitrary<unknown> {
  const s = resolve(raw, ctx);
  if (ctx.depth > 8) return fc.constant(null);
  const inner = { ...ctx, depth: ctx.depth + 1 };
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => arb(a, inner)));
  if (s.allOf && s.allOf.length > 0) return arb(s.allOf[0] ?? {}, inner);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((t) => validArb({ ...s, type: t }, ctx)));
  switch (types[0]) {
    case 'string':
      return stringArb(s, ctx);
    case 'integer':
      return numberArb(s, true, ctx);
    case 'number':
      return numberArb(s, false, ctx);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = Math.min(s.minItems ?? 0, 5);
      return fc.array(arb(s.items ?? {}, inner), {
        minLength,
        maxLength: Math.max(minLength, Math.min(s.maxItems ?? 4, 4)),
      });
    }
    case 'object': {
      const props = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = arb(v, inner);
      // A key with a default may be left out like an optional one.
      const requiredKeys = (s.required ?? []).filter((k) => Object.hasOwn(props, k) && props[k]?.default === undefined);
      const record = fc.record(model, { requiredKeys });
      if (typeof s.additionalProperties === 'object') {
        return fc
          .tuple(
            record,
            fc.dictionary(fc.string({ maxLength: 12 }), arb(s.additionalProperties, inner), { maxKeys: 3 }),
          )
          .map(([a, b]) => ({ ...b, ...a }));
      }
      return record;
    }
    default:
      // z.unknown() / z.any(): any JSON
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A node: valid-shaped, or (with the context's weight) a hostile value of the same or another type. */
function arb(s: JsonSchema, ctx: Ctx): fc.Arbitrary<unknown> {
  const valid = validArb(s, ctx);
  if (ctx.hostility === 0) return valid;
  const t = resolve(s, ctx).type;
  const sameType =
    t === 'string'
      ? hostileString
      : t === 'number' || t === 'integer'
        ? hostileNumber
        : t === 'object'
          ? valid.map((v) => withPrototypeKeys(v, 'x'))
          : hostileAny;
  return fc.oneof(
    { weight: 100 - ctx.hostility, arbitrary: valid },
    { weight: Math.ceil(ctx.hostility / 2), arbitrary: sameType },
    { weight: Math.ceil(ctx.hostility / 2), arbitrary: hostileAny },
  );
}

/** The JSON Schema of a zod schema's input side; transforms and refinements become "anything". */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
}

/**
 * Inputs for one procedure: wholly valid-shaped (reach the service), valid with hostile nodes, and hostile
 * through and through (wrong type, deep nesting, prototype keys). `undefined` stands for "no input".
 */
export function inputArbitrary(schema: z.ZodType | undefined, pools: Pools): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileAny });
  const root = inputJsonSchema(schema);
  const ctx = (hostility: number): Ctx => ({ root, pools, hostility, depth: 0 });
  return fc.oneof(
    { weight: 4, arbitrary: validArb(root, ctx(0)) },
    { weight: 4, arbitrary: arb(root, ctx(12)) },
    { weight: 2, arbitrary: hostileAny },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** A path parameter: a real id, a well-formed stranger, or something hostile (already URL-encoded). */
export function pathParamArbitrary(pools: Pools): fc.Arbitrary<string> {
  const real = [...pools.uuids, ...pools.ints.map(String)];
  return fc.oneof(
    { weight: 3, arbitrary: real.length > 0 ? fc.constantFrom(...real) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.integer({ min: -5, max: 100_000 }).map(String) },
    {
      weight: 3,
      arbitrary: hostileString.map((v) => encode(v.length > 6000 ? v.slice(0, 6000) : v).replace(/^$/, '%20')),
    },
    // raw, partly malformed escapes and dot segments
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%00',
        '%',
        '%E0%A4%A',
        '%C0%AE%C0%AE',
        '..',
        '.',
        '%2e%2e%2f',
        '%2F',
        'x'.repeat(6000),
        '1e999',
        'NaN',
        '-1',
        '0',
      ),
    },
  );
}

/** A query string value from a JSON value: strings raw, everything else as JSON (how list GETs take filterDto). */
export function queryValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** encodeURIComponent that survives lone surrogates (they become U+FFFD, as a browser would send them). */
export function encode(value: string): string {
  return encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}

/** A string that breaks the body or the query on purpose (transport-level hostility). */
export const brokenJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  'nul',
  "{'a':1}",
  '{"a":1e999}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '"\u0000"',
  '',
);
