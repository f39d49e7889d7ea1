import type { FastifyInstance, FastifyReply } from 'fastify';
import { TRPCError } from '@trpc/server';
import { AppError, describeError, openExportDownload, type FileDownload } from '@lap/api';
import type { ContextFactory } from './request-context.js';

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name (umlauts in German file names). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
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

/** File downloads stream from storage; they are plain routes because tRPC answers JSON only. */
export function registerDownloads(app: FastifyInstance, createContext: ContextFactory): void {
  app.get<{ Params: { id: string } }>('/api/Export/Download/:id', async (req, reply) => {
    const ctx = await createContext(req, reply);
    try {
      if (!ctx.session) throw new AppError('UNAUTHORIZED');
      return sendDownload(reply, await openExportDownload({ ...ctx, session: ctx.session }, req.params.id));
    } catch (error) {
      const described = describeError(error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error }));
      return reply.code(described.httpStatus).send({ message: described.message, errors: described.errors });
    }
  });
}
