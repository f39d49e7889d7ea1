import { loginFailures, rateLimits, type Em } from '@lap/db';
import { AppError } from '../../errors.js';

/**
 * Sliding-window counter of failed sign-ins per key (address, IP, known browser), kept in the database
 * (table login_failure), so every app node counts the same failures and a lock holds across nodes.
 */
export class FailureLimiter {
  constructor(
    private readonly scope: string,
    private readonly limit: number,
    readonly windowMs: number,
  ) {}

  async isBlocked(em: Em, key: string, now = new Date()): Promise<boolean> {
    return (await loginFailures.count(em, this.scope, key, this.windowMs, now)) >= this.limit;
  }

  fail(em: Em, key: string, now = new Date()): Promise<void> {
    return loginFailures.record(em, this.scope, key, now);
  }

  reset(em: Em, key: string): Promise<void> {
    return loginFailures.clear(em, this.scope, key);
  }
}

export interface LoginLimiters {
  perEmail: FailureLimiter;
  perIp: FailureLimiter;
  /** Wrong passwords from a known browser while its address is locked, per user. */
  perDevice: FailureLimiter;
}

/** The longest window of the sign-in limits: housekeeping removes failures older than this. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** 5 failures per address and 30 per IP within 15 minutes, then 429 (our decision). */
export function createLoginLimiters(): LoginLimiters {
  return {
    perEmail: new FailureLimiter('email', 5, LOGIN_FAILURE_WINDOW_MS),
    perIp: new FailureLimiter('ip', 30, LOGIN_FAILURE_WINDOW_MS),
    perDevice: new FailureLimiter('device', 5, LOGIN_FAILURE_WINDOW_MS),
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
 * Limits counted in the database (table rate_limit), so every app node shares them
 * (docs/decisions/accounts-and-roles.md).
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
export async function countAttempt(
  em: Em,
  rule: RateRule,
  subject: string,
  message: string | ((retryAfterSeconds: number) => string),
  now = new Date(),
): Promise<void> {
  const { hits } = await rateLimits.hit(em, { scope: rule.scope, subject, windowMs: rule.windowMs, now });
  if (hits <= rule.limit) return;
  const retryAfter = Math.ceil((rule.windowMs - (now.getTime() % rule.windowMs)) / 1000);
  throw new AppError('TOO_MANY_REQUESTS', typeof message === 'string' ? message : message(retryAfter));
}
