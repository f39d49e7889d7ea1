import { readFileSync } from 'node:fs';
import { join, basename } from 'node:path';
import { simpleParser } from 'mailparser';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCaughtMails } from '@lap/api';
import { MSG, ROLE } from '@lap/contracts';
import type { ContextFactory } from './plugins/request-context.js';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Development-only mail viewer; never registered in production. Caught mails hold reset and confirmation
 * links, so only a signed-in administrator may read them (anyone else could take over any account).
 */
export function registerMailViewer(app: FastifyInstance, dir: string, createContext: ContextFactory): void {
  const onlyAdministration = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const ctx = await createContext(req, reply);
    if (!ctx.session) return void (await reply.code(401).send({ message: MSG.nichtAngemeldet, errors: [] }));
    if (!ctx.session.user.roles.includes(ROLE.Administration))
      await reply.code(403).send({ message: MSG.keineBerechtigung, errors: [] });
  };
  app.get('/_dev/mails', { onRequest: onlyAdministration }, async (_req, reply) => {
    const mails = await readCaughtMails(dir);
    const rows = mails.map(({ file: f, mail }) => {
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
      return `<tr><td>${escapeHtml(mail.date?.toLocaleString('de-DE') ?? '')}</td><td>${escapeHtml(to)}</td><td><a href="/_dev/mails/${encodeURIComponent(f)}">${escapeHtml(mail.subject ?? '(ohne Betreff)')}</a></td></tr>`;
    });
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="de"><meta charset="utf-8"><title>Mail-Eingang (Entwicklung)</title><h1>Mail-Eingang (Entwicklung)</h1><p>${mails.length} Nachrichten in ${escapeHtml(dir)}</p><table border="1" cellpadding="4"><thead><tr><th>Datum</th><th>An</th><th>Betreff</th></tr></thead><tbody>${rows.join('')}</tbody></table></html>`,
      );
  });
  app.get<{ Params: { name: string } }>('/_dev/mails/:name', { onRequest: onlyAdministration }, async (req, reply) => {
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
