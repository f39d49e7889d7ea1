// The authorization matrix (issue 11), generated from the router: every tRPC procedure and every REST row,
// called as each subject of SUBJECTS, must answer what the procedure's `meta.access` declares. A procedure
// without a declaration fails the suite, so every procedure added later declares its access rules.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appRouter,
  linkSecretFor,
  REST_ROUTES,
  SUBJECTS,
  versorgerLinkParams,
  type Caller,
  type RestRoute,
  type TAccess,
  type TAccessFixtures,
  type TSubject,
} from '@lap/api';
import {
  Antrag,
  Auftrag,
  MailAnhang,
  MailVersandJob,
  MapFeature,
  Position,
  Rechnung,
  User,
  Versorger,
  hashPassword,
  roles as roleRepo,
  users,
} from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import {
  FILE_ROUTES,
  MAIL_UPLOAD_ACCESS,
  PDF_PROCESS_ACCESS,
  UPLOAD_ACCESS,
  VERSORGER_UPLOAD_ACCESS,
} from '../src/plugins/files.js';
import { Client, multipart, otherApplicant, useHarness, type Harness } from './harness.js';

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; meta?: { access?: TAccess } };
}
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures;

/** Which procedure a REST row calls: its `call` is run against a recording stand-in of the caller. */
function procedureOfRoute(route: RestRoute): string {
  const path: string[] = [];
  class Called extends Error {}
  const recorder: unknown = new Proxy(() => undefined, {
    get(_target, key) {
      path.push(String(key));
      return recorder;
    },
    apply() {
      throw new Called();
    },
  });
  const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], '1']));
  try {
    void route.call(recorder as Caller, { params, query: {}, body: {} });
  } catch (error) {
    if (!(error instanceof Called)) throw error;
  }
  return path.join('.');
}

/** Path parameters of a REST row filled from a procedure's sample input. */
function restUrl(route: RestRoute, sample: unknown): string {
  const input = (sample ?? {}) as Record<string, unknown>;
  const fallback = ['antragId', 'id', 'userId', 'featureId'].map((k) => input[k]).find((v) => v !== undefined);
  const filled = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(input[name] ?? fallback ?? '00000000-0000-4000-8000-000000000000')),
  );
  return `/${filled}`;
}

function trpcCall(
  client: Client,
  path: string,
  type: 'query' | 'mutation',
  input: unknown,
): Promise<LightMyRequestResponse> {
  if (type === 'query') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return client.request('GET', `/trpc/${path}${query}`);
  }
  // (tRPC refuses a POST without a JSON body as 415 before any access check: send an empty input then)
  return client.request('POST', `/trpc/${path}`, { body: (input ?? {}) as object });
}

/** The harness's session secret, so the operatorLink subject can present a link signed like the server's own. */
const MATRIX_SESSION_SECRET = 'matrix-session-secret-0123456789abcdef';

/** What a subject sends to a call accepting an operator link: only the operatorLink subject adds its `e` and `s`. */
function linkOf(access: TAccess, subject: TSubject, fx: TAccessFixtures): { e: string; s: string } | undefined {
  return access.link && subject === 'operatorLink' ? { e: fx.operatorLink.e, s: fx.operatorLink.s } : undefined;
}
const withQuery = (url: string, link: { e: string; s: string } | undefined): string =>
  link ? `${url}${url.includes('?') ? '&' : '?'}e=${encodeURIComponent(link.e)}&s=${encodeURIComponent(link.s)}` : url;

/** Owner last: an allowed owner call may change the fixture (send, accept, delete). */
const ORDER: TSubject[] = ['anonymous', 'operatorLink', 'otherApplicant', 'staff', 'admin', 'applicant'];

