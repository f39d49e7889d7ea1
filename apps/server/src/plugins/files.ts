import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Transform, type Readable } from 'node:stream';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { httpErrorOf, MultipartError } from '../http-errors.js';
import { UPLOAD, UPLOAD_MSG } from '@lap/contracts';
import { AppError, angebotPdf, gemeindenPdf, openAntragFile, openAntragFileByName, openExportDownload, openVersorgerFile, uploadAntragFile, type AuthedContext, type FileDownload } from '@lap/api';
import type { ContextFactory } from './request-context.js';

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name (umlauts in German file names). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue').replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendDownload(reply: FastifyReply, file: FileDownload): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.stream);
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
function withIdleTimeout(source: Readable, idleMs: number): { stream: Transform; stalled: () => boolean; stop: () => void } {
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

/**
 * File routes: uploads and downloads stream between the socket and storage, so they are plain routes
 * (tRPC answers JSON only). Each one resolves the session and applies the same ownership rules.
 */
export async function registerFileRoutes(app: FastifyInstance, createContext: ContextFactory, opts: { uploadIdleTimeoutMs: number }): Promise<void> {
  const authed = (handler: (ctx: AuthedContext, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => async (req: FastifyRequest, reply: FastifyReply) => {
    const ctx = await createContext(req, reply);
    try {
      if (!ctx.session) throw new AppError('UNAUTHORIZED');
      return await handler({ ...ctx, session: ctx.session }, req, reply);
    } catch (error) {
      return sendError(reply, error);
    }
  };
  const param = (req: FastifyRequest, name: string): string => (req.params as Record<string, string | undefined>)[name] ?? '';

  app.get('/api/Export/Download/:id', authed(async (ctx, req, reply) => sendDownload(reply, await openExportDownload(ctx, param(req, 'id')))));
  app.get('/api/Antrag/DownloadAntragDatei/:fileId', authed(async (ctx, req, reply) => sendDownload(reply, await openAntragFile(ctx, param(req, 'fileId')))));
  app.get('/api/Antrag/DownloadAntragDateiByName/:antragId/:name', authed(async (ctx, req, reply) => sendDownload(reply, await openAntragFileByName(ctx, param(req, 'antragId'), param(req, 'name'), ['antrag']))));
  app.get('/api/Antrag/DownloadDokumenteDatei/:antragId/:name', authed(async (ctx, req, reply) => sendDownload(reply, await openAntragFileByName(ctx, param(req, 'antragId'), param(req, 'name'), ['dokument', 'auskunft']))));
  app.get('/api/Antrag/DownloadVersorgerDatei/:id', authed(async (ctx, req, reply) => sendDownload(reply, await openVersorgerFile(ctx, param(req, 'id')))));

  app.get('/api/Angebot/DownloadAngebotPdf/:id', authed(async (ctx, req, reply) => sendPdf(reply, await angebotPdf(ctx, param(req, 'id')))));
  // Our own path (spec: 'a PDF list of the municipalities' on the staff offer page; no call is documented).
  app.get('/api/Angebot/GemeindenPdf/:id', authed(async (ctx, req, reply) => sendPdf(reply, await gemeindenPdf(ctx, param(req, 'id')))));

  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD.maxBytes, files: 1, fields: 5, fieldSize: 1000 } });
  // spec 000 §7 PostAntragDatei (multipart AntragId, FormFile): the AntragId field must precede the file.
  app.post(
    '/api/Antrag/PostAntragDatei',
    authed(async (ctx, req, reply) => {
      if (!req.isMultipart()) throw new AppError('BAD_REQUEST', UPLOAD_MSG.keineDatei);
      let part: MultipartFile | undefined;
      try {
        part = await req.file();
      } catch (error) {
        if (error instanceof Error && 'statusCode' in error) throw error; // the plugin's own (limits, content type)
        throw new MultipartError(error);
      }
      if (!part || !part.filename) throw new AppError('BAD_REQUEST', UPLOAD_MSG.keineDatei);
      const idField = part.fields.AntragId;
      const antragId = idField && !Array.isArray(idField) && idField.type === 'field' ? String(idField.value) : '';
      if (!antragId) {
        part.file.resume();
        throw new AppError('BAD_REQUEST', 'Die AntragId fehlt (sie muss vor der Datei gesendet werden).');
      }
      let parserFailed = false;
      part.file.once('error', (error) => {
        if (!(error instanceof UploadStalledError)) parserFailed = true;
      });
      const file = part.file;
      const watched = withIdleTimeout(file, opts.uploadIdleTimeoutMs);
      let saved: Awaited<ReturnType<typeof uploadAntragFile>>;
      try {
        saved = await uploadAntragFile(ctx, antragId, { filename: part.filename, stream: watched.stream, truncated: () => file.truncated });
      } catch (error) {
        if (watched.stalled()) {
          reply.header('connection', 'close');
          throw new UploadStalledError();
        }
        if (parserFailed && !(error instanceof AppError) && !(error instanceof Error && 'statusCode' in error)) throw new MultipartError(error);
        throw error;
      } finally {
        watched.stop();
      }
      return reply.send(saved);
    }),
  );
}
