import { useSyncExternalStore } from 'react';

/**
 * Open or closed, shared by the header's 'Notizen' button (in the shell's bundle) and the panel (loaded on demand):
 * a tiny store instead of a context, so the shell does not wait for the panel's code.
 */
let offen = false;
const hoerer = new Set<() => void>();

export function setNotizenOffen(wert: boolean): void {
  if (offen === wert) return;
  offen = wert;
  for (const h of hoerer) h();
}

export function notizenOffen(): boolean {
  return offen;
}

function abonnieren(h: () => void): () => void {
  hoerer.add(h);
  return () => hoerer.delete(h);
}

export function useNotizenOffen(): boolean {
  return useSyncExternalStore(abonnieren, notizenOffen, () => false);
}

/** The header button's id: the keyboard returns there when the panel closes. */
export const NOTIZ_SCHALTER_ID = 'notizen-schalter';
export const NOTIZ_PANEL_ID = 'notizen-panel';
