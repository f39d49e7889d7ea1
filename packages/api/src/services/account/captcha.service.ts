import { createHash } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { TCaptchaChallenge } from '@lap/contracts';
import { Captcha, type Em } from '@lap/db';
import { isUuid } from '../ids.js';

const CAPTCHA_TTL_MS = 10 * 60 * 1000;
// Upper-case letters and digits without look-alikes (0/O, 1/I/L), since input is uppercased (spec 000 §5).
const CHARSET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const hashAnswer = (answer: string): string => createHash('sha256').update(`lap-captcha:${answer.trim().toUpperCase()}`).digest('hex');

/**
 * spec 000 §7 CaptchaChallenge: an SVG image of 5 characters; only the hash of the answer is kept,
 * server-side. `testAnswer` (configuration refuses it in production) makes the answer known to tests.
 */
export async function createChallenge(em: Em, testAnswer?: string, now = new Date()): Promise<TCaptchaChallenge> {
  const rendered = svgCaptcha.create({ size: 5, charPreset: CHARSET, noise: 3, color: false, background: '#f1f3f5', width: 180, height: 60 });
  // In test mode the image stays random but only the configured answer is accepted.
  const answer = testAnswer ?? rendered.text;
  const image = rendered.data;
  const captcha = em.create(Captcha, { answerHash: hashAnswer(answer), expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS), createdAt: now });
  await em.flush();
  return { captchaId: captcha.id, imageData: `data:image/svg+xml;base64,${Buffer.from(image).toString('base64')}` };
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
