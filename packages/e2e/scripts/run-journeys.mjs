// Runs the browser journeys in E2E_SHARDS parallel shards (default 2: on a 2-core machine that halves the wall time;
// E2E_SHARDS=1 runs them one file after another): each shard is its own vitest process with its
// own built server, data directory and port (E2E_PORT + shard index), and takes every n-th journey file. Extra
// arguments (file filters, --bail) go to every shard. Against an external server (E2E_BASE_URL) it runs one shard.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const env = process.env;
const shards = env.E2E_BASE_URL ? 1 : Math.max(1, Number(env.E2E_SHARDS ?? 2));
const basePort = Number(env.E2E_PORT ?? 3199);
const vitest = fileURLToPath(new URL('../../../node_modules/vitest/vitest.mjs', import.meta.url));
const cwd = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);

function run(index) {
  const shardArgs = shards > 1 ? [`--shard=${index + 1}/${shards}`] : [];
  const child = spawn(
    process.execPath,
    [vitest, 'run', '--config', 'vitest.config.ts', '--project', 'e2e', ...shardArgs, ...args],
    {
      cwd,
      env: { ...env, E2E_PORT: String(basePort + index) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const prefix = shards > 1 ? `[journeys ${index + 1}/${shards}] ` : '';
  const forward = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const started = Date.now();
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i)));
console.log(
  `[journeys] ${shards} shard(s) in ${Math.round((Date.now() - started) / 1000)} s: exit ${codes.join(', ')}`,
);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
