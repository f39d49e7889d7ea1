import { CAPTCHA_RELOAD_COOLDOWN_MS } from '@lap/contracts';

/** spec 000 §8: shown when the captcha is reloaded within the cooldown. */
export const captchaWaitMessage = (seconds: number): string =>
  `Bitte warten Sie ${seconds} Sekunden, bevor Sie das Captcha erneut laden.`;

/** spec 000 §8: shown instead of the image when the challenge could not be loaded. */
export const CAPTCHA_LOAD_ERROR = 'Captcha konnte nicht geladen werden. Bitte versuchen Sie es erneut.';

/**
 * Milliseconds until the user may reload the captcha again (spec 000 §9: 5000 ms cooldown), 0 when allowed.
 * `lastLoadedAt` is when the current image was requested; null means nothing loaded yet (or it failed).
 */
export function captchaReloadWaitMs(
  lastLoadedAt: number | null,
  now: number,
  cooldownMs = CAPTCHA_RELOAD_COOLDOWN_MS,
): number {
  if (lastLoadedAt === null) return 0;
  const elapsed = now - lastLoadedAt;
  // A clock that went backwards must not lock the button for longer than one cooldown.
  if (elapsed < 0) return cooldownMs;
  return Math.max(0, cooldownMs - elapsed);
}

/** Whole seconds to wait, rounded up, so the text never says "0 Sekunden" while still blocked. */
export function waitSeconds(waitMs: number): number {
  return waitMs <= 0 ? 0 : Math.ceil(waitMs / 1000);
}
