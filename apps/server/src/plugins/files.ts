import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Transform, type Readable } from 'node:stream';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { httpErrorOf, MultipartError } from '../http-errors.js';
import { PDF_PROCESSING, UPLOAD, UPLOAD_MSG } from '@lap/contracts';
import {
  AppError,
  anschreibenPdf,
  angebotPdf,
  except,
  ownAntrag,
  roles,
  signedIn,
  type TAccess,
  type TAccessFixtures,
  gemeindenPdf,
  openAntragFile,
  openAntragFileByName,
  openDruckDatei,
  openExportDownload,
  openAnhang,
  eRechnungDownload,
  rechnungPdfDownload,
  rechnungPdfVorschau,
  openVersorgerFile,
  startProcessPdf,
  uploadAnhang,
  uploadAntragFile,
  uploadVersorgerFile,
  viaOperatorLink,
  type AuthedContext,
  type FileDownload,
  type IncomingFile,
  type ByteRange,
  StoredFileMissing,
} from '@lap/api';
import type { ContextFactory } from './request-context.js';

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name (umlauts in German file names). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The one byte range a Range header asks for (`bytes=a-b`, `bytes=a-`, `bytes=-n`), 'whole' without one (or for
 * several ranges, which are answered whole), 'unsatisfiable' when it lies outside the file.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return 'whole';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Streams a stored file to the client: whole (200) or the one byte range asked for (206, resumable downloads). */
export async function sendDownload(reply: FastifyReply, file: FileDownload): Promise<FastifyReply> {
  const range = byteRangeOf(reply.request.headers.range, file.size);
  reply.header('accept-ranges', 'bytes').header('cache-control', 'private, no-store');
  if (range === 'unsatisfiable')
    return reply
      .code(416)
      .header('content-range', `bytes */${file.size}`)
      .send({ message: 'Der angefragte Bereich liegt außerhalb der Datei.', errors: [] });
  // opened before the file's headers are set: a missing file or an unreachable store still answers German JSON
  const stream = await file.open(range === 'whole' ? undefined : range).catch((error: unknown) => {
    throw error instanceof StoredFileMissing ? new AppError('NOT_FOUND') : error;
  });
  reply.header('content-type', file.contentType).header('content-disposition', contentDisposition(file.fileName));
  if (range === 'whole') return reply.header('content-length', String(file.size)).send(stream);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', String(range.end - range.start + 1))
    .send(stream);
}

/** A document rendered in memory (PDFs of a few pages); opened in the browser, saved under its name. */
export function sendPdf(reply: FastifyReply, doc: { fileName: string; bytes: Uint8Array }): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(doc.fileName).replace(/^attachment/, 'inline'))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(doc.bytes));
}

function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const mapped = httpErrorOf(error);
  if (mapped.internal) reply.log.error({ err: error }, 'file route failed');
  return reply.code(mapped.status).send(mapped.body);
}

/** An upload whose body stopped arriving: answered 408, the partial file is removed by the upload's abort. */
class UploadStalledError extends Error {
  readonly statusCode = 408;
  constructor() {
    super('upload stalled');
  }
}

/**
 * Passes the file stream through and fails it when no bytes arrived for `idleMs` (a stalled client),
 * so storage aborts and removes its `.part` file instead of waiting forever.
 */
function withIdleTimeout(
  source: Readable,
  idleMs: number,
): { stream: Transform; stalled: () => boolean; stop: () => void } {
  let stalled = false;
  let timer: NodeJS.Timeout | undefined;
  // A transform, not a 'data' listener: the stream must not start flowing before storage is attached.
  const out = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      arm();
      cb(null, chunk);
    },
  });
  function arm(): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      const error = new UploadStalledError();
      out.destroy(error);
      source.destroy(error);
    }, idleMs);
  }
  out.on('close', () => clearTimeout(timer));
  // The consumer (storage) reports failures through its own pipeline; this one only keeps them from going unhandled.
  out.on('error', () => clearTimeout(timer));
  source.on('error', (err) => out.destroy(err));
  arm();
  source.pipe(out);
  return { stream: out, stalled: () => stalled, stop: () => clearTimeout(timer) };
}

