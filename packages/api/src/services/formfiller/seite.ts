import type { Page } from 'playwright-core';
import type { TFormfillerFeld, TFormfillerZuordnung } from '@lap/contracts';
import { FORMFILLER_FELDER_MAX, ZFormfillerFeld } from '@lap/contracts';
import { z } from 'zod';

// What runs inside the operator's page: reading its form fields (each marked with its scan index, so a fill finds the
// same element again) and writing the confirmed values with Playwright's own input methods (real input/change events,
// so script-driven forms notice them). Only the main frame is read.

/** The attribute a scan marks each field with. */
export const INDEX_ATTR = 'data-lap-formfiller';

/** Reads the page's form fields in document order (no hidden, submit, button, reset or image inputs). */
/**
 * The in-page reader, as source text: the api package compiles without DOM types, and the function runs in the page,
 * not here. Arguments: the index attribute and the field limit.
 */
const LESE_SKRIPT = `(({ attr, max }) => {
  const SKIP = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
  const text = (s) => (s ?? '').replace(/\\s+/g, ' ').trim().slice(0, 500);
  const labelOf = (el) => {
    const fromLabels = Array.from(el.labels ?? []).map((l) => text(l.textContent)).filter(Boolean).join(' ');
    if (fromLabels) return fromLabels.replace(/\\s*\\*$/, '');
    const aria = el.getAttribute('aria-label');
    if (aria) return text(aria);
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      const t = by.split(/\\s+/).map((id) => text(document.getElementById(id)?.textContent)).join(' ');
      if (t.trim()) return text(t);
    }
    return text(el.getAttribute('title'));
  };
  const out = [];
  for (const el of Array.from(document.querySelectorAll('input, select, textarea'))) {
    el.removeAttribute(attr);
    const tag = el.tagName.toUpperCase();
    const type = (tag === 'TEXTAREA' ? 'textarea' : String(el.type || 'text')).toLowerCase();
    if (SKIP.has(type) || out.length >= max) continue;
    el.setAttribute(attr, String(out.length));
    out.push({
      index: out.length,
      name: text(el.name),
      type,
      value: type === 'password' || type === 'file' ? '' : String(el.value ?? '').slice(0, 2000),
      checked: tag === 'INPUT' ? Boolean(el.checked) : false,
      label: labelOf(el),
      id: text(el.id),
      placeholder: tag === 'SELECT' ? '' : text(el.placeholder),
      tagName: tag,
      options: tag === 'SELECT' ? Array.from(el.options).slice(0, 500).map((o) => ({ value: o.value, label: text(o.text) })) : [],
    });
  }
  return out;
})`;

/** Reads the page's form fields in document order (no hidden, submit, button, reset or image inputs). */
export async function leseFelder(page: Page): Promise<TFormfillerFeld[]> {
  const raw: unknown = await page.evaluate(
    `${LESE_SKRIPT}(${JSON.stringify({ attr: INDEX_ATTR, max: FORMFILLER_FELDER_MAX })})`,
  );
  // the page may be hostile: its answer is parsed like any input
  const parsed = z.array(ZFormfillerFeld).max(FORMFILLER_FELDER_MAX).safeParse(raw);
  return parsed.success ? parsed.data : [];
}

/** The page's scroll position (the scan's `position`). */
export async function scrollPosition(page: Page): Promise<{ x: number; y: number }> {
  const raw: unknown = await page.evaluate('({ x: Math.round(window.scrollX), y: Math.round(window.scrollY) })');
  const parsed = z.object({ x: z.number(), y: z.number() }).safeParse(raw);
  return parsed.success ? parsed.data : { x: 0, y: 0 };
}

/** Time one field may take to accept a value (a disabled or read-only field is skipped after it). */
const FELD_TIMEOUT_MS = 3000;

/**
 * Writes the confirmed values into the fields of the latest scan (`felder`, read just before). A field is found by its
 * scan index; when name or id were given they must still match (else the page changed since the case worker's scan).
 * Answers how many fields were written and how many were not found.
 */
export async function fuelleFelder(
  page: Page,
  felder: readonly TFormfillerFeld[],
  zuordnung: readonly TFormfillerZuordnung[],
): Promise<{ geschrieben: number; fehlend: number }> {
  let geschrieben = 0;
  let fehlend = 0;
  for (const z of zuordnung) {
    const feld = felder[z.index];
    if (!feld || (z.name && z.name !== feld.name) || (z.id && z.id !== feld.id)) {
      fehlend++;
      continue;
    }
    const el = page.locator(`[${INDEX_ATTR}="${z.index}"]`);
    try {
      if (feld.type === 'checkbox' || feld.type === 'radio') {
        if (z.checked === undefined || (feld.type === 'radio' && !z.checked)) continue;
        await el.setChecked(z.checked, { timeout: FELD_TIMEOUT_MS });
      } else if (feld.tagName === 'SELECT') {
        await el.selectOption(z.value ?? '', { timeout: FELD_TIMEOUT_MS });
      } else {
        await el.fill(z.value ?? '', { timeout: FELD_TIMEOUT_MS });
      }
      geschrieben++;
    } catch {
      // disabled, read-only or a value the field refuses (a date input takes yyyy-mm-dd only): left as it is
    }
  }
  return { geschrieben, fehlend };
}
