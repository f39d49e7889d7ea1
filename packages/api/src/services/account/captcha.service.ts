import { createHash } from 'node:crypto';
import { ACCOUNT_MSG, type TCaptchaChallenge } from '@lap/contracts';
import { Captcha, rateLimits, type Em } from '@lap/db';
import type { Context } from '../../context.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../ids.js';
import { captchaText, renderCaptchaSvg } from './captcha-image.js';
import { countAttempt, RATE_RULES } from './rate-limit.js';

const CAPTCHA_TTL_MS = 10 * 60 * 1000;

/** Wrong answers per IP: 3 within an hour are free, then a wait that doubles with each one (10 s … 15 min). */
export const CAPTCHA_FAILURES = {
  scope: 'captcha-failure-ip',
  windowMs: 60 * 60 * 1000,
  free: 3,
  baseMs: 5000,
  maxMs: 15 * 60 * 1000,
} as const;

const hashAnswer = (answer: string): string =>
  createHash('sha256').update(`lap-captcha:${answer.trim().toUpperCase()}`).digest('hex');

/** Seconds the IP still has to wait after too many wrong answers; 0 when it may try. */
export async function captchaWaitSeconds(em: Em, ip: string, now = new Date()): Promise<number> {
  const failures = await rateLimits.peek(em, {
    scope: CAPTCHA_FAILURES.scope,
    subject: ip,
    windowMs: CAPTCHA_FAILURES.windowMs,
    now,
  });
  if (!failures || failures.hits <= CAPTCHA_FAILURES.free) return 0;
  const waitMs = Math.min(
    CAPTCHA_FAILURES.baseMs * 2 ** (failures.hits - CAPTCHA_FAILURES.free),
    CAPTCHA_FAILURES.maxMs,
  );
  return Math.max(0, Math.ceil((failures.lastHitAt.getTime() + waitMs - now.getTime()) / 1000));
}

/**
 * spec 000 §7 CaptchaChallenge: an SVG image of 5 characters; only the hash of the answer is kept,
 * server-side. Limited per IP (per minute, per hour, and after wrong answers) with a German 429.
 * `captchaTestAnswer` (configuration refuses it in production) makes the answer known to tests.
 */
export async function createChallenge(ctx: Context, now = new Date()): Promise<TCaptchaChallenge> {
  const wait = await captchaWaitSeconds(ctx.em, ctx.ip, now);
  if (wait > 0) throw new AppError('TOO_MANY_REQUESTS', ACCOUNT_MSG.captchaWarten(wait));
  await countAttempt(ctx.em, RATE_RULES.captchaPerIpMinute, ctx.ip, ACCOUNT_MSG.captchaWarten, now);
  await countAttempt(ctx.em, RATE_RULES.captchaPerIpHour, ctx.ip, ACCOUNT_MSG.captchaZuVieleAnfragen, now);
  const text = captchaText();
  // In test mode the image stays random but only the configured answer is accepted.
  const answer = ctx.deps.captchaTestAnswer ?? text;
  const captcha = ctx.em.create(Captcha, {
    answerHash: hashAnswer(answer),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    createdAt: now,
  });
  await ctx.em.flush();
  return {
    captchaId: captcha.id,
    imageData: `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(text)).toString('base64')}`,
  };
}

/** Single use: a captcha is spent by the first attempt, right or wrong. */
export async function verifyCaptcha(em: Em, captchaId: string, value: string, now = new Date()): Promise<boolean> {
  if (!isUuid(captchaId)) return false;
  const captcha = await em.findOne(Captcha, { id: captchaId, usedAt: null, expiresAt: { $gt: now } });
  if (!captcha) return false;
  captcha.usedAt = now;
  await em.flush();
  return captcha.answerHash === hashAnswer(value);
}

/** The captcha of a registration: 429 while the IP has to wait, 400 (counted as a wrong answer) when not solved. */
export async function checkCaptcha(ctx: Context, captchaId: string, value: string, now = new Date()): Promise<void> {
  const wait = await captchaWaitSeconds(ctx.em, ctx.ip, now);
  if (wait > 0) throw new AppError('TOO_MANY_REQUESTS', ACCOUNT_MSG.captchaGesperrt(wait));
  if (await verifyCaptcha(ctx.em, captchaId, value, now)) return;
  await rateLimits.hit(ctx.em, {
    scope: CAPTCHA_FAILURES.scope,
    subject: ctx.ip,
    windowMs: CAPTCHA_FAILURES.windowMs,
    now,
  });
  throw new AppError('BAD_REQUEST', ACCOUNT_MSG.captchaFalsch, [
    { field: 'captchaValue', message: ACCOUNT_MSG.captchaFalsch },
  ]);
}