type Params = Record<string, string>;

/** A plain file route (downloads stream, PDFs render): like a REST row, with its access declared for the matrix. */
export interface FileRoute {
  method: 'GET' | 'POST';
  /** As documented in spec/endpoints.tsv, `{name}` marks a path parameter. */
  path: string;
  access: TAccess;
  handle: (ctx: AuthedContext, params: Params, reply: FastifyReply) => Promise<unknown>;
}

const antragSample = (fx: TAccessFixtures) => ({ antragId: fx.draftAntragId });

export const FILE_ROUTES: FileRoute[] = [
  // Exports belong to whoever made them: anyone else's id is "not found".
  {
    method: 'GET',
    path: 'api/Export/Download/{id}',
    access: signedIn('angemeldet: nur eigene Exporte'),
    handle: async (ctx, p, reply) => sendDownload(reply, await openExportDownload(ctx, p.id ?? '')),
  },
  {
    method: 'GET',
    path: 'api/Antrag/DownloadAntragDatei/{fileId}',
    access: ownAntrag('read', (fx) => ({ fileId: fx.draftFileId })),
    handle: async (ctx, p, reply) => sendDownload(reply, await openAntragFile(ctx, p.fileId ?? '')),
  },
  {
    method: 'GET',
    path: 'api/Antrag/DownloadAntragDateiByName/{antragId}/{name}',
    access: ownAntrag('read', (fx) => ({ antragId: fx.draftAntragId, name: 'lageplan.pdf' })),
    handle: async (ctx, p, reply) =>
      sendDownload(reply, await openAntragFileByName(ctx, p.antragId ?? '', p.name ?? '', ['antrag'])),
  },
  {
    method: 'GET',
    path: 'api/Antrag/DownloadDokumenteDatei/{antragId}/{name}',
    access: ownAntrag('read', (fx) => ({ antragId: fx.offerAntragId, name: 'Angebot.pdf' })),
    handle: async (ctx, p, reply) =>
      sendDownload(reply, await openAntragFileByName(ctx, p.antragId ?? '', p.name ?? '', ['dokument', 'auskunft'])),
  },
  {
    method: 'GET',
    path: 'api/Antrag/DownloadVersorgerDatei/{id}',
    access: ownAntrag('read', () => ({ id: '00000000-0000-4000-8000-000000000000' })),
    handle: async (ctx, p, reply) => sendDownload(reply, await openVersorgerFile(ctx, p.id ?? '')),
  },
  {
    method: 'GET',
    path: 'api/Angebot/DownloadAngebotPdf/{id}',
    access: ownAntrag('read', (fx) => ({ id: fx.offerAntragId })),
    handle: async (ctx, p, reply) => sendPdf(reply, await angebotPdf(ctx, p.id ?? '')),
  },
  // Our own path (spec: 'a PDF list of the municipalities' on the staff offer page; no call is documented).
  // 'Anschreiben Pdf' on /bearbeitungslist: the cover letter to the customer (case workers).
  {
    method: 'GET',
    path: 'api/Auftraege/DownloadAnschreiben/{auftragId}',
    access: roles(['SbBereich'], (fx) => ({ auftragId: fx.auftragId })),
    handle: async (ctx, p, reply) => sendPdf(reply, await anschreibenPdf(ctx, p.auftragId ?? '')),
  },
  // invoices (spec 001 §7): the PDF and the XRechnung as sent; 'create PDF' shows a draft as a preview marked 'Entwurf'
  {
    method: 'GET',
    path: 'api/Rechnung/DownloadRechnungPdfById/{rechnungId}',
    access: roles(['SbBereich'], (fx) => ({ rechnungId: fx.rechnungId })),
    handle: async (ctx, p, reply) => sendDownload(reply, await rechnungPdfDownload(ctx, p.rechnungId ?? '')),
  },
  {
    method: 'GET',
    path: 'api/Rechnung/GetERechnungById/{id}',
    access: roles(['SbBereich'], (fx) => ({ id: fx.rechnungId })),
    handle: async (ctx, p, reply) => sendDownload(reply, await eRechnungDownload(ctx, p.id ?? '')),
  },
  {
    method: 'GET',
    path: 'api/Rechnung/ErstelleRechnungPdfById/{rechnungId}',
    access: roles(['SbBereich'], (fx) => ({ rechnungId: fx.rechnungId })),
    handle: async (ctx, p, reply) => sendPdf(reply, await rechnungPdfVorschau(ctx, p.rechnungId ?? '')),
  },
  // an attachment of a mail job (GetFilesMailVersandJobById's downloadPath): case workers
  {
    method: 'GET',
    path: 'api/Mailversand/DownloadAnhang/{id}',
    access: roles(['SbBereich'], (fx) => ({ id: String(fx.mailAnhangId) })),
    handle: async (ctx, p, reply) => sendDownload(reply, await openAnhang(ctx, p.id ?? '')),
  },
  // the map print (spec 001 §7 Print): saved under the name from the response header (Kartendruck_{Vorgangsnummer}.pdf)
  {
    method: 'GET',
    path: 'api/Print/DownloadDatei/{projectId}/{fileName}',
    access: ownAntrag('read', (fx) => ({
      projectId: fx.offerAntragId,
      fileName: '00000000-0000-4000-8000-000000000000.pdf',
    })),
    handle: async (ctx, p, reply) =>
      sendDownload(reply, await openDruckDatei(ctx, p.projectId ?? '', p.fileName ?? '')),
  },
  {
    method: 'GET',
    path: 'api/Angebot/GemeindenPdf/{id}',
    access: except(
      ownAntrag('read', (fx) => ({ id: fx.offerAntragId })),
      'eine Arbeitsliste der Sachbearbeitung, nicht für Kunden',
      { applicant: 403 },
    ),
    handle: async (ctx, p, reply) => sendPdf(reply, await gemeindenPdf(ctx, p.id ?? '')),
  },
];

