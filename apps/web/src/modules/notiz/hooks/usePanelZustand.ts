import { useEffect, useState } from 'react';
import { PANEL_STORAGE_KEY, leseZustand, schreibeZustand, type TPanelZustand } from '../panel-zustand';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Size and light/dark mode of the notes panel, restored from and written to localStorage. */
export function usePanelZustand(): [TPanelZustand, (z: TPanelZustand) => void] {
  const [zustand, setZustand] = useState<TPanelZustand>(() =>
    leseZustand(storage()?.getItem(PANEL_STORAGE_KEY) ?? null),
  );
  useEffect(() => {
    try {
      storage()?.setItem(PANEL_STORAGE_KEY, schreibeZustand(zustand));
    } catch {
      // storage full or blocked: the panel works, it just forgets
    }
  }, [zustand]);
  return [zustand, setZustand];
}
