// A load client in its own process, so the benchmark's server keeps its event loop to itself. The parent sends jobs
// { url, headers, concurrency, requests } over IPC; each answer carries the latencies' p50/p95 (ms), the throughput
// and the failures (with the first failing answer, to tell a broken scenario from a slow one).
import { performance } from 'node:perf_hooks';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function run(job) {
  const latencies = [];
  let failures = 0;
  let firstError;
  let issued = 0;
  const started = performance.now();
  async function client() {
    while (issued < job.requests) {
      issued += 1;
      const t = performance.now();
      try {
        const res = await fetch(job.url, { headers: job.headers });
        const body = await res.text();
        if (!res.ok) {
          failures += 1;
          firstError ??= `${res.status} ${body.slice(0, 300)}`;
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
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps: latencies.length / seconds, failures, firstError };
}

process.on('message', (job) => {
  if (job === 'exit') process.exit(0);
  run(job).then((result) => process.send?.(result));
});