describe.each(testDatabases())('authorization matrix on $name', (database) => {
  const h: Harness = useHarness(database, { SESSION_SECRET: MATRIX_SESSION_SECRET });
  const clients = {} as Record<TSubject, Client>;
  const logins: Partial<Record<TSubject, [string, string?]>> = {
    applicant: ['kunde@example.org'],
    staff: ['sb@example.org'],
    admin: ['admin@example.org'],
    otherApplicant: ['matrix-andere@example.org', 'Andere#2026'],
  };
  let fx: TAccessFixtures;

  async function signIn(subject: TSubject): Promise<void> {
    const login = logins[subject];
    if (subject === 'otherApplicant' && !clients.otherApplicant) {
      clients.otherApplicant = await otherApplicant(h, 'matrix-andere@example.org');
      return;
    }
    clients[subject] = new Client(h.app);
    if (login) expect((await clients[subject].login(login[0], login[1])).statusCode).toBe(200);
  }

  /** An allowed mutation may end the caller's own session (logout, e-mail change): sign in again. */
  async function keepSignedIn(subject: TSubject): Promise<void> {
    if (!logins[subject]) return;
    const me = await clients[subject].request('GET', '/trpc/account.me');
    if (me.json().result?.data === null) {
      clients[subject] = new Client(h.app);
      const [email, password] = logins[subject] ?? [''];
      expect((await clients[subject].login(email, password)).statusCode).toBe(200);
    }
  }

  beforeAll(async () => {
    for (const s of SUBJECTS) await signIn(s);
    const em = h.db.em.fork();
    const kunde = await users.findByEmail(em, 'kunde@example.org');
    if (!kunde) throw new Error('demo customer missing');
    const draft = await em.findOneOrFail(Antrag, { owner: kunde.id, antragStatus: 1 });
    let feature = await em.findOne(MapFeature, { antrag: draft.id });
    if (!feature) {
      const added = await clients.applicant.request('POST', '/api/Antrag/PostFeature', {
        body: { antragId: draft.id, wkt: 'POLYGON((13.28 51.29, 13.29 51.29, 13.29 51.30, 13.28 51.29))' },
      });
      expect(added.statusCode).toBe(200);
      feature = await em.fork().findOneOrFail(MapFeature, { id: added.json().featureId });
    }
    const upload = await clients.applicant.request('POST', '/api/Antrag/PostAntragDatei', {
      raw: multipart(
        { AntragId: draft.id },
        {
          name: 'lageplan.pdf',
          content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 65), Buffer.from('\n%%EOF\n')]),
        },
      ),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const throwaway = em.create(User, {
      email: 'matrix-wegwerf@example.org',
      passwordHash: await hashPassword('Wegwerf#2026'),
      vorname: 'Wanda',
      name: 'Wegwerf',
      emailConfirmed: true,
      roles: await roleRepo.findByNames(em, ['Antragsteller']),
    });
    await em.flush();
    const auftragAntrag = await em.findOneOrFail(Antrag, { owner: kunde.id, antragStatus: 5 });
    const auftrag = await em.findOneOrFail(Auftrag, { antrag: auftragAntrag.id });
    const position = await em.findOneOrFail(Position, { auftrag: auftrag.id }, { orderBy: { id: 'asc' } });
    const [versorger, revocable] = await em.find(
      Versorger,
      { auftrag: auftrag.id },
      { orderBy: { versorgerName: 'asc' }, limit: 2 },
    );
    if (!versorger || !revocable) throw new Error('demo order without two supplier rows');
    // the demo order's suppliers asked by e-mail have their jobs: the asked ones sent, the open one not
    const jobs = await em.find(MailVersandJob, { versorger: { auftrag: auftrag.id } }, { orderBy: { id: 'asc' } });
    const offenerJob = jobs.find((j) => !j.versendet);
    const gesendeterJob = jobs.find((j) => j.versendet);
    if (!offenerJob || !gesendeterJob) throw new Error('demo order without an unsent and a sent mail job');
    const anhang = await em.findOneOrFail(MailAnhang, { mailVersandJob: offenerJob.id, art: 'flaeche-kml' });
    // a sent invoice of the customer's (status 6) and one of its lines
    const rechnungAntrag = await em.findOneOrFail(Antrag, { owner: kunde.id, antragStatus: 6 });
    const rechnung = await em.findOneOrFail(
      Rechnung,
      { auftrag: { antrag: rechnungAntrag.id } },
      { populate: ['positionen'] },
    );
    fx = {
      rechnungId: rechnung.id,
      rechnungsPositionId: rechnung.positionen.getItems()[0]?.id ?? 0,
      mailJobId: offenerJob.id,
      sentMailJobId: gesendeterJob.id,
      mailAnhangId: anhang.id,
      auftragId: auftrag.id,
      positionId: position.id,
      versorgerId: versorger.id,
      revocableVersorgerId: revocable.id,
      applicantUserId: kunde.id,
      draftAntragId: draft.id,
      draftFeatureId: feature.id,
      draftFileId: upload.json().id,
      offerAntragId: (await em.findOneOrFail(Antrag, { owner: kunde.id, antragStatus: 3 })).id,
      auftragAntragId: auftragAntrag.id,
      throwawayUserId: throwaway.id,
      operatorLink: {
        versorgerId: versorger.id,
        auftragId: auftrag.id,
        ...versorgerLinkParams(linkSecretFor(MATRIX_SESSION_SECRET), {
          versorgerId: versorger.id,
          auftragId: auftrag.id,
          linkVersion: versorger.linkVersion,
        }),
      },
    };
  });

  it('every procedure declares its access rules', () => {
    const missing = Object.entries(procedures)
      .filter(([, p]) => !p._def.meta?.access)
      .map(([path]) => path);
    expect(missing, `procedures without meta.access: ${missing.join(', ')}`).toEqual([]);
  });

  it('every REST row calls a procedure', () => {
    for (const route of REST_ROUTES)
      expect(procedures[procedureOfRoute(route)], `${route.method} ${route.path}`).toBeDefined();
  });

  const paths = Object.keys(procedures).sort();
  it.each(paths)('%s answers each subject as declared, over tRPC and REST', async (path) => {
    const def = procedures[path]?._def;
    const access = def?.meta?.access;
    if (!def || !access) throw new Error(`${path}: no access declaration`);
    if (def.type === 'subscription') return;
    const sample = access.sample?.(fx);
    // With a sample, a 404 of another subject proves ownership; then the owner must get past the lookup too.
    const strictAllow = sample !== undefined && Object.values(access.expect).includes(404);
    const rows = REST_ROUTES.filter((r) => procedureOfRoute(r) === path);
    const failures: string[] = [];
    for (const subject of ORDER) {
      const expected = access.expect[subject];
      const judge = (via: string, res: LightMyRequestResponse, strict: boolean): void => {
        const status = res.statusCode;
        const ok =
          expected === 'allow'
            ? status !== 401 && status !== 403 && !(strict && status === 404) && status < 500
            : status === expected;
        // A 5xx names the logged cause (the answer itself never does).
        const cause = status >= 500 ? (h.logs.filter((l) => l.includes('"level":50')).at(-1) ?? '').slice(0, 600) : '';
        if (!ok)
          failures.push(
            `${subject} via ${via}: expected ${expected}, got ${status} ${res.body.slice(0, 160)} ${cause}`,
          );
      };
      const link = linkOf(access, subject, fx);
      judge(
        'tRPC',
        await trpcCall(clients[subject], path, def.type, link ? { ...(sample as object), ...link } : sample),
        strictAllow,
      );
      for (const row of rows) {
        const url = withQuery(restUrl(row, sample), link);
        const body = row.method === 'GET' || row.method === 'DELETE' ? {} : { body: (sample ?? {}) as object };
        // REST after tRPC: an owner's earlier call may have consumed the record, so only refusals are exact here.
        judge(`${row.method} ${row.path}`, await clients[subject].request(row.method, url, body), false);
      }
      if (expected === 'allow' && def.type === 'mutation') await keepSignedIn(subject);
    }
    expect(failures, `${path} (${access.rule})`).toEqual([]);
  });

  // The plain file routes (downloads, PDFs, the upload) declare their access beside their handlers.
  const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 65), Buffer.from('\n%%EOF\n')]);
  const fileCases = [
    ...FILE_ROUTES.map((r) => ({
      name: `${r.method} ${r.path}`,
      access: r.access,
      send: (c: Client, sample: Record<string, unknown>, link?: { e: string; s: string }) =>
        c.request(
          r.method,
          withQuery(restUrl({ method: r.method, path: r.path, call: async () => null }, sample), link),
        ),
    })),
    {
      name: 'POST api/Antrag/PostAntragDatei',
      access: UPLOAD_ACCESS,
      send: (c: Client, sample: Record<string, unknown>) =>
        c.request('POST', '/api/Antrag/PostAntragDatei', {
          raw: multipart({ AntragId: String(sample.antragId) }, { name: 'matrix.pdf', content: PDF }),
        }),
    },
    {
      name: 'POST api/Auftraege/PostUploadVersorgerDatei',
      access: VERSORGER_UPLOAD_ACCESS,
      send: (c: Client, sample: Record<string, unknown>, link?: { e: string; s: string }) =>
        c.request('POST', '/api/Auftraege/PostUploadVersorgerDatei', {
          raw: multipart(
            { VersorgerId: String(sample.versorgerId), AuftragId: String(sample.auftragId), ...link },
            { name: 'matrix.pdf', content: PDF },
          ),
        }),
    },
    {
      name: 'POST api/Mailversand/PostUploadAntragDatei',
      access: MAIL_UPLOAD_ACCESS,
      send: (c: Client, sample: Record<string, unknown>) =>
        c.request('POST', '/api/Mailversand/PostUploadAntragDatei', {
          raw: multipart({ MailVersandJobId: String(sample.mailVersandJobId) }, { name: 'matrix.pdf', content: PDF }),
        }),
    },
    {
      name: 'POST api/PdfProcessing/StartProcessPdf',
      access: PDF_PROCESS_ACCESS,
      send: (c: Client, sample: Record<string, unknown>) =>
        c.request('POST', '/api/PdfProcessing/StartProcessPdf', {
          raw: multipart(
            { AuftragsNr: String(sample.AuftragsNr), Domain: String(sample.Domain) },
            { name: 'matrix.pdf', content: PDF },
          ),
        }),
    },
  ];
  it.each(fileCases.map((f) => [f.name, f] as const))(
    '%s answers each subject as declared',
    async (_name, fileCase) => {
      const sample = (fileCase.access.sample?.(fx) ?? {}) as Record<string, unknown>;
      const failures: string[] = [];
      for (const subject of ORDER) {
        const expected = fileCase.access.expect[subject];
        const res = await fileCase.send(clients[subject], sample, linkOf(fileCase.access, subject, fx));
        const ok =
          expected === 'allow'
            ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
            : res.statusCode === expected;
        if (!ok) failures.push(`${subject}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      expect(failures, `${fileCase.name} (${fileCase.access.rule})`).toEqual([]);
    },
  );
});
