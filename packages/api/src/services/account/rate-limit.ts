import { rateLimits, type Em } from '@lap/db';
import { AppError } from '../../errors.js';

/**
 * Sliding-window counter of failed sign-ins per key (address, IP). In process memory: each app node
 * counts on its own, so a cluster of N nodes allows N times the limit (docs/decisions.md).
 */
export class FailureLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.hits.delete(key);
    else this.hits.set(key, list);
    return list;
  }

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.limit;
  }

  fail(key: string, now = Date.now()): void {
    this.hits.set(key, [...this.recent(key, now), now]);
    if (this.hits.size > 50_000) this.hits.delete(this.hits.keys().next().value ?? '');
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}

export interface LoginLimiters {
  perEmail: FailureLimiter;
  perIp: FailureLimiter;
  /** Wrong passwords from a known browser while its address is locked, per user. */
  perDevice: FailureLimiter;
}

/** 5 failures per address and 30 per IP within 15 minutes, then 429 (our decision). */
export function createLoginLimiters(): LoginLimiters {
  return {
    perEmail: new FailureLimiter(5, 15 * 60 * 1000),
    perIp: new FailureLimiter(30, 15 * 60 * 1000),
    perDevice: new FailureLimiter(5, 15 * 60 * 1000),
  };
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export interface RateRule {
  scope: string;
  limit: number;
  windowMs: number;
}

/**
 * Limits counted in the database (table rate_limit), so every app node shares them (docs/decisions.md).
 * High enough for a person (and for the test suites, which come from one address), low enough to make
 * guessing and mail bombing slow.
 */
export const RATE_RULES = {
  // A browser obeying the spec's 5 s reload cooldown loads at most 12 a minute.
  captchaPerIpMinute: { scope: 'captcha-ip-minute', limit: 20, windowMs: MINUTE },
  captchaPerIpHour: { scope: 'captcha-ip-hour', limit: 120, windowMs: HOUR },
  forgotPasswordPerIp: { scope: 'forgot-password-ip', limit: 20, windowMs: HOUR },
  forgotPasswordPerEmail: { scope: 'forgot-password-email', limit: 5, windowMs: HOUR },
  newEmailPerUser: { scope: 'new-email-user', limit: 5, windowMs: HOUR },
  resendConfirmationPerIp: { scope: 'resend-confirmation-ip', limit: 20, windowMs: HOUR },
  resendConfirmationPerEmail: { scope: 'resend-confirmation-email', limit: 5, windowMs: HOUR },
} as const satisfies Record<string, RateRule>;

/** Counts one attempt of `subject` under `rule`; beyond the limit a 429 with the given German message. */
export async function countAttempt(em: Em, rule: RateRule, subject: string, message: string | ((retryAfterSeconds: number) => string), now = new Date()): Promise<void> {
  const { hits } = await rateLimits.hit(em, { scope: rule.scope, subject, windowMs: rule.windowMs, now });
  if (hits <= rule.limit) return;
  const retryAfter = Math.ceil((rule.windowMs - (now.getTime() % rule.windowMs)) / 1000);
  throw new AppError('TOO_MANY_REQUESTS', typeof message === 'string' ? message : message(retryAfter));
}
