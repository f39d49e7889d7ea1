import { PERSON_INPUTS, PERSON_KEYS, type AntragFormValues, type PersonValues } from './form-model';

// Issue 42: what a user typed in step 1 survives a reload until it is saved. Kept in sessionStorage, per user and
// request: it survives reloads and in-app navigation in the tab, and is gone when the tab is closed (personal data
// of the persons does not stay on a shared computer). The form holds no password.

const PREFIX = 'lap.antrag-entwurf';
const keyOf = (userId: string, antragId: string | undefined) => `${PREFIX}.${userId}.${antragId ?? 'neu'}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // storage switched off: the form works without drafts
    return null;
  }
}

/**
 * A stored draft read over the form's own values: only the keys the form has, each only with the type it has there
 * (a draft from an older build or edited by hand never puts a wrong type into the form).
 */
export function mergeEntwurf(base: AntragFormValues, raw: unknown): AntragFormValues {
  if (!raw || typeof raw !== 'object') return base;
  const src = raw as Record<string, unknown>;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(base)) {
    const next = src[key];
    if (PERSON_KEYS.includes(key as (typeof PERSON_KEYS)[number])) continue;
    if (Array.isArray(value)) {
      if (Array.isArray(next) && next.every((v) => typeof v === 'string')) out[key] = next;
    } else if (value === null || typeof value === 'string') {
      if (next === null || typeof next === 'string') out[key] = next;
    } else if (typeof next === typeof value) out[key] = next;
  }
  for (const person of PERSON_KEYS) {
    const from = src[person];
    const merged: PersonValues = { ...base[person] };
    if (from && typeof from === 'object') {
      for (const field of PERSON_INPUTS) {
        const v = (from as Record<string, unknown>)[field];
        if (typeof v === 'string') merged[field] = v;
      }
    }
    out[person] = merged;
  }
  const vorgangsart = out['vorgangsart'];
  out['vorgangsart'] = vorgangsart === '2' ? '2' : '1';
  return out as unknown as AntragFormValues;
}

export function readEntwurf(
  userId: string,
  antragId: string | undefined,
  base: AntragFormValues,
): AntragFormValues | null {
  const raw = storage()?.getItem(keyOf(userId, antragId));
  if (!raw) return null;
  try {
    return mergeEntwurf(base, JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeEntwurf(userId: string, antragId: string | undefined, values: AntragFormValues): void {
  try {
    storage()?.setItem(keyOf(userId, antragId), JSON.stringify(values));
  } catch {
    // full or switched off: the draft is a help, not a must
  }
}

export function clearEntwurf(userId: string, antragId: string | undefined): void {
  storage()?.removeItem(keyOf(userId, antragId));
}