/** The upload's declaration (its handler needs the raw request): the owner of a draft only; staff see no draft. */
export const UPLOAD_ACCESS: TAccess = except(
  ownAntrag('write', antragSample),
  'Sachbearbeitung sieht keine fremden Entwürfe',
  { staff: 404, admin: 404 },
);

/** PostUploadVersorgerDatei: the operator's signed link (`e`, `s`) or a case worker's session (upload/… on its behalf). */
export const VERSORGER_UPLOAD_ACCESS: TAccess = viaOperatorLink((fx) => ({
  versorgerId: fx.versorgerId,
  auftragId: fx.auftragId,
}));

/** PostUploadAntragDatei (an attachment of a mail job): case workers. */
export const MAIL_UPLOAD_ACCESS: TAccess = roles(['SbBereich'], (fx) => ({ mailVersandJobId: fx.mailJobId }));

/** StartProcessPdf (issue 17 PDF processing, multipart AuftragsNr, Domain, optional File): case workers. */
export const PDF_PROCESS_ACCESS: TAccess = roles(['SbBereich'], () => ({
  AuftragsNr: 'AS1999-999999',
  Domain: 'netz-beispiel.de',
}));

const toFastifyPath = (path: string): string => `/${path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * File routes: uploads and downloads stream between the socket and storage, so they are plain routes
 * (tRPC answers JSON only). Each one resolves the session and applies the same ownership rules.
 */
export async function registerFileRoutes(
  app: FastifyInstance,
  createContext: ContextFactory,
  opts: { uploadIdleTimeoutMs: number },
): Promise<void> {
  const authed =
    (handler: (ctx: AuthedContext, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const ctx = await createContext(req, reply);
      try {
        if (!ctx.session) throw new AppError('UNAUTHORIZED');
        return await handler({ ...ctx, session: ctx.session }, req, reply);
      } catch (error) {
        return sendError(reply, error);
      }
    };
  for (const route of FILE_ROUTES) {
    app.route({
      method: route.method,
      url: toFastifyPath(route.path),
      handler: authed(async (ctx, req, reply) => route.handle(ctx, req.params as Params, reply)),
    });
  }

  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD.maxBytes, files: 1, fields: 5, fieldSize: 1000 } });
  // spec 000 §7 PostAntragDatei (multipart AntragId, FormFile): the AntragId field must precede the file.
  app.post(
    '/api/Antrag/PostAntragDatei',
    authed(async (ctx, req, reply) =>
      receiveUpload(req, reply, opts.uploadIdleTimeoutMs, async (fields, file) => {
        const antragId = fields.AntragId ?? '';
        if (!antragId) {
          file.stream.resume();
          throw new AppError('BAD_REQUEST', 'Die AntragId fehlt (sie muss vor der Datei gesendet werden).');
        }
        return uploadAntragFile(ctx, antragId, file);
      }),
    ),
  );
  // spec 001 §7 PostUploadAntragDatei (the mail-dispatch group; multipart fields not stated): MailVersandJobId — or
  // VersorgerId, as /editEmailJob names the job — before the file. An attachment of one unsent mail job.
  app.post(
    '/api/Mailversand/PostUploadAntragDatei',
    authed(async (ctx, req, reply) =>
      receiveUpload(req, reply, opts.uploadIdleTimeoutMs, async (fields, file) => {
        const jobRef =
          fields.MailVersandJobId || fields.mailVersandJobId || fields.VersorgerId || fields.versorgerId || '';
        if (!jobRef) {
          file.stream.resume();
          throw new AppError('BAD_REQUEST', 'Die MailVersandJobId fehlt (sie muss vor der Datei gesendet werden).');
        }
        return uploadAnhang(ctx, jobRef, file);
      }),
    ),
  );
  // spec 001 §7 StartProcessPdf (multipart File, AuftragsNr, Domain; endpoints.tsv 'api/?/'): the text fields before
  // the optional PDF; at most PDF_PROCESSING.maxBytes. Answers {ok} once the PDF is stored and the processing queued.
  app.post(
    '/api/PdfProcessing/StartProcessPdf',
    authed(async (ctx, req, reply) =>
      receiveOptionalUpload(req, reply, opts.uploadIdleTimeoutMs, PDF_PROCESSING.maxBytes, (fields, file) =>
        startProcessPdf(ctx, fields, file),
      ),
    ),
  );
  // spec 001 §7 PostUploadVersorgerDatei (multipart VersorgerId, FormFile): no account needed with the operator's signed
  // link — `e` and `s` as fields before the file or in the query string; optionally AuftragId, which must then match.
  app.post('/api/Auftraege/PostUploadVersorgerDatei', async (req, reply) => {
    const ctx = await createContext(req, reply);
    try {
      const query = req.query as Record<string, unknown>;
      const fromQuery = (name: string): string | undefined =>
        typeof query[name] === 'string' ? query[name] : undefined;
      return await receiveUpload(req, reply, opts.uploadIdleTimeoutMs, async (fields, file) => {
        const versorgerId = fields.VersorgerId ?? '';
        if (!versorgerId) {
          file.stream.resume();
          throw new AppError('BAD_REQUEST', 'Die VersorgerId fehlt (sie muss vor der Datei gesendet werden).');
        }
        const ref = {
          versorgerId,
          auftragId: fields.AuftragId || undefined,
          e: fields.e ?? fromQuery('e'),
          s: fields.s ?? fromQuery('s'),
        };
        return uploadVersorgerFile(ctx, ref, file);
      });
    } catch (error) {
      return sendError(reply, error);
    }
  });
}

/**
 * One streamed multipart upload: the text fields that precede the file, then the file itself through the idle-timeout
 * watchdog into `save`. A missing file is the spec's 'Fehler - Keine Datei zum Upload vorhanden.'.
 */
async function receiveUpload(
  req: FastifyRequest,
  reply: FastifyReply,
  idleTimeoutMs: number,
  save: (fields: Record<string, string | undefined>, file: IncomingFile) => Promise<unknown>,
): Promise<FastifyReply> {
  if (!req.isMultipart()) throw new AppError('BAD_REQUEST', UPLOAD_MSG.keineDatei);
  let part: MultipartFile | undefined;
  try {
    part = await req.file();
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error; // the plugin's own (limits, content type)
    throw new MultipartError(error);
  }
  if (!part || !part.filename) throw new AppError('BAD_REQUEST', UPLOAD_MSG.keineDatei);
  const fields: Record<string, string | undefined> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value);
  }
  return reply.send(await saveWatched(part, fields, reply, idleTimeoutMs, save, declaredLength(req)));
}

/** The request's Content-Length, when the client declared one (quotas refuse a too-large upload before it streams). */
function declaredLength(req: FastifyRequest): number | undefined {
  const n = Number(req.headers['content-length']);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/**
 * Hands one multipart file through the idle-timeout watchdog to `save`: a stalled upload closes the connection (408),
 * a failure of the multipart parser itself becomes a German 400, every other error passes through.
 */
async function saveWatched(
  part: MultipartFile,
  fields: Record<string, string | undefined>,
  reply: FastifyReply,
  idleTimeoutMs: number,
  save: (fields: Record<string, string | undefined>, file: IncomingFile) => Promise<unknown>,
  declaredBytes?: number,
): Promise<unknown> {
  let parserFailed = false;
  part.file.once('error', (error) => {
    if (!(error instanceof UploadStalledError)) parserFailed = true;
  });
  const file = part.file;
  const watched = withIdleTimeout(file, idleTimeoutMs);
  try {
    return await save(fields, {
      filename: part.filename,
      stream: watched.stream,
      truncated: () => file.truncated,
      declaredBytes,
    });
  } catch (error) {
    if (watched.stalled()) {
      reply.header('connection', 'close');
      throw new UploadStalledError();
    }
    if (parserFailed && !(error instanceof AppError) && !(error instanceof Error && 'statusCode' in error))
      throw new MultipartError(error);
    throw error;
  } finally {
    watched.stop();
  }
}

/**
 * A streamed multipart form whose file is optional (StartProcessPdf): the text fields that precede the file, then the
 * file (if any) through the idle-timeout watchdog into `save`, with its own size limit; without a file `save` gets null.
 */
async function receiveOptionalUpload(
  req: FastifyRequest,
  reply: FastifyReply,
  idleTimeoutMs: number,
  maxBytes: number,
  save: (fields: Record<string, string | undefined>, file: IncomingFile | null) => Promise<unknown>,
): Promise<FastifyReply> {
  if (!req.isMultipart()) {
    // Without a file the fields may come as a JSON object too.
    const body = req.body !== null && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const plain = Object.fromEntries(
      Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    return reply.send(await save(plain, null));
  }
  const fields: Record<string, string | undefined> = {};
  let saved: unknown;
  let handled = false;
  try {
    // The plugin's limits apply per request as given here (not merged): one file, a few short fields.
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1000 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (handled || !part.filename) {
        part.file.resume();
        continue;
      }
      handled = true;
      saved = await saveWatched(part, fields, reply, idleTimeoutMs, save);
    }
  } catch (error) {
    if (error instanceof AppError || error instanceof UploadStalledError || error instanceof MultipartError)
      throw error;
    if (error instanceof Error && 'statusCode' in error) throw error; // the plugin's own (limits, content type)
    throw new MultipartError(error);
  }
  if (!handled) saved = await save(fields, null);
  return reply.send(saved);
}
