import { ACCOUNT_MSG, MSG, APP_BASE_PATH, ROLE, type ZRegisterInput, type TMessageResult } from '@lap/contracts';
import { Outbox, roles, User, users, type Em, type IUser } from '@lap/db';
import type { z } from 'zod';
import type { Context } from '../../context.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { changeEmailMail, confirmEmailMail, erneuteRegistrierungMail, type MailContent } from '../mail/templates.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { revokeUserSessions } from '../auth/session.service.js';
import { checkCaptcha } from './captcha.service.js';
import { requestAccountMail } from './mail-requests.service.js';
import { newsletterAbmeldeLink, verifyNewsletterToken } from './newsletter-link.js';
import { countAttempt, RATE_RULES } from './rate-limit.js';
import { consumeToken, issueToken } from './tokens.service.js';

const appUrl = (ctx: Context, path: string): string => `${ctx.deps.publicUrl}${APP_BASE_PATH}/${path}`;

async function queue(ctx: Context, em: Em, key: string, kind: string, to: string, mail: MailContent): Promise<void> {
  await enqueueMail(em, { idempotencyKey: key, kind, to, subject: mail.subject, text: mail.text, html: mail.html });
}

/** The footer's unsubscribe link, for subscribers only. */
const abmeldeUrlFor = (ctx: Context, user: IUser): string | undefined =>
  user.newsletterAkzeptiert ? newsletterAbmeldeLink(ctx.deps, user.email) : undefined;

async function queueConfirmation(ctx: Context, em: Em, user: IUser): Promise<void> {
  const code = await issueToken(em, user, 'confirm-email');
  const url = appUrl(ctx, `confirmemail?userId=${user.id}&code=${code}`);
  await queue(
    ctx,
    em,
    `confirm-email:${user.id}:${code.slice(0, 16)}`,
    'confirm-email',
    user.email,
    confirmEmailMail({ vorname: user.vorname, name: user.name, url, abmeldeUrl: abmeldeUrlFor(ctx, user) }),
  );
}

/** At most one notice about a repeated registration per address within this time (someone retrying, a script). */
export const ERNEUT_REGISTRIERT_COOLDOWN_MS = 10 * 60 * 1000;

/**
 * A registration with an address that has an account: the owner hears of it by mail (a fresh confirmation link
 * while the address is unconfirmed, else the way to sign in or reset the password); a deleted account gets nothing.
 */
async function notifyOwner(ctx: Context, owner: IUser, now = new Date()): Promise<void> {
  if (owner.deletedAt) return;
  if (!owner.emailConfirmed) {
    await ctx.em.transactional((em) => queueConfirmation(ctx, em, owner));
    return;
  }
  const recent = await ctx.em.count(Outbox, {
    kind: 'register-again',
    to: owner.email,
    createdAt: { $gt: new Date(now.getTime() - ERNEUT_REGISTRIERT_COOLDOWN_MS) },
  });
  if (recent > 0) return;
  const mail = erneuteRegistrierungMail({
    vorname: owner.vorname,
    name: owner.name,
    loginUrl: appUrl(ctx, 'login'),
    passwortUrl: appUrl(ctx, 'forgotpassword'),
    abmeldeUrl: abmeldeUrlFor(ctx, owner),
  });
  await queue(ctx, ctx.em, `register-again:${owner.id}:${now.getTime()}`, 'register-again', owner.email, mail);
  await ctx.em.flush();
}

/**
 * spec 000 §5/§7 Register: checks the captcha (single use), creates an Antragsteller with an unconfirmed
 * address and queues the confirmation mail in the same transaction.
 */
export async function register(ctx: Context, input: z.output<typeof ZRegisterInput>): Promise<TMessageResult> {
  await checkCaptcha(ctx, input.captchaId, input.captchaValue);
  // Hashed for a known address too: the answer and its time are the same either way (no account enumeration).
  const passwordHash = await hashPassword(input.password);
  const existing = await users.findByEmail(ctx.em, input.email, { includeDeleted: true });
  if (existing) {
    await notifyOwner(ctx, existing);
    ctx.deps.kickMailer?.();
    return { message: ACCOUNT_MSG.registriert };
  }
  await ctx.em.transactional(async (em) => {
    const user = em.create(User, {
      email: users.normalizeEmail(input.email),
      passwordHash,
      vorname: input.vorname,
      name: input.name,
      firma: input.keineFirma || !input.firma ? null : input.firma,
      keineFirma: input.keineFirma,
      strasse: input.strasse,
      hausnummer: input.hausnummer,
      plz: input.plz,
      ort: input.ort,
      telefon: input.telefon,
      datenschutzAkzeptiert: true,
      newsletterAkzeptiert: input.newsletter,
      registrierungsGrund: input.aufmerksamkeit || null,
      roles: await roles.findByNames(em, [ROLE.Antragsteller]),
    });
    await queueConfirmation(ctx, em, user);
  });
  ctx.deps.kickMailer?.();
  return { message: ACCOUNT_MSG.registriert };
}

/** spec 000 §2 confirmemail?userId&code: confirms a registration, or a change of address (same link kind). */
export async function confirmEmail(ctx: Context, userId: string, code: string): Promise<TMessageResult> {
  return ctx.em.transactional(async (em) => {
    const token = await consumeToken(em, code, ['confirm-email', 'change-email']);
    if (!token || token.user.id !== userId || token.user.deletedAt)
      throw new AppError('BAD_REQUEST', ACCOUNT_MSG.linkUngueltig);
    const user = token.user;
    if (token.purpose === 'change-email' && token.payload) {
      if (await users.findByEmail(em, token.payload, { includeDeleted: true }))
        throw new AppError('CONFLICT', ACCOUNT_MSG.emailVergeben);
      user.email = users.normalizeEmail(token.payload);
      // A new address signs every session out: whoever knew the old login must sign in again.
      await revokeUserSessions(em, user.id);
    }
    user.emailConfirmed = true;
    return { message: ACCOUNT_MSG.emailBestaetigt };
  });
}

