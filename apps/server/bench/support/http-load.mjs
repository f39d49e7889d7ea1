// A load client in its own process, so the benchmark's server keeps its event loop to itself. The parent sends jobs
// { url, headers, concurrency, requests } over IPC; each answer carries the latencies' p50/p95 (ms), the throughput
// and the failures (with the first failing answer, to tell a broken scenario from a slow one).
// node:http with one kept-alive connection per client, asking for compressed answers as a browser does and not
// unpacking them (a browser does that natively): Node's fetch added 3–5 ms of its own to every request on this kind
// of machine (2 cores shared with the server), which the tables would have charged to the server.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const UNPACK = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

/** One GET: resolves with the status and, for a failure, the start of the (unpacked) body. */
function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (res) => {
      const ok = (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300;
      const chunks = [];
      res.on('data', (chunk) => {
        if (!ok) chunks.push(chunk);
      });
      res.on('end', () => {
        if (ok) return resolve({ ok, status: res.statusCode, body: '' });
        const raw = Buffer.concat(chunks);
        const unpack = UNPACK[res.headers['content-encoding'] ?? ''];
        resolve({ ok, status: res.statusCode, body: (unpack ? unpack(raw) : raw).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function run(job) {
  const latencies = [];
  let failures = 0;
  let firstError;
  let issued = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  const started = performance.now();
  async function client() {
    while (issued < job.requests) {
      issued += 1;
      const t = performance.now();
      try {
        const res = await get(agent, job.url, job.headers);
        if (!res.ok) {
          failures += 1;
          firstError ??= `${res.status} ${res.body.slice(0, 300)}`;
        }
      } catch (error) {
        failures += 1;
        firstError ??= String(error);
      }
      latencies.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: job.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: latencies.length / seconds,
    failures,
    firstError,
  };
}

process.on('message', (job) => {
  if (job === 'exit') process.exit(0);
  run(job).then((result) => process.send?.(result));
});
