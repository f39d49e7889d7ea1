import { LockMode } from '@mikro-orm/core';
import { APP_BASE_PATH } from '@lap/contracts';
import {
  AccountMailRequest,
  Outbox,
  Token,
  users,
  type Em,
  type IAccountMailRequest,
  type TAccountMailRequestKind,
} from '@lap/db';
import { enqueueMail } from '../mail/outbox.js';
import { anmeldungGesperrtMail, resetPasswordMail } from '../mail/templates.js';
import { issueToken } from './tokens.service.js';

/** No second reset mail to an address while the link of the first is open and younger than this. */
export const RESET_MAIL_COOLDOWN_MS = 10 * 60 * 1000;
/** At most one notice about a locked sign-in per user within this time. */
export const LOCK_NOTICE_COOLDOWN_MS = 24 * 60 * 60 * 1000;

const appLink = (publicUrl: string, path: string): string => `${publicUrl}${APP_BASE_PATH}/${path}`;

/**
 * On the request path: records that an address asked for a mail, with the same single insert whether or
 * not the address is registered. The worker decides later (processAccountMailRequests).
 */
export async function requestAccountMail(
  em: Em,
  kind: TAccountMailRequestKind,
  email: string,
  legacy = false,
): Promise<void> {
  em.create(AccountMailRequest, { kind, email: users.normalizeEmail(email), legacy });
  await em.flush();
}

async function queueResetMail(em: Em, request: IAccountMailRequest, publicUrl: string, now: Date): Promise<void> {
  const user = await users.findByEmail(em, request.email);
  if (!user) return;
  const open = await em.count(Token, {
    user: user.id,
    purpose: 'reset-password',
    usedAt: null,
    expiresAt: { $gt: now },
    createdAt: { $gt: new Date(now.getTime() - RESET_MAIL_COOLDOWN_MS) },
  });
  if (open > 0) return; // the mail of a moment ago still works
  const code = await issueToken(em, user, 'reset-password', null, now);
  const mail = resetPasswordMail({
    vorname: user.vorname,
    name: user.name,
    url: appLink(publicUrl, `resetpassword?code=${code}`),
    legacy: request.legacy || user.legacyMigrated,
  });
  await enqueueMail(em, {
    idempotencyKey: `reset-password:${user.id}:${code.slice(0, 16)}`,
    kind: 'reset-password',
    to: user.email,
    ...mail,
  });
}

async function queueLockNotice(em: Em, request: IAccountMailRequest, publicUrl: string, now: Date): Promise<void> {
  const user = await users.findByEmail(em, request.email);
  if (!user) return;
  const recent = await em.count(Outbox, {
    kind: 'login-locked',
    to: user.email,
    createdAt: { $gt: new Date(now.getTime() - LOCK_NOTICE_COOLDOWN_MS) },
  });
  if (recent > 0) return;
  const mail = anmeldungGesperrtMail({
    vorname: user.vorname,
    name: user.name,
    url: appLink(publicUrl, 'forgotpassword'),
  });
  await enqueueMail(em, {
    idempotencyKey: `login-locked:${user.id}:${request.id}`,
    kind: 'login-locked',
    to: user.email,
    ...mail,
  });
}

/**
 * Worker: turns the recorded requests into mails for addresses that exist (unknown ones get nothing) and
 * removes them. Rows are claimed with SKIP LOCKED on MySQL, so several nodes can run it.
 */
export async function processAccountMailRequests(
  rootEm: Em,
  opts: { publicUrl: string; now?: Date; limit?: number },
): Promise<number> {
  const now = opts.now ?? new Date();
  return rootEm.fork().transactional(async (em) => {
    const requests = await em.find(
      AccountMailRequest,
      {},
      { orderBy: { createdAt: 'asc' }, limit: opts.limit ?? 50, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    for (const request of requests) {
      if (request.kind === 'reset-password') await queueResetMail(em, request, opts.publicUrl, now);
      else await queueLockNotice(em, request, opts.publicUrl, now);
      em.remove(request);
      // Flushed one by one, so a second request for the same address sees the first one's token or mail.
      await em.flush();
    }
    return requests.length;
  });
}
