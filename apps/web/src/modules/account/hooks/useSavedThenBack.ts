import { ACCOUNT_MSG } from '@lap/contracts';
import { notifySuccess } from '@lap/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { GESPEICHERT_TOAST_MS } from '../messages';

/**
 * spec 000 §8: 'Angaben erfolgreich gespeichert.' for 1.5 s, then to /account/{id}. Returns the trigger and
 * whether the page is waiting to leave (forms stay disabled meanwhile).
 */
export function useSavedThenBack(): { saved: (userId: string) => void; leaving: boolean } {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const saved = useCallback(
    (userId: string) => {
      notifySuccess(ACCOUNT_MSG.angabenGespeichert, GESPEICHERT_TOAST_MS);
      setLeaving(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void navigate(`/account/${encodeURIComponent(userId)}`);
      }, GESPEICHERT_TOAST_MS);
    },
    [navigate],
  );

  return { saved, leaving };
}
