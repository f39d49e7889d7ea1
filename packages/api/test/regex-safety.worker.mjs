// Worker of regex-safety.test.ts: runs each pattern on adversarial inputs (a unit repeated to `length` characters,
// with and without a prefix, ending in a failing tail) and reports per pattern the time of an input on which it grows
// faster than linearly past the budget (0: none). One that never ends is stopped by the test's deadline.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ patterns: Array<{ source: string; flags: string; attacks: string[] }>; length: number; budgetMs: number }} */
const { patterns, length, budgetMs } = workerData;

// Characters every input vocabulary has: letters, digits, the separators and markup users type.
const BASE = ['a', '0', ' ', '\t', '\n', '.', '@', ';', ',', '-', '_', '/', '<', '"', '&'];
// Units that are whole pieces of input, e.g. recipient lists whose addresses split in many ways.
const UNITS = [
  'p@a.b.c.d;',
  'a@b.de, ',
  'a.b@c.d ',
  '<a ',
  ' d="x"',
  '0.0',
  '-a-',
  '_.',
  '\r\n ',
  'a=b&',
  '{x}',
  '\\"',
];
const PREFIXES = ['', '\u0000'];
const TAILS = ['\u0000', '@', '!'];
const ESCAPES = { s: ' ', d: '0', w: 'a', n: '\n', r: '\r', t: '\t' };

/** The characters a pattern speaks of: its literal characters and one sample of each shorthand class. */
function vocabulary(source) {
  const chars = new Set(['a', ' ']);
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const next = source[++i] ?? '';
      chars.add(ESCAPES[next.toLowerCase()] ?? next);
    } else if (!'^$*+?()[]{}|'.includes(c)) chars.add(c);
  }
  return [...chars].filter((c) => c.length === 1);
}

/** Inputs as prefix, repeated unit and tail, so that each can be built at any length. */
function inputs(source) {
  const vocab = vocabulary(source);
  const units = [...new Set([...BASE, ...vocab])].concat(UNITS);
  for (const a of vocab) for (const b of vocab) if (a !== b) units.push(a + b);
  return units.flatMap((unit) => PREFIXES.flatMap((prefix) => TAILS.map((tail) => ({ prefix, unit, tail }))));
}

const build = ({ prefix, unit, tail }, n) => prefix + unit.repeat(Math.ceil(n / unit.length)) + tail;

/** The fastest of `runs` runs of the pattern over the whole input (every match of a global one). */
function timed(re, input, runs = 3) {
  let best = Infinity;
  for (let run = 0; run < runs; run++) {
    re.lastIndex = 0;
    const started = performance.now();
    if (re.global) input.replace(re, '');
    else re.test(input);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * How long the pattern takes on an input of twice the length, or 0 when it grows linearly: a linear pattern with
 * many matches can take tens of milliseconds on a loaded machine, but doubling the input only doubles its time.
 */
function superlinear(re, input) {
  const once = timed(re, build(input, length));
  if (once * 10 <= budgetMs) return 0;
  const twice = timed(re, build(input, 2 * length));
  return twice > budgetMs && twice > 3 * once ? twice : 0;
}

for (let i = 0; i < patterns.length; i++) {
  const { source, flags, attacks } = patterns[i];
  const re = new RegExp(source, flags);
  let worstMs = 0;
  let worst = '';
  // recheck's attack strings (only for a pattern it found vulnerable) count by the budget alone.
  for (const attack of attacks) {
    const ms = timed(re, attack, 1);
    if (ms > budgetMs && ms > worstMs) [worstMs, worst] = [ms, attack];
  }
  for (const input of worstMs > 0 ? [] : inputs(source)) {
    const ms = superlinear(re, input);
    if (ms > 0) [worstMs, worst] = [ms, build(input, 2 * length)];
    if (ms > 0) break;
  }
  parentPort.postMessage({
    index: i,
    worstMs,
    worst: JSON.stringify(worst.length > 60 ? `${worst.slice(0, 30)}…${worst.slice(-20)}` : worst),
  });
}
