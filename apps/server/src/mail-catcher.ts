import { mkdirSync, readdirSync, readFileSync, createWriteStream } from 'node:fs';
import { join, basename } from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { FastifyInstance } from 'fastify';

export interface MailCatcher {
  port: number;
  dir: string;
  close(): Promise<void>;
}

/**
 * The embedded default for SMTP_URL: a real SMTP server on localhost that stores every message as
 * an .eml file in DATA_DIR/mails, so a developer can read what the portal sent (also at /_dev/mails).
 */
export async function startMailCatcher(opts: { dataDir: string; port: number; host?: string }): Promise<MailCatcher> {
  const dir = join(opts.dataDir, 'mails');
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      pipeline(stream, createWriteStream(join(dir, name))).then(
        () => callback(),
        (err: Error) => callback(err),
      );
    },
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    port,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Development-only mail viewer; never registered in production. */
export function registerMailViewer(app: FastifyInstance, dir: string): void {
  app.get('/_dev/mails', async (_req, reply) => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse().slice(0, 200);
    const rows = await Promise.all(
      files.map(async (f) => {
        const mail = await simpleParser(readFileSync(join(dir, f)));
        const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
        return `<tr><td>${escapeHtml(mail.date?.toLocaleString('de-DE') ?? '')}</td><td>${escapeHtml(to)}</td><td><a href="/_dev/mails/${encodeURIComponent(f)}">${escapeHtml(mail.subject ?? '(ohne Betreff)')}</a></td></tr>`;
      }),
    );
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="de"><meta charset="utf-8"><title>Mail-Eingang (Entwicklung)</title><h1>Mail-Eingang (Entwicklung)</h1><p>${files.length} Nachrichten in ${escapeHtml(dir)}</p><table border="1" cellpadding="4"><thead><tr><th>Datum</th><th>An</th><th>Betreff</th></tr></thead><tbody>${rows.join('')}</tbody></table></html>`,
      );
  });
  app.get<{ Params: { name: string } }>('/_dev/mails/:name', async (req, reply) => {
    const name = basename(req.params.name);
    if (!name.endsWith('.eml')) return reply.code(404).send({ message: 'Nicht gefunden', errors: [] });
    try {
      const mail = await simpleParser(readFileSync(join(dir, name)));
      return reply.type('text/plain; charset=utf-8').send(`Betreff: ${mail.subject ?? ''}\n\n${mail.text ?? ''}`);
    } catch {
      return reply.code(404).send({ message: 'Nicht gefunden', errors: [] });
    }
  });
}
