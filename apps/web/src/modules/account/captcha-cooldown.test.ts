import { describe, expect, it } from 'vitest';
import { captchaReloadWaitMs, captchaWaitMessage, waitSeconds } from './captcha-cooldown';

describe('captchaReloadWaitMs (spec 000 §9: 5000 ms cooldown)', () => {
  it('allows the first load and a reload after a failed load', () => {
    expect(captchaReloadWaitMs(null, 1_000)).toBe(0);
  });

  it('counts down from 5000 ms after a load', () => {
    expect(captchaReloadWaitMs(10_000, 10_000)).toBe(5000);
    expect(captchaReloadWaitMs(10_000, 11_200)).toBe(3800);
    expect(captchaReloadWaitMs(10_000, 14_999)).toBe(1);
    expect(captchaReloadWaitMs(10_000, 15_000)).toBe(0);
    expect(captchaReloadWaitMs(10_000, 60_000)).toBe(0);
  });

  it('treats a clock that went backwards as a fresh load', () => {
    expect(captchaReloadWaitMs(10_000, 9_000)).toBe(5000);
  });

  it('takes another cooldown when given', () => {
    expect(captchaReloadWaitMs(0, 500, 1000)).toBe(500);
  });
});

describe('waitSeconds and the message', () => {
  it('rounds up to whole seconds', () => {
    expect(waitSeconds(5000)).toBe(5);
    expect(waitSeconds(3800)).toBe(4);
    expect(waitSeconds(1)).toBe(1);
    expect(waitSeconds(0)).toBe(0);
    expect(waitSeconds(-20)).toBe(0);
  });

  it('uses the spec text', () => {
    expect(captchaWaitMessage(4)).toBe('Bitte warten Sie 4 Sekunden, bevor Sie das Captcha erneut laden.');
  });
});
