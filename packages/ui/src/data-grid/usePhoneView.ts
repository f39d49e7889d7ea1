import { useSyncExternalStore } from 'react';
import { PHONE_MEDIA_QUERY } from './list-view-model.js';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const media = window.matchMedia(PHONE_MEDIA_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const isPhone = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(PHONE_MEDIA_QUERY).matches;

/**
 * Whether the window is phone-sized, known at the first render (no grid loaded and then dropped) and followed when the
 * phone is turned.
 */
export function usePhoneView(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
