import type { TSeite } from '@lap/contracts';
import { useEffect } from 'react';
import { trpc } from '../../../trpc';

/**
 * The case worker opened a list page: what is there is no longer new to them (server-side, per worker); the badges and
 * the dashboard follow. Failures are silent (the badge just stays).
 */
export function useSeiteGesehen(seite: TSeite): void {
  const utils = trpc.useUtils();
  const { mutate } = trpc.dashboard.gesehen.useMutation({
    onSuccess: () => {
      void utils.dashboard.neueNachrichten.invalidate();
      void utils.dashboard.karten.invalidate();
    },
  });
  useEffect(() => {
    mutate({ seite });
  }, [mutate, seite]);
}
