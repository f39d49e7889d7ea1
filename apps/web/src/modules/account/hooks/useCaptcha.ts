import type { TCaptchaChallenge } from '@lap/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, httpStatusOf, trpc } from '../../../trpc';
import { captchaReloadWaitMs, captchaWaitMessage, waitSeconds } from '../captcha-cooldown';

export type CaptchaStatus = 'loading' | 'ready' | 'error';

export interface CaptchaState {
  status: CaptchaStatus;
  challenge: TCaptchaChallenge | null;
  /** 'Bitte warten Sie {n} Sekunden, …' after a reload within the cooldown, else null. */
  waitMessage: string | null;
  /** The user's reload button: refused (with the wait message) within the cooldown. */
  reload: () => void;
  /** A new challenge regardless of the cooldown: the old one is spent (after a failed registration). */
  refresh: () => void;
}

/**
 * spec 000 §5/§9 captcha: loads a challenge (never from the query cache: each one is single use),
 * enforces the 5000 ms reload cooldown for the user's reload button, and reports a load failure.
 */
export function useCaptcha(onNewChallenge: (challenge: TCaptchaChallenge | null) => void): CaptchaState {
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<CaptchaStatus>('loading');
  const [challenge, setChallenge] = useState<TCaptchaChallenge | null>(null);
  const [waitMessage, setWaitMessage] = useState<string | null>(null);
  const loadedAt = useRef<number | null>(null);
  const requestNo = useRef(0);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onNew = useRef(onNewChallenge);
  onNew.current = onNewChallenge;

  const load = useCallback(async () => {
    const no = ++requestNo.current;
    setStatus('loading');
    setWaitMessage(null);
    loadedAt.current = Date.now();
    try {
      const next = await utils.client.account.captcha.query();
      if (no !== requestNo.current) return; // a newer request replaced this one
      setChallenge(next);
      setStatus('ready');
      onNew.current(next);
    } catch (error) {
      if (no !== requestNo.current) return;
      loadedAt.current = null; // after a failure the user may retry at once
      setChallenge(null);
      setStatus('error');
      // The server's per-IP limit answers 429 with the spec's wait text ('Bitte warten Sie {n} Sekunden, …').
      if (httpStatusOf(error) === 429) setWaitMessage(errorMessage(error));
      onNew.current(null);
    }
  }, [utils]);

  useEffect(() => {
    void load();
    return () => {
      requestNo.current += 1;
      clearTimeout(clearTimer.current);
    };
  }, [load]);

  const reload = useCallback(() => {
    const waitMs = captchaReloadWaitMs(loadedAt.current, Date.now());
    if (waitMs > 0) {
      setWaitMessage(captchaWaitMessage(waitSeconds(waitMs)));
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => setWaitMessage(null), waitMs);
      return;
    }
    void load();
  }, [load]);

  const refresh = useCallback(() => {
    void load();
  }, [load]);

  return { status, challenge, waitMessage, reload, refresh };
}