/** Answers the same whether the address exists, so nobody learns which addresses are registered. */
export async function resendConfirmation(ctx: Context, email: string): Promise<TMessageResult> {
  // Limited like the reset mail, so nobody floods an inbox with confirmation mails.
  await countAttempt(ctx.em, RATE_RULES.resendConfirmationPerIp, ctx.ip, MSG.zuVieleAnfragen);
  await countAttempt(ctx.em, RATE_RULES.resendConfirmationPerEmail, users.normalizeEmail(email), MSG.zuVieleAnfragen);
  const user = await users.findByEmail(ctx.em, email);
  if (user && !user.emailConfirmed) {
    await ctx.em.transactional((em) => queueConfirmation(ctx, em, user));
    ctx.deps.kickMailer?.();
  }
  return { message: ACCOUNT_MSG.bestaetigungErneutGesendet };
}

/**
 * spec 000 §2 /forgotpassword (f=rlo: users of the older portal who must set a password). Same answer, with the
 * same work, for every address: the request is only recorded; the worker looks the address up and mails
 * (at most one open link per 10 minutes). Limited per IP and per address.
 */
export async function forgotPassword(ctx: Context, email: string, f: string | undefined): Promise<TMessageResult> {
  await countAttempt(ctx.em, RATE_RULES.forgotPasswordPerIp, ctx.ip, ACCOUNT_MSG.zuVieleResetAnfragen);
  await countAttempt(
    ctx.em,
    RATE_RULES.forgotPasswordPerEmail,
    users.normalizeEmail(email),
    ACCOUNT_MSG.zuVieleResetAnfragen,
  );
  await requestAccountMail(ctx.em, 'reset-password', email, f === 'rlo');
  ctx.deps.kickMailer?.();
  return { message: ACCOUNT_MSG.resetMailVersendet };
}

/** spec 000 §7 ResetPassword: sets the new password, confirms the address (the mail proved it) and ends every session. */
export async function resetPassword(
  ctx: Context,
  input: { email: string; password: string; code: string },
): Promise<TMessageResult> {
  const passwordHash = await hashPassword(input.password);
  return ctx.em.transactional(async (em) => {
    const token = await consumeToken(em, input.code, ['reset-password']);
    if (!token || token.user.email !== users.normalizeEmail(input.email) || token.user.deletedAt) {
      throw new AppError('BAD_REQUEST', ACCOUNT_MSG.linkUngueltig);
    }
    token.user.passwordHash = passwordHash;
    token.user.emailConfirmed = true;
    token.user.legacyMigrated = false;
    await revokeUserSessions(em, token.user.id);
    return { message: ACCOUNT_MSG.passwortGeaendert };
  });
}

/**
 * spec 000 §7 NewEmail/{userId}: the own account only, with the current password; confirmation goes to the new address.
 * 5 attempts per user and hour: the answer tells whether an address is registered, so probing stays slow.
 */
export async function requestNewEmail(
  ctx: Context,
  userId: string,
  newEmail: string,
  password: string,
): Promise<TMessageResult> {
  if (!ctx.session || ctx.session.user.userId !== userId) throw new AppError('FORBIDDEN');
  await countAttempt(ctx.em, RATE_RULES.newEmailPerUser, userId, ACCOUNT_MSG.zuVieleEmailAenderungen);
  const user = await users.findById(ctx.em, userId);
  if (!user) throw new AppError('NOT_FOUND');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MSG.passwortFalsch, [
      { field: 'password', message: ACCOUNT_MSG.passwortFalsch },
    ]);
  }
  if (await users.findByEmail(ctx.em, newEmail, { includeDeleted: true })) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MSG.emailVergeben, [
      { field: 'newEmail', message: ACCOUNT_MSG.emailVergeben },
    ]);
  }
  const target = users.normalizeEmail(newEmail);
  await ctx.em.transactional(async (em) => {
    const code = await issueToken(em, user, 'change-email', target);
    const url = appUrl(ctx, `confirmemail?userId=${user.id}&code=${code}`);
    await queue(
      ctx,
      em,
      `change-email:${user.id}:${code.slice(0, 16)}`,
      'change-email',
      target,
      changeEmailMail({ vorname: user.vorname, name: user.name, url }),
    );
  });
  ctx.deps.kickMailer?.();
  return { message: ACCOUNT_MSG.emailGesendet };
}

/**
 * spec 001 §2 /unsubscribenewsletter: only with the signed link of the address (the mail footers carry it), so nobody
 * unsubscribes another; then the same answer whether or not the address is known.
 */
export async function unsubscribeNewsletter(
  ctx: Context,
  email: string,
  token: string | undefined,
): Promise<TMessageResult> {
  if (!verifyNewsletterToken(ctx.deps.linkSecret, email, token)) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MSG.abmeldelinkUngueltig, [
      { field: 'email', message: ACCOUNT_MSG.abmeldelinkUngueltig },
    ]);
  }
  const user = await users.findByEmail(ctx.em, email);
  if (user?.newsletterAkzeptiert) {
    user.newsletterAkzeptiert = false;
    await ctx.em.flush();
  }
  return { message: ACCOUNT_MSG.newsletterAbgemeldet };
}
