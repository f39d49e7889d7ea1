// The load generator of two-nodes.bench.ts, in its own process (forked with IPC), so the nodes under test keep their
// event loops to themselves. The parent sends one job: the node URLs, the signed-in sessions (cookie + anti-forgery
// token) and the prepared ids; this process runs one autocannon instance per node (the connections split evenly) for
// the given seconds and answers with the figures. Every connection cycles through the same mix of 20 requests:
// 12 list pages, 5 requests opened, 2 uploads of a small PDF, 1 offer sent (60 / 25 / 10 / 5 %).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

const MIX = 'LOLULOLLOLSLOLLULOLL'; // L list, O open a request, U upload, S send an offer
const CLASS = { L: 'lists', O: 'open request', U: 'upload', S: 'send offer' };

function percentile(sorted, p) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function multipart(fields, file) {
  const boundary = `----lapLoad${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="FormFile"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file.content,
    Buffer.from('\r\n'),
  );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function run(job) {
  const stats = Object.fromEntries(
    Object.values(CLASS).map((c) => [c, { latencies: [], non2xx: 0, statuses: {}, firstFailure: undefined }]),
  );
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    randomBytes(job.pdfBytes ?? 50 * 1024),
    Buffer.from('\n%%EOF\n'),
  ]);
  const listQuery = (extra = {}) =>
    new URLSearchParams({
      filterDto: '[]',
      sortingDto: JSON.stringify([{ field: 'vorgangsnummer', direction: 'desc' }]),
      page: '1',
      pageSize: '50',
      ...extra,
    }).toString();
  const lists = [
    { who: 'sb', path: () => `/api/Auftraege/GetAuftraege?${listQuery()}` },
    { who: 'sb', path: () => `/api/Angebot/GetAngebote?${listQuery()}` },
    { who: 'kunde', path: () => `/api/Antrag/GetAntraege?${listQuery()}` },
  ];
  let n = 0;
  const next = () => n++;
  const headersOf = (session, extra = {}) => ({ cookie: session.cookie, 'x-xsrf-token': session.xsrf, ...extra });
  const uploadsLeft = job.uploadTargets.map(() => job.uploadsPerAntrag);
  let uploadCursor = 0;
  let uploadPoolExhausted = 0;
  const offerBusy = new Set();
  let offerCursor = 0;

  const build = {
    L() {
      const i = next();
      const list = lists[i % lists.length];
      const session = list.who === 'sb' ? job.sb[i % job.sb.length] : job.kunden[i % job.kunden.length];
      return { method: 'GET', path: list.path(), headers: headersOf(session) };
    },
    O() {
      const target = job.openTargets[next() % job.openTargets.length];
      return {
        method: 'GET',
        path: `/api/Antrag/GetAntragById/${target.antragId}`,
        headers: headersOf(job.kunden[target.kunde]),
      };
    },
    U() {
      // each prepared request takes uploadsPerAntrag files (below the limit of 15), then the next one is used
      let tries = 0;
      while (uploadsLeft[uploadCursor] === 0 && tries < uploadsLeft.length) {
        uploadCursor = (uploadCursor + 1) % uploadsLeft.length;
        tries += 1;
      }
      if (uploadsLeft[uploadCursor] === 0) uploadPoolExhausted += 1;
      else uploadsLeft[uploadCursor] -= 1;
      const target = job.uploadTargets[uploadCursor];
      uploadCursor = (uploadCursor + 1) % uploadsLeft.length;
      const form = multipart({ AntragId: target.antragId }, { name: `Lageplan-${next()}.pdf`, content: pdf });
      return {
        method: 'POST',
        path: '/api/Antrag/PostAntragDatei',
        headers: headersOf(job.kunden[target.kunde], { 'content-type': form.contentType }),
        body: form.payload,
      };
    },
    S(context) {
      // never two sends of the same request at once (as two clicks of one case worker would not be)
      let antragId = job.offerIds[offerCursor++ % job.offerIds.length];
      for (let i = 0; i < job.offerIds.length && offerBusy.has(antragId); i++)
        antragId = job.offerIds[offerCursor++ % job.offerIds.length];
      offerBusy.add(antragId);
      context.offer = antragId;
      return {
        method: 'PUT',
        path: `/api/Angebot/SendeAngebot/${antragId}`,
        headers: headersOf(job.sb[next() % job.sb.length], { 'content-type': 'application/json' }),
        body: JSON.stringify({ vorkasse: false }),
      };
    },
  };

  const requests = [...MIX].map((kind) => ({
    setupRequest(req, context) {
      context.started = performance.now();
      return { ...req, ...build[kind](context) };
    },
    onResponse(status, body, context) {
      const s = stats[CLASS[kind]];
      s.latencies.push(performance.now() - context.started);
      s.statuses[status] = (s.statuses[status] ?? 0) + 1;
      if (status < 200 || status > 299) {
        s.non2xx += 1;
        s.firstFailure ??= `${status} ${String(body).slice(0, 300)}`;
      }
      if (kind === 'S') offerBusy.delete(context.offer);
    },
  }));

  const perNode = job.targets.map(
    (url, i) => Math.floor(job.connections / job.targets.length) + (i < job.connections % job.targets.length ? 1 : 0),
  );
  const started = performance.now();
  const results = await Promise.all(
    job.targets.map(
      (url, i) =>
        new Promise((resolve, reject) => {
          const instance = autocannon(
            { url, connections: perNode[i], duration: job.seconds, requests, timeout: job.timeoutSeconds ?? 10 },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
          instance.on('reqError', (error) => {
            const s = stats.socket ?? (stats.socket = { messages: {} });
            const message = String(error?.code ?? error?.message ?? error);
            s.messages[message] = (s.messages[message] ?? 0) + 1;
          });
        }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;

  const summary = (latencies) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      requests: sorted.length,
      rps: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
    };
  };
  const classes = Object.values(CLASS).map((name) => ({
    class: name,
    ...summary(stats[name].latencies),
    non2xx: stats[name].non2xx,
    statuses: stats[name].statuses,
    firstFailure: stats[name].firstFailure,
  }));
  return {
    seconds,
    connections: perNode,
    overall: {
      ...summary(Object.values(CLASS).flatMap((c) => stats[c].latencies)),
      non2xx: classes.reduce((a, c) => a + c.non2xx, 0),
    },
    classes,
    autocannon: results.map((r, i) => ({
      url: job.targets[i],
      total: r.requests.total,
      '2xx': r['2xx'],
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      p50: r.latency.p50,
      p99: r.latency.p99,
    })),
    socketErrors: results.reduce((a, r) => a + r.errors, 0),
    timeouts: results.reduce((a, r) => a + r.timeouts, 0),
    socketErrorMessages: stats.socket?.messages ?? {},
    uploadPoolExhausted,
  };
}

process.once('message', (job) => {
  run(job).then(
    (result) => process.send(result, () => process.exit(0)),
    (error) => process.send({ error: String(error?.stack ?? error) }, () => process.exit(1)),
  );
});
