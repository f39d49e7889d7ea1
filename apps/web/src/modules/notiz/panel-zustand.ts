// spec 001 §2 Shell / §9: the notes panel is resizable within 20–80 % of the window's width and 50–85 % of its height,
// 30 % × 80 % by default; size and light/dark mode are remembered in browser storage.

export const PANEL_STORAGE_KEY = 'lap.notizen.panel';
export const BREITE = { min: 20, max: 80, standard: 30 } as const;
export const HOEHE = { min: 50, max: 85, standard: 80 } as const;
/** Percentage points per arrow key (Shift: ten). */
export const SCHRITT = 2;
export const SCHRITT_GROSS = 10;

export interface TPanelZustand {
  /** Percent of the window's width. */
  breite: number;
  /** Percent of the window's height. */
  hoehe: number;
  dunkel: boolean;
}

export const PANEL_STANDARD: TPanelZustand = { breite: BREITE.standard, hoehe: HOEHE.standard, dunkel: false };

const clamp = (value: number, range: { min: number; max: number }): number =>
  Math.round(Math.min(range.max, Math.max(range.min, value)) * 10) / 10;

/** Within the spec's bounds, rounded to a tenth of a percent. */
export function begrenzt(z: TPanelZustand): TPanelZustand {
  return { breite: clamp(z.breite, BREITE), hoehe: clamp(z.hoehe, HOEHE), dunkel: z.dunkel };
}

/** The stored state; anything missing, of the wrong type or corrupt falls back to the default, value by value. */
export function leseZustand(raw: string | null): TPanelZustand {
  if (!raw) return PANEL_STANDARD;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return PANEL_STANDARD;
  }
  if (typeof data !== 'object' || data === null) return PANEL_STANDARD;
  const d = data as Record<string, unknown>;
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return begrenzt({
    breite: num(d.breite, BREITE.standard),
    hoehe: num(d.hoehe, HOEHE.standard),
    dunkel: typeof d.dunkel === 'boolean' ? d.dunkel : false,
  });
}

export function schreibeZustand(z: TPanelZustand): string {
  return JSON.stringify({ v: 1, ...begrenzt(z) });
}

/**
 * The resize handle sits at the panel's top-left corner (the panel is anchored bottom-right): ArrowLeft widens,
 * ArrowRight narrows, ArrowUp heightens, ArrowDown lowers; Home restores the default size. Null for other keys.
 */
export function groesseNachTaste(z: TPanelZustand, key: string, gross = false): TPanelZustand | null {
  const s = gross ? SCHRITT_GROSS : SCHRITT;
  switch (key) {
    case 'ArrowLeft':
      return begrenzt({ ...z, breite: z.breite + s });
    case 'ArrowRight':
      return begrenzt({ ...z, breite: z.breite - s });
    case 'ArrowUp':
      return begrenzt({ ...z, hoehe: z.hoehe + s });
    case 'ArrowDown':
      return begrenzt({ ...z, hoehe: z.hoehe - s });
    case 'Home':
      return { ...z, breite: BREITE.standard, hoehe: HOEHE.standard };
    default:
      return null;
  }
}

/** The size when the top-left corner is dragged to (x, y), with the panel's right and bottom edges fixed. */
export function groesseAusZeiger(
  z: TPanelZustand,
  zeiger: { x: number; y: number },
  kante: { rechts: number; unten: number },
  fenster: { breite: number; hoehe: number },
): TPanelZustand {
  return begrenzt({
    ...z,
    breite: ((kante.rechts - zeiger.x) / fenster.breite) * 100,
    hoehe: ((kante.unten - zeiger.y) / fenster.hoehe) * 100,
  });
}
